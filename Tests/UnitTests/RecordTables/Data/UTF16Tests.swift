import Foundation
import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

/// UTF-16 with a byte order mark, as spreadsheets export "Unicode text", reads as UTF-8.
@Suite("UTF-16 input")
struct UTF16Tests {
    static let text = "name\tnote\nAnn\tGröße 漢字 🙂\nBob\t\"two\nlines\"\n"

    /// `text` in UTF-16 with its byte order mark, little- or big-endian.
    static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
        ([0xFEFF] + Array(text.utf16)).flatMap { unit -> [UInt8] in
            let (high, low) = (UInt8(unit >> 8), UInt8(unit & 0xFF))
            return bigEndian ? [high, low] : [low, high]
        }
    }

    @Test("little- and big-endian files read as the same table", arguments: [false, true])
    func byteOrders(bigEndian: Bool) throws {
        let table = try load(Self.utf16(Self.text, bigEndian: bigEndian), name: "export.txt")
        #expect(table.state == .complete)
        #expect(table.format == .tsv && table.columns == ["name", "note"], "no mark and no NUL in the first column's name")
        #expect(table.count == 2)
        #expect(values(table, 0) == ["Ann", "Größe 漢字 🙂"])
        #expect(values(table, 1) == ["Bob", "two\nlines"])
        #expect(table.warnings.isEmpty)
    }

    @Test("a file many chunks long, surrogate pairs cut by the chunks, reads like its UTF-8")
    func longFile() throws {
        var text = "id\tvalue\n"
        for i in 0..<20_000 { text += "\(i)\t🙂 é \(i)\n" }
        let table = try load(Self.utf16(text, bigEndian: false), name: "long.tsv")
        #expect(table.count == 20_000)
        #expect(values(table, 12_345) == ["12345", "🙂 é 12345"])
        #expect(values(table, 19_999) == ["19999", "🙂 é 19999"])
        // The mark and 32,766 code units fill the first 64 KB read but for half the pair.
        let cut = try load(Self.utf16("a\n" + String(repeating: "x", count: 32_763) + "\n🙂\n", bigEndian: false), name: "cut.csv")
        #expect(cut.count == 2 && values(cut, 1) == ["🙂"])
    }

    @Test("a lone surrogate and an odd last byte become U+FFFD")
    func brokenText() throws {
        var bytes = Self.utf16("a\n", bigEndian: false) + [0x00, 0xD8] + Self.utf16("b\n", bigEndian: false).dropFirst(2)
        bytes.append(0x41)
        let table = try load(bytes, name: "broken.csv")
        #expect(table.columns == ["a"])
        #expect(values(table, 0) == ["\u{FFFD}b"])
        #expect(values(table, 1) == ["\u{FFFD}"])
    }

    @Test("standard input from a file is converted; from a pipe it is refused with what to do")
    func standardInput() throws {
        let path = TestFiles.write(Self.utf16(Self.text, bigEndian: false), name: "in.tsv")
        let file = open(path, O_RDONLY)
        let table = try Table.read(fileDescriptor: file, closeWhenDone: true) { _ in }
        waitUntilLoaded(table)
        #expect(table.columns == ["name", "note"] && table.count == 2)
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        writeAll(fds[1], Self.utf16(Self.text, bigEndian: false))
        close(fds[1])
        #expect {
            _ = try Table.read(fileDescriptor: fds[0], closeWhenDone: true) { _ in }
        } throws: { error in
            (error as? LoadError)?.description
                == "stdin: UTF-16 text is read from files, not pipes: convert it first (iconv -f UTF-16 -t UTF-8)"
        }
    }
}

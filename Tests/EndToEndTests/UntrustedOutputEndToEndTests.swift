import Foundation
import Glibc
import Testing

/// Data that tries to drive the terminal, shown by the real binary on a pty the test
/// owns; every byte the binary writes is checked (see `OutputScanner`).
@Suite("Untrusted data never reaches the terminal raw")
struct UntrustedOutputEndToEndTests {
    /// Field values, as raw bytes, that try every way to drive a terminal.
    static let hostileFields: [[UInt8]] = [
        Array("title \u{1b}]0;pwned-title\u{7} end".utf8),
        Array("link \u{1b}]8;;https://example.com/\u{1b}\\click\u{1b}]8;;\u{1b}\\ end".utf8),
        Array("clipboard \u{1b}]52;c;cm0gLXJmIH4=\u{7} end".utf8),
        Array("\u{1b}[2J\u{1b}[H\u{1b}[31mred\u{1b}[0m \u{1b}[10;10H moved".utf8),
        Array("query \u{1b}[6n \u{1b}[c \u{1b}[>c \u{1b}P+q544e\u{1b}\\ \u{1b}[18t end".utf8),
        Array("c1 \u{9b}31m \u{9d}0;x\u{9c} \u{85}".utf8) + [0x20, 0x9b, 0x33, 0x31, 0x6d, 0x20, 0x90, 0x85],
        Array("bidi \u{202e}desrever\u{202c} \u{2066}isolate\u{2069} end".utf8),
        Array("nul ".utf8) + [0x00] + Array(" bell \u{7} bs \u{8}\u{8} del \u{7f} cr\rhere".utf8),
        Array("invalid ".utf8) + [0xff, 0xfe, 0xc0, 0x80, 0xed, 0xa0, 0x80, 0xf4, 0x90, 0x80, 0x80, 0xe2, 0x82] + Array(" end".utf8),
        Array("wide 漢字 emoji 🙂 family 👩‍👩‍👧 combining e\u{301}\u{302}\u{303}\u{304}\u{305} zwj\u{200d}".utf8),
        Array(String(repeating: "long \u{1b}[1m line ", count: 12_000).utf8),
    ]

    /// A CSV of the hostile fields: each record's name and note are two of them.
    static func hostileCSV() -> [UInt8] {
        func quoted(_ field: [UInt8]) -> [UInt8] {
            [UInt8(ascii: "\"")] + field.flatMap { $0 == UInt8(ascii: "\"") ? [$0, $0] : [$0] } + [UInt8(ascii: "\"")]
        }
        var csv = Array("name,note\n".utf8)
        for (index, field) in hostileFields.enumerated() {
            csv += quoted(field) + [UInt8(ascii: ",")] + quoted(hostileFields[(index + 4) % hostileFields.count]) + [0x0a]
        }
        return csv
    }

    /// Walks every record through the list and the detail (scrolled), opens the filter,
    /// then quits; returns everything written to the terminal.
    private func browse(_ path: String, records: Int, environment: [String: String] = [:]) throws -> (Termination?, [UInt8]) {
        let app = try PtyProcess([App.path, path], width: 100, height: 30, environment: environment)
        #expect(app.waitForOutput(containing: "?2004h"), "the first frame")
        app.settle()
        for _ in 0..<records {
            app.send("j")
            app.settle()
        }
        app.send("\t")
        for _ in 0..<4 {
            app.send(" ")
            app.settle()
        }
        app.send("\t/red")
        app.settle()
        app.send("\u{1b}")
        app.settle()
        app.send("q")
        return (app.waitForExit(), app.output)
    }

    @Test("escape sequences, controls, bidi, invalid UTF-8 and long lines in a CSV: the bytes written are safe")
    func hostileCSVFile() throws {
        let directory = try Fixture.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/hostile.csv"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(Self.hostileCSV())))
        let (termination, output) = try browse(path, records: Self.hostileFields.count)
        #expect(termination == .exited(0))
        let scan = OutputScanner(output)
        #expect(scan.violations.isEmpty, "\(scan.violations.prefix(20))")
        for visible in ["^[]0;pwned-title^G", "^[]52;c;", "^[[2J^[[H^[[31mred", "^[[6n", "\\x9b31m", "\\u202e", "^@", "\u{FFFD}"] {
            #expect(scan.text.contains(visible), "\(visible) is shown as text")
        }
        let paste = scan.sequences.filter { $0 == "[?2004h" || $0 == "[?2004l" }
        #expect(paste.first == "[?2004h" && paste.last == "[?2004l", "bracketed paste is on while running, off at exit")
    }

    @Test("deep JSON nesting and escapes in JSON strings: no crash, safe bytes")
    func hostileJSONFile() throws {
        let directory = try Fixture.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/deep.json"
        let deep = String(repeating: "[", count: 50_000) + String(repeating: "]", count: 50_000)
        let json = "[{\"name\": \"esc \\u001b]0;json-title\\u0007 \\u009b1m \\u202e\", \"deep\": \(deep)},"
            + " {\"name\": \"second\", \"deep\": {\"a\": {\"b\": {\"c\": [1, {\"d\": \"\\u001b[31m\"}]}}}}]"
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        let (termination, output) = try browse(path, records: 2)
        #expect(termination == .exited(0))
        let scan = OutputScanner(output)
        #expect(scan.violations.isEmpty, "\(scan.violations.prefix(20))")
        #expect(scan.text.contains("^[]0;json-title^G"))
    }

    @Test("in a non-UTF-8 locale nothing but ASCII reaches the terminal")
    func asciiLocale() throws {
        let directory = try Fixture.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/hostile.csv"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(Self.hostileCSV())))
        let (termination, output) = try browse(path, records: Self.hostileFields.count,
                                               environment: ["LANG": "C", "LC_ALL": "C"])
        #expect(termination == .exited(0))
        let scan = OutputScanner(output)
        #expect(scan.violations.isEmpty, "\(scan.violations.prefix(20))")
        #expect(output.allSatisfy { $0 < 0x80 }, "only ASCII: a C-locale terminal could read a byte ≥ 0x80 as a C1 control")
        #expect(scan.text.contains("wide ???? emoji ??"), "what ncurses cannot print shows as one ? per column")
    }

    @Test("the scanner itself catches every kind of leak")
    func scannerCatchesLeaks() {
        let leaks: [[UInt8]] = [
            Array("a\u{1b}]0;title\u{7}".utf8), Array("\u{1b}]52;c;eA==\u{1b}\\".utf8), Array("\u{1b}P+q\u{1b}\\".utf8),
            Array("\u{1b}[6n".utf8), Array("\u{1b}[c".utf8), Array("\u{1b}[18t".utf8), Array("\u{1b}_x".utf8),
            [0x9b, 0x31, 0x6d], Array("\u{9b}1m".utf8), Array("\u{202e}".utf8), [0x07], [0x00], [0x0e], [0x1b],
        ]
        for leak in leaks {
            #expect(!OutputScanner(Array("ok".utf8) + leak).violations.isEmpty, "\(leak) was not caught")
        }
        let ncurses = Array("\u{1b}[?1049h\u{1b}[22;0;0t\u{1b}(B\u{1b}[0;7m漢字\u{1b}[24;1H\r\n\u{8}\u{1b}=\u{1b}>".utf8)
        #expect(OutputScanner(ncurses).violations.isEmpty)
    }
}

extension PtyProcess {
    /// Reads output until the program has been quiet for 100 ms (at most 5 s): the frame
    /// for the last key is complete.
    func settle() {
        var last = -1
        let deadline = Date().addingTimeInterval(5)
        while output.count != last && Date() < deadline {
            last = output.count
            pump(for: 0.1)
        }
    }
}

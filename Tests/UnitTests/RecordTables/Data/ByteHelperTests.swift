import Foundation
import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

@Suite("Byte helpers")
struct ByteHelperTests {
    func valid(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { ByteScan.isValidUTF8($0.baseAddress!, from: 0, to: bytes.count) }
    }

    @Test func blankText() {
        for blank in ["", " ", "\t\r\n ", "\u{3000}", " \u{A0}\u{2003}"] { #expect(blank.isBlank, "\(Array(blank.unicodeScalars))") }
        for text in ["a", "  a", "\u{3000}x", "é", " \u{A0}.", "\u{1B}"] { #expect(!text.isBlank, "\(Array(text.unicodeScalars))") }
    }

    @Test func utf8Validation() {
        #expect(valid(Array("plain ascii that is longer than thirty-two bytes, surely".utf8)))
        #expect(valid(Array("Zoë 東京 🎉 mixed with a long ascii run of text here".utf8)))
        #expect(!valid([0xC0, 0x80]))  // overlong
        #expect(!valid([0xED, 0xA0, 0x80]))  // surrogate
        #expect(!valid([0xF4, 0x90, 0x80, 0x80]))  // past U+10FFFF
        #expect(!valid([0x41, 0xE2, 0x82]))  // truncated
        #expect(!valid(Array(repeating: 0x41, count: 40) + [0xFF]))
    }

    @Test("the first of two bytes is found as a byte-by-byte search finds it, at every offset")
    func firstOfTwoBytes() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<400 {
            var bytes: [UInt8] = []
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let count = Int(state >> 59) + 1
            for _ in 0..<count {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                // Mostly letters, sometimes a delimiter, a line feed or a byte past ASCII.
                let pick = Int(state >> 58)
                bytes.append(pick < 3 ? 44 : pick < 5 ? 10 : pick < 7 ? UInt8(0x80 + pick) : UInt8(0x61 + pick % 26))
            }
            bytes.withUnsafeBufferPointer { buffer in
                for from in 0...count {
                    let expected = (from..<count).first { bytes[$0] == 44 || bytes[$0] == 10 } ?? count
                    #expect(ByteScan.firstOf(44, 10, buffer.baseAddress!, from: from, to: count) == expected,
                            "\(bytes) from \(from)")
                }
            }
        }
    }

    @Test func textPositions() {
        let bytes = Array("\u{FEFF}ab\nc\u{E9}d\n".utf8)
        bytes.withUnsafeBufferPointer { b in
            #expect(TextPosition(offset: 4, in: b.baseAddress, count: b.count) == TextPosition(line: 1, column: 2))
            #expect(TextPosition(offset: 9, in: b.baseAddress, count: b.count) == TextPosition(line: 2, column: 3))
        }
    }
}

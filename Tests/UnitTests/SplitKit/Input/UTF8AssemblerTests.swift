import SeededRandom
import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

@Suite("Assembling UTF-8")
struct UTF8AssemblerTests {
    private func scalars(_ bytes: [UInt8]) -> [UInt32] {
        var assembler = UTF8Assembler()
        return bytes.compactMap { assembler.take($0) }
    }

    @Test("one to four bytes make one character")
    func wellFormed() {
        #expect(scalars(Array("aé漢🙂\u{10ffff}\u{0}".utf8)) == [0x61, 0xe9, 0x6f22, 0x1f642, 0x10ffff, 0])
        var assembler = UTF8Assembler()
        #expect(assembler.take(0xf0) == nil && assembler.take(0x9f) == nil && assembler.take(0x99) == nil)
        #expect(assembler.isPending)
        #expect(assembler.take(0x82) == 0x1f642 && !assembler.isPending)
    }

    @Test("invalid bytes are dropped; a byte that cuts a character short is read afresh")
    func invalid() {
        #expect(scalars([0xff, 0xfe, 0x80, 0xbf, 0xf5, 0x6a]) == [0x6a], "never valid, or continuation without a start")
        #expect(scalars([0xc0, 0xaf, 0xc1, 0xbf, 0xe0, 0x80, 0xaf, 0xf0, 0x80, 0x80, 0xaf]) == [], "overlong forms")
        #expect(scalars([0xed, 0xa0, 0x80, 0xed, 0xbf, 0xbf]) == [], "surrogates")
        #expect(scalars([0xf4, 0x90, 0x80, 0x80]) == [], "past U+10FFFF")
        #expect(scalars([0xe6, 0xbc, 0x1b, 0xe6, 0x6a]) == [0x1b, 0x6a], "an Esc or a key after a cut character counts")
        #expect(scalars([0xe6, 0xc3, 0xa9]) == [0xe9], "a new start byte starts a new character")
        var assembler = UTF8Assembler()
        _ = assembler.take(0xe6)
        assembler.reset()
        #expect(!assembler.isPending && assembler.take(0xbc) == nil, "after a reset, the rest is a stray byte")
    }

    @Test("random bytes give the scalars the standard library decodes, without its replacement characters")
    func agreesWithStandardLibrary() {
        var random = SeededGenerator(seed: 5)
        let interesting: [UInt8] = [0x00, 0x1b, 0x41, 0x7f, 0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbf, 0xc0, 0xc1, 0xc2, 0xdf,
                                    0xe0, 0xe1, 0xec, 0xed, 0xee, 0xef, 0xf0, 0xf1, 0xf3, 0xf4, 0xf5, 0xff]
        for _ in 0..<5_000 {
            let bytes = (0..<Int.random(in: 0...24, using: &random)).map { _ in
                random.chance(60) ? random.pick(interesting) : UInt8.random(in: 0...255, using: &random)
            }
            let expected = String(decoding: bytes, as: UTF8.self).unicodeScalars.map(\.value).filter { $0 != 0xfffd }
            #expect(scalars(bytes).filter { $0 != 0xfffd } == expected, "\(bytes.map { String($0, radix: 16) })")
        }
    }
}

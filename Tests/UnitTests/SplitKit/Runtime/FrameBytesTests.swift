import SeededRandom
import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

@Suite("Frame bytes: the writer's buffer")
struct FrameBytesTests {
    @Test("pieces of every size, past the capacity many times, come out whole and in order")
    func growsKeepingEverything() {
        var generator = SeededGenerator(seed: 4)
        var bytes = FrameBytes(capacity: 16)
        var expected: [UInt8] = []
        for _ in 0..<400 {
            let piece = (0..<Int.random(in: 0...40, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: bytes.append(piece)
            case 1: piece.forEach { bytes.append($0) }
            default:
                // Room for more than is written, as a run of text that stops early.
                bytes.append(reserving: piece.count + 5) { buffer in
                    for (index, byte) in piece.enumerated() { buffer[index] = byte }
                    return piece.count
                }
            }
            expected += piece
        }
        var out: [UInt8] = []
        out.append(bytes)
        #expect(bytes.count == expected.count)
        #expect(out == expected)
    }

    @Test("a copy keeps its bytes when the original starts a new frame")
    func copiesAreValues() {
        var bytes = FrameBytes(capacity: 16)
        bytes.append(Array("first".utf8))
        let copy = bytes
        bytes.removeAll()
        bytes.append(Array("second frame".utf8))
        var kept: [UInt8] = []
        kept.append(copy)
        var now: [UInt8] = []
        now.append(bytes)
        #expect(kept == Array("first".utf8))
        #expect(now == Array("second frame".utf8))
    }
}

import Foundation
import Glibc
import SeededRandom
import Testing

/// Random and adversarial input at the real binary: partial and unknown escape
/// sequences, a paste that never ends, mouse reports far outside the screen, invalid
/// UTF-8, controls, with pauses between the bytes. The app must survive it, stay
/// responsive, and be left in no half-open state.
@Suite("Hostile input")
struct HostileInputEndToEndTests {
    /// Byte strings terminals (and attackers) send, cut and glued at random.
    static let pieces: [[UInt8]] = [
        [0x1b], [0x1b, 0x5b], [0x1b, 0x5b, 0x31, 0x3b], [0x1b, 0x4f], [0x1b, 0x5d, 0x30, 0x3b], [0x1b, 0x50],
        Array("\u{1b}[200~pasted text\r\nmore".utf8), Array("\u{1b}[201~".utf8), Array("\u{1b}[<0;99999;99999M".utf8),
        Array("\u{1b}[<0;5;3M\u{1b}[<0;5;3m".utf8), Array("\u{1b}[<64;2;2M".utf8), Array("\u{1b}[M".utf8) + [0xff, 0x21, 0xff],
        Array("\u{1b}[9999999999999999999999A".utf8), Array("\u{1b}[?1;2c".utf8), Array("\u{1b}[24;80R".utf8),
        Array("\u{1b}[1;5D\u{1b}[5;5~\u{1b}[6;5~".utf8), Array("\u{1b}[A\u{1b}[B\u{1b}OC".utf8), [0xc2, 0x9b], [0x9b],
        [0xff, 0xfe, 0xc0, 0x80], [0x00], [0x7f], [0x0d], [0x09], Array("/".utf8), Array("m".utf8), Array("jk".utf8),
        Array("漢字".utf8), [0xe6, 0xbc], Array("\u{1b}v".utf8), Array("<<>>".utf8),
    ]

    /// Keys that would end or stop the app, which random input must not contain.
    static let leaving: Set<UInt8> = [UInt8(ascii: "q"), UInt8(ascii: "Q"), 0x03, 0x1a]

    @Test("invalid UTF-8 and a lone NUL are ignored, not taken for a lost terminal")
    func invalidBytes() throws {
        let session = try App.start(width: 100, height: 30)
        defer { session.close() }
        try session.expectScreen(containing: "1 / 118")
        try session.sendBytes([0xff])
        try session.sendBytes([0xc0, 0x80, 0xfe])
        try session.sendBytes([0x00])
        try session.sendKeys("j")
        try session.expectScreen(containing: "2 / 118")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("a bracketed paste is text: it never runs commands, and goes into the filter whole")
    func pasteIsText() throws {
        let session = try App.start(width: 100, height: 30)
        defer { session.close() }
        try session.expectScreen(containing: "1 / 118")
        try session.sendLiteral("\u{1b}[200~qjjj\u{1b}[201~")
        try session.sendKeys("j")
        try session.expectScreen(containing: "2 / 118")  // only the typed j moved: the pasted q and j did nothing
        try session.sendKeys("/")
        try session.sendLiteral("\u{1b}[200~gen\r\n\u{1b}[201~")
        try session.expectScreen(containing: "/gen")
        try session.sendKeys("Escape")
        try session.waitUntilGone(text: "/gen")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("random and adversarial input with pauses: no crash, no hang, no half-open state", arguments: [11, 22, 33])
    func hostileStream(seed: UInt64) throws {
        let session = try App.start(width: 100, height: 30)
        defer { session.close() }
        try session.expectScreen(containing: "1 / 118")
        var random = SeededGenerator(seed: seed)
        for _ in 0..<120 {
            var chunk: [UInt8] = []
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                if Int.random(in: 0..<4, using: &random) == 0 {
                    chunk += (0..<Int.random(in: 1...8, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
                } else {
                    chunk += Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &random)]
                }
            }
            try session.sendBytes(chunk.filter { !Self.leaving.contains($0) })
            if Bool.random(using: &random) { usleep(UInt32.random(in: 0...60_000, using: &random)) }
        }
        // A paste or sequence left open is given up after at most a second of quiet.
        usleep(1_200_000)
        try session.sendKeys("Escape")
        usleep(100_000)
        try session.sendKeys("Escape")
        // Whatever state the keys left (filtered, master hidden, popover…), a whole frame.
        let screen = try session.waitFor(describedAs: "the app's screen with its status bar") {
            $0.split(separator: "\n", omittingEmptySubsequences: false).last?.contains("? help") == true
        }
        #expect(screen.split(separator: "\n", omittingEmptySubsequences: false).count == 30)
        try session.sendKeys("C-c")
        // The random keys may have edited the table: then quitting asks first.
        if (try? session.waitFor(timeout: 3) { $0.contains("unsaved changes") }) != nil {
            try session.sendKeys("d")
        }
        #expect(try session.waitForExit(timeout: 5) == 0, "Ctrl-C still quits: nothing is half open (seed \(seed))")
    }
}


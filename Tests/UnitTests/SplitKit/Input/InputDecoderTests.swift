import SeededRandom
import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

/// Decodes `text`, sent as UTF-8, as one read, then gives up anything pending when `flushing`.
private func decode(_ text: String, flushing: Bool = false, decoder: inout InputDecoder) -> [Event] {
    decoder.events(of: text, flushing: flushing)
}

private func decode(_ text: String, flushing: Bool = false) -> [Event] {
    var decoder = InputDecoder()
    return decode(text, flushing: flushing, decoder: &decoder)
}

@Suite("Decoding terminal input")
struct InputDecoderTests {
    @Test("characters, controls and Alt")
    func characters() {
        #expect(decode("aé漢🙂") == [.key(.character("a")), .key(.character("é")), .key(.character("漢")),
                                   .key(.character("🙂"))])
        #expect(decode("\r\t\u{7f}\u{8}\u{3}\u{0}") == [.key(.enter), .key(.tab), .key(.backspace), .key(.backspace),
                                                       .key(.control("c")), .key(.control(" "))])
        #expect(decode("\u{1b}v") == [.key(.alt("v"))])
        #expect(decode("\u{1b}é") == [.key(.alt("é"))])
        #expect(decode("\u{9b}\u{1c}") == [.key(.unknown), .key(.unknown)], "C1 controls never become text")
    }

    @Test("a lone Esc waits the escape delay for the rest of a sequence, then is the Esc key")
    func loneEscape() {
        var decoder = InputDecoder()
        #expect(decode("\u{1b}", decoder: &decoder) == [])
        #expect(decoder.endsInLoneEscape)
        #expect(decoder.timeout == InputDecoder.escapeTimeout && InputDecoder.escapeTimeout <= 25)
        var events: [Event] = []
        decoder.flush(into: &events)
        #expect(events == [.key(.escape)])
        #expect(decode("\u{1b}", decoder: &decoder) == [])
        #expect(decode("OB", decoder: &decoder) == [.key(.down)], "the rest of a sequence in the next read completes it")
        #expect(!decoder.endsInLoneEscape)
        #expect(decode("\u{1b}[", decoder: &decoder) == [] && !decoder.endsInLoneEscape)
        #expect(decode("j\u{1b}", flushing: true) == [.key(.character("j")), .key(.escape)])
        #expect(decode("\u{1b}\u{1b}", flushing: true) == [.key(.escape), .key(.escape)])
    }

    @Test("cursor and function keys, in the forms xterm, VT220, rxvt, tmux and the Linux console send")
    func knownSequences() {
        #expect(decode("\u{1b}[A\u{1b}[B\u{1b}OC\u{1b}[1D") == [.key(.up), .key(.down), .key(.right), .key(.left)])
        #expect(decode("\u{1b}OA\u{1b}OB\u{1b}[C\u{1b}OD") == [.key(.up), .key(.down), .key(.right), .key(.left)],
                "application (keypad-transmit) and normal cursor keys alike")
        #expect(decode("\u{1b}[5~\u{1b}[6~\u{1b}[3~\u{1b}[2~\u{1b}[Z")
                == [.key(.pageUp), .key(.pageDown), .key(.delete), .key(.insert), .key(.backTab)])
        #expect(decode("\u{1b}[H\u{1b}[F\u{1b}OH\u{1b}OF") == [.key(.home), .key(.end), .key(.home), .key(.end)])
        #expect(decode("\u{1b}[1~\u{1b}[4~\u{1b}[7~\u{1b}[8~") == [.key(.home), .key(.end), .key(.home), .key(.end)])
        #expect(decode("\u{1b}[5;5~\u{1b}[6;5~\u{1b}[5^\u{1b}[6^")
                == [.key(.controlPageUp), .key(.controlPageDown), .key(.controlPageUp), .key(.controlPageDown)])
        #expect(decode("\u{1b}OM\r") == [.key(.enter), .key(.enter)], "keypad Enter, in either keypad mode")
        let functionKeys = "\u{1b}OP\u{1b}OQ\u{1b}OR\u{1b}OS" + [15, 17, 18, 19, 20, 21, 23, 24].map { "\u{1b}[\($0)~" }.joined()
        #expect(decode(functionKeys) == (1...12).map { .key(.function($0)) })
        #expect(decode("\u{1b}[11~\u{1b}[12~\u{1b}[13~\u{1b}[14~") == (1...4).map { .key(.function($0)) }, "rxvt's F1–F4")
        #expect(decode("\u{1b}[[A\u{1b}[[B\u{1b}[[C\u{1b}[[D\u{1b}[[E") == (1...5).map { .key(.function($0)) },
                "the Linux console's F1–F5")
        #expect(decode("\u{1b}[[Zj") == [.key(.unknown), .key(.character("j"))])
        #expect(decode("\u{1b}[1;5A") == [.key(.unknown)], "modified keys nobody binds are unknown, not Up")
    }

    @Test("the key strings of common terminfo entries each decode to one key, never to typed text")
    func terminfoKeyStrings() {
        // From `infocmp -1 -x` of xterm, tmux, screen, rxvt, linux, vt100, vt220, Eterm,
        // cygwin, ansi and sun (all their key strings were checked): the keys with a name
        // here, then modified ones that have none.
        let named: [(String, Key)] = [
            ("\u{1b}[3~", .delete), ("\u{1b}[2~", .insert), ("\u{1b}[Z", .backTab), ("\u{7f}", .backspace),
            ("\u{8}", .backspace), ("\u{1b}[1~", .home), ("\u{1b}[4~", .end), ("\u{1b}[7~", .home), ("\u{1b}[8~", .end),
            ("\u{1b}\t", .backTab), ("\u{1b}[L", .insert), ("\u{1b}[G", .unknown), ("\u{1b}OE", .unknown),
            ("\u{1b}[E", .unknown), ("\u{1b}Oy", .unknown), ("\u{1b}[224z", .unknown),
        ]
        for (sequence, key) in named {
            #expect(decode(sequence) == [.key(key)], "\(sequence.debugDescription)")
        }
        let modified = ["\u{1b}[1;2P", "\u{1b}[15;5~", "\u{1b}[3;5~", "\u{1b}[1;2H", "\u{1b}[1;3B", "\u{1b}[a", "\u{1b}[b",
                        "\u{1b}Oa", "\u{1b}[2^", "\u{1b}[3@", "\u{1b}[23$", "\u{1b}[1;2F", "\u{1b}[25~", "\u{1b}[34~"]
        for sequence in modified {
            #expect(decode(sequence, flushing: true) == [.key(.unknown)], "\(sequence.debugDescription)")
        }
    }

    @Test("unknown sequences are one unknown key, never typed text")
    func unknownSequences() {
        #expect(decode("\u{1b}[?1;2c") == [.key(.unknown)], "a device attributes reply")
        #expect(decode("\u{1b}[12;40R") == [.key(.unknown)], "a cursor position report")
        #expect(decode("\u{1b}]11;rgb:0000/0000/0000\u{7}j") == [.key(.character("j"))], "an OSC reply is swallowed")
        #expect(decode("\u{1b}P1$r0m\u{1b}\\j") == [.key(.character("j"))], "a DCS reply is swallowed")
        #expect(decode("\u{1b}[I\u{1b}[O") == [], "focus reports")
        for sequence in ["\u{1b}[1;A", "\u{1b}[;5~", "\u{1b}[1;5;2A", "\u{1b}[99999999999999999999A", "\u{1b}[>5~",
                         "\u{1b}[1Z", "\u{1b}[~", "\u{1b}[9~", "\u{1b}[5;6^"] {
            #expect(decode(sequence) == [.key(.unknown)], "\(sequence.debugDescription)")
        }
    }

    @Test("a sequence cut short by a character gives up only itself")
    func cutShort() {
        #expect(decode("\u{1b}[12\rj") == [.key(.unknown), .key(.enter), .key(.character("j"))])
        #expect(decode("\u{1b}[1\u{1b}[B") == [.key(.unknown), .key(.down)])
    }

    @Test("a sequence or character split across reads waits, and is given up after the timeout")
    func splitAcrossReads() {
        var decoder = InputDecoder()
        #expect(decode("\u{1b}[", decoder: &decoder) == [])
        #expect(decoder.timeout == InputDecoder.sequenceTimeout)
        #expect(decode("6~", decoder: &decoder) == [.key(.pageDown)], "the rest in the next read completes it")
        #expect(decode("\u{1b}[1;", decoder: &decoder) == [])
        var events: [Event] = []
        decoder.flush(into: &events)
        #expect(events == [.key(.unknown)])
        #expect(!decoder.isPending && decoder.timeout == nil)
        #expect(decode("\u{1b}O", flushing: true) == [.key(.alt("O"))], "Esc O with nothing after is Alt-O")
        #expect(decode("\u{1b}]0;title", flushing: true) == [], "an unterminated string is dropped")
        var characters = InputDecoder()
        #expect(characters.events(of: [0x6a, 0xe6, 0xbc]) == [.key(.character("j"))])
        #expect(characters.isPending && characters.timeout == InputDecoder.sequenceTimeout)
        #expect(characters.events(of: [0xa2]) == [.key(.character("漢"))], "a character split across reads")
        #expect(characters.events(of: [0xe6, 0xbc], flushing: true) == [], "part of a character is dropped")
        #expect(!characters.isPending)
    }

    @Test("an endless sequence is skipped to its end in bounded space")
    func endlessSequence() {
        let long = "\u{1b}[" + String(repeating: "1;", count: 10_000) + "mj"
        #expect(decode(long) == [.key(.character("j"))])
    }

    @Test("a bracketed paste arrives whole, as text, never as commands")
    func paste() {
        #expect(decode("\u{1b}[200~q/hello\r\nworld\t!\u{1b}[201~j")
                == [.key(.paste("q/hello  world !")), .key(.character("j"))])
        #expect(decode("\u{1b}[200~a\u{1b}[2J\u{1b}]0;x\u{7}\u{9b}b\u{1b}[201~")
                == [.key(.paste("a[2J]0;xb"))], "escape sequences inside a paste lose their Esc and controls")
        #expect(decode("\u{1b}[200~\u{1b}[20\u{1b}[201~") == [.key(.paste("[20"))], "a near miss of the end marker is text")
        #expect(decode("\u{1b}[201~x") == [.key(.character("x"))], "a stray end marker does nothing")
    }

    @Test("a paste that never ends is delivered after the paste timeout; a huge one is capped")
    func unendingPaste() {
        var decoder = InputDecoder()
        #expect(decode("\u{1b}[200~half", decoder: &decoder) == [])
        #expect(decoder.timeout == InputDecoder.pasteTimeout)
        var events: [Event] = []
        decoder.flush(into: &events)
        #expect(events == [.key(.paste("half"))])
        #expect(decode("q", decoder: &decoder) == [.key(.character("q"))], "keys work again")
        let huge = decode("\u{1b}[200~" + String(repeating: "x", count: InputDecoder.pasteLimit + 500) + "\u{1b}[201~")
        #expect(huge == [.key(.paste(String(repeating: "x", count: InputDecoder.pasteLimit)))])
    }

    @Test("random bytes never crash, never type a control, and nothing stays pending after a flush")
    func randomStreams() {
        var random = SeededGenerator(seed: 7)
        let alphabet: [[UInt8]] = [[0x1b], [0x5b], [0x4f], [0x5d], [0x50], [0x3c], [0x3b], [0x7e], [0x4d], [0x6d], [0x07],
                                   [0x5c], [0x00], [0x0d], [0x32], [0x30], [0x31], [0x39], [0x41], [0x6a], [0x7f],
                                   [0xc2, 0x9b], [0xc3, 0xa9], [0xe6, 0xbc, 0xa2], [0xf0, 0x9f, 0x99, 0x82], [0xe6],
                                   [0xf4, 0x90], [0xff], [0x80], [0xc0, 0xaf], [0xed, 0xa0, 0x80]]
        for _ in 0..<2_000 {
            var decoder = InputDecoder()
            var events: [Event] = []
            var read: [UInt8] = []
            for _ in 0..<Int.random(in: 1...200, using: &random) {
                read += random.chance(70) ? random.pick(alphabet) : [UInt8.random(in: 0...255, using: &random)]
                if random.chance(5) {
                    decoder.decode(read, into: &events)
                    read = []
                }
                if random.chance(1) { decoder.flush(into: &events) }
            }
            decoder.decode(read, into: &events)
            decoder.flush(into: &events)
            #expect(!decoder.isPending && decoder.timeout == nil)
            for case .key(.character(let character)) in events {
                #expect(character.unicodeScalars.allSatisfy { Glyph.visibleForm(of: $0.value) == nil || $0.value >= 0xa0 },
                        "a control became typed text: \(character.unicodeScalars.map(\.value))")
            }
        }
    }

    @Test("where a read ends does not change what the bytes mean")
    func readBoundaries() {
        var random = SeededGenerator(seed: 8)
        let pieces = ["j", "é", "漢", "🙂", "\u{1b}[A", "\u{1b}OB", "\u{1b}[5;5~", "\u{1b}[<0;5;3M", "\u{1b}[M %#",
                      "\u{1b}v", "\u{1b}[200~a\r\u{1b}[2~b\u{1b}[201~", "\u{1b}[[A", "\u{1b}[?1;2c", "\r"].map { Array($0.utf8) }
        for _ in 0..<500 {
            let bytes = (0..<Int.random(in: 1...12, using: &random)).flatMap { _ in random.pick(pieces) }
            var whole = InputDecoder()
            let expected = whole.events(of: bytes, flushing: true)
            var split = InputDecoder()
            var events: [Event] = []
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + Int.random(in: 1...5, using: &random))
                split.decode(Array(bytes[start..<end]), into: &events)
                start = end
            }
            split.flush(into: &events)
            #expect(events == expected, "\(bytes)")
        }
    }
}

@MainActor
@Suite("Pasting")
struct PasteTests {
    @Test("a paste goes into the filter line whole, and does nothing to the list")
    func pasteIntoFilter() throws {
        let harness = Harness(table: try Fixtures.elements(), size: Size(width: 120, height: 40))
        harness.press(.paste("qqq"))
        #expect(harness.app.isRunning, "a pasted q is not the quit key")
        #expect(harness.list.tableView.highlightedRow == 0)
        harness.press(.character("/"), .paste("gen"))
        #expect(harness.list.filterText == "gen")
        var field = LineEditor(text: "ab")
        _ = field.handle(.left)
        #expect(field.handle(.paste("XY")) == .editing)
        #expect(field.text == "aXYb" && field.cursor == 3)
    }
}

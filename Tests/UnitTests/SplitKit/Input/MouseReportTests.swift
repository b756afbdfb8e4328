import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

/// Mouse reports through the input decoder (ncurses is not asked for input; see
/// `MouseReporting`).
@Suite("Mouse reports")
struct MouseReportTests {
    private func decode(_ text: String, with decoder: inout InputDecoder) -> [Event] {
        decoder.events(of: text)
    }

    private func parse(_ text: String) -> [Event] {
        var decoder = InputDecoder()
        return decode(text, with: &decoder)
    }

    private func parse(_ bytes: [UInt8]) -> [Event] {
        var decoder = InputDecoder()
        return decoder.events(of: bytes)
    }

    private func mouse(_ kind: MouseEvent.Kind, _ x: Int, _ y: Int) -> Event {
        .mouse(MouseEvent(kind: kind, location: Point(x: x, y: y)))
    }

    @Test("SGR reports: press, release, drag, wheel, one-based positions made zero-based")
    func sgr() {
        #expect(parse("\u{1b}[<0;5;3M") == [mouse(.press, 4, 2)])
        #expect(parse("\u{1b}[<0;5;3m") == [mouse(.release, 4, 2)])
        #expect(parse("\u{1b}[<32;6;3M") == [mouse(.drag, 5, 2)])
        #expect(parse("\u{1b}[<64;1;1M") == [mouse(.scrollUp, 0, 0)])
        #expect(parse("\u{1b}[<65;300;100M") == [mouse(.scrollDown, 299, 99)], "SGR has no column limit")
        #expect(parse("\u{1b}[<16;5;3M") == [mouse(.press, 4, 2)], "Ctrl held is still a press")
    }

    @Test("a click and a drag sent in one read are every event, in order")
    func together() {
        #expect(parse("\u{1b}[<0;5;3M\u{1b}[<0;5;3m") == [mouse(.press, 4, 2), mouse(.release, 4, 2)])
        #expect(parse("\u{1b}[<0;37;7M\u{1b}[<32;33;7M\u{1b}[<0;33;7mj") ==
                [mouse(.press, 36, 6), mouse(.drag, 32, 6), mouse(.release, 32, 6), .key(.character("j"))])
    }

    @Test("other buttons, horizontal wheels and motion without a button are consumed, not typed")
    func ignored() {
        for report in ["\u{1b}[<2;5;3M", "\u{1b}[<2;5;3m", "\u{1b}[<1;5;3M", "\u{1b}[<66;5;3M", "\u{1b}[<35;5;3M",
                       "\u{1b}[<0;5M", "\u{1b}[<0;;M", "\u{1b}[<?;1;1M"] {
            #expect(parse(report).isEmpty, "\(report.debugDescription)")
        }
    }

    @Test("X10 reports, from terminals without SGR")
    func x10() {
        #expect(parse("\u{1b}[M %#") == [mouse(.press, 4, 2)])
        #expect(parse("\u{1b}[M#%#") == [mouse(.release, 4, 2)])
        #expect(parse("\u{1b}[M@&#") == [mouse(.drag, 5, 2)])
        #expect(parse("\u{1b}[Ma!!") == [mouse(.scrollDown, 0, 0)])
        #expect(parse("\u{1b}[MC%#").isEmpty, "motion without a button")
        #expect(parse(Array("\u{1b}[M".utf8) + [0x20, 0xc8, 0xe1]) == [mouse(.press, 167, 192)],
                "values past 127 are raw bytes, not UTF-8")
        #expect(parse(Array("\u{1b}[M".utf8) + [0xff, 0xff, 0xff] + Array("j".utf8)).last == .key(.character("j")),
                "wild values")
    }

    @Test("a report cut between reads waits, then completes")
    func split() {
        var decoder = InputDecoder()
        #expect(decode("j\u{1b}[<0;6;", with: &decoder) == [.key(.character("j"))])
        #expect(decode("8M\u{1b}[<0;6;8m", with: &decoder) == [mouse(.press, 5, 7), mouse(.release, 5, 7)])
        #expect(decode("\u{1b}[", with: &decoder) == [])
        #expect(decode("<64;2;2M", with: &decoder) == [mouse(.scrollUp, 1, 1)])
        #expect(decode("\u{1b}[M ", with: &decoder) == [])
        #expect(decode("%#", with: &decoder) == [mouse(.press, 4, 2)])
    }

    @Test("coordinates far outside the screen are clamped; an endless report is given up")
    func hostile() {
        #expect(parse("\u{1b}[<0;99999999999999999999999;0M")
                == [mouse(.press, InputDecoder.coordinateLimit - 1, 0)])
        var decoder = InputDecoder()
        #expect(decode("\u{1b}[<" + String(repeating: "1", count: 400), with: &decoder) == [])
        var events: [Event] = []
        decoder.flush(into: &events)
        #expect(events == [.key(.unknown)], "given up after the timeout as one unknown key, never typed")
        #expect(decode("j", with: &decoder) == [.key(.character("j"))])
    }
}

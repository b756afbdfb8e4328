import Testing
@testable import SplitKit

@Suite("Input parser")
struct InputParserTests {
    /// The keys a terminal layer decodes from `text`, one per character, Esc as `.escape`.
    private func keys(_ text: String) -> [Key] {
        text.map { $0 == "\u{1b}" ? .escape : .character($0) }
    }

    private func parse(_ text: String) -> [Event] {
        var parser = InputParser()
        return parser.events(for: keys(text))
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
        for report in ["\u{1b}[<2;5;3M", "\u{1b}[<2;5;3m", "\u{1b}[<1;5;3M", "\u{1b}[<66;5;3M", "\u{1b}[<35;5;3M"] {
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
    }

    @Test("a report cut between reads waits, then completes")
    func split() {
        var parser = InputParser()
        #expect(parser.events(for: keys("j\u{1b}[<0;6;")) == [.key(.character("j"))])
        #expect(parser.events(for: keys("8M\u{1b}[<0;6;8m")) == [mouse(.press, 5, 7), mouse(.release, 5, 7)])
        #expect(parser.events(for: keys("\u{1b}[")) == [])
        #expect(parser.events(for: keys("<64;2;2M")) == [mouse(.scrollUp, 1, 1)])
        #expect(parser.events(for: keys("\u{1b}[M ")) == [])
        #expect(parser.events(for: keys("%#")) == [mouse(.press, 4, 2)])
    }

    @Test("Esc then a character is Alt; a lone Esc is Esc; what is not a report stays typed")
    func keysStayKeys() {
        #expect(parse("\u{1b}v") == [.key(.alt("v"))])
        #expect(parse("\u{1b}") == [.key(.escape)])
        #expect(parse("\u{1b}\u{1b}") == [.key(.escape), .key(.escape)])
        #expect(parse("q\u{1b}") == [.key(.character("q")), .key(.escape)])
        #expect(parse("\u{1b}[<0;5x") == [.key(.alt("[")), .key(.character("<")), .key(.character("0")),
                                          .key(.character(";")), .key(.character("5")), .key(.character("x"))])
        #expect(parse("\u{1b}[<0;5M").first == .key(.alt("[")), "two numbers are not a report")
        var parser = InputParser()
        _ = parser.events(for: keys("\u{1b}["))
        #expect(parser.events(for: keys("j")) == [.key(.alt("[")), .key(.character("j"))], "held keys come out")
    }

    @Test("hostile input: an endless report is given up and typed, never held for ever")
    func endless() {
        let endless = "\u{1b}[<" + String(repeating: "1", count: 40)
        let events = parse(endless)
        #expect(events.first == .key(.alt("[")))
        #expect(events.count == 42)
    }
}

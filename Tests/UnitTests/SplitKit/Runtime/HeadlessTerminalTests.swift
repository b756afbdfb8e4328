import SeededRandom
import Testing
@testable import SplitKit

/// The headless terminal shows what the application's bytes drew, through the library's
/// terminal emulator: what a test reads is what a terminal would show.
@MainActor
@Suite("Headless terminal: the writer's bytes applied to an emulator")
struct HeadlessTerminalTests {
    /// Draws words in styles at places picked from `seed`: the same seed draws the same frame.
    final class Scribble: ViewController {
        var seed: UInt64 = 1
        private static let words = ["Hydrogen", "日本語", "e\u{301}\u{302}", "🙂", "x", "   ", "Ω≈ç", "tab\there"]
        private static let styles = [Style.plain, Style(attributes: .reverse), Style(foreground: .cyan, attributes: .bold),
                                     Style(foreground: .palette(200), background: .palette(17)),
                                     Style(attributes: [.dim, .underline, .italic])]

        override func draw(in canvas: inout Canvas, frame: Rect, context: DrawContext) {
            var numbers = SeededGenerator(seed: seed)
            for _ in 0..<numbers.below(12) {
                let place = Point(x: frame.origin.x + numbers.below(frame.size.width),
                                  y: frame.origin.y + numbers.below(frame.size.height))
                let style = Scribble.styles[numbers.below(Scribble.styles.count)]
                canvas.draw(Scribble.words[numbers.below(Scribble.words.count)], at: place, style: style, clip: frame)
                if numbers.below(5) == 0 {
                    canvas.fill(Rect(x: place.x, y: place.y, width: 6, height: 2).intersection(frame), style: style)
                }
            }
        }
    }

    @Test("over random frames and sizes, the screen is exactly the frame the tree draws, every byte understood")
    func randomFrames() {
        var numbers = SeededGenerator(seed: 28)
        let scribble = Scribble()
        let terminal = HeadlessTerminal(size: Size(width: 40, height: 12))
        let app = Application(terminal: terminal, rootViewController: scribble)
        app.render()
        for step in 0..<300 {
            scribble.seed = numbers.next()
            if numbers.below(8) == 0 {
                terminal.enqueue(.resize(Size(width: 1 + numbers.below(60), height: 1 + numbers.below(20))))
                for event in terminal.waitForEvents() { app.handle(event) }
            }
            app.render()
            #expect(terminal.emulator.unrecognized.isEmpty)
            let frame = app.frame()
            #expect(terminal.screen == frame, "after step \(step):\n\(terminal.screen.text)\nwanted:\n\(frame.text)")
            if terminal.screen != frame { return }
        }
    }

    @Test("what the emulator does not understand is listed, and draws nothing")
    func unrecognized() {
        var emulator = TerminalEmulator(size: Size(width: 10, height: 2))
        emulator.feed(Array("\u{1b}[?25l\u{1b}7\u{07}\u{1b}[38;2;1;2;3m".utf8))
        #expect(emulator.unrecognized == ["CSI ?25l", "ESC 55", "control byte 7", "SGR 38;2;1;2;3"])
        #expect(emulator.screen == Canvas(size: Size(width: 10, height: 2)))
    }

    @Test("erasing takes the background in use; a glyph over half of a wide one blanks its other half")
    func eraseAndWideGlyphs() {
        var emulator = TerminalEmulator(size: Size(width: 6, height: 2))
        emulator.feed(Array("\u{1b}[48;5;4m\u{1b}[K\u{1b}[0m\u{1b}[2;1H日本\u{1b}[2;2Hx".utf8))
        #expect((0..<6).allSatisfy { emulator.screen[$0, 0] == .blank(Style(background: .palette(4))) })
        #expect(emulator.screen.text(ofRow: 1) == " x本")
        #expect(emulator.unrecognized.isEmpty)
    }
}

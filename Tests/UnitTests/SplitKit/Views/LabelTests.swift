import Testing
@testable import SplitKit

@MainActor
@Suite("Label")
struct LabelTests {
    /// What `label` draws laid out in `frame` of a 20x4 canvas.
    private func drawn(_ label: Label, in frame: Rect = Rect(x: 0, y: 0, width: 20, height: 4)) -> Canvas {
        var canvas = Canvas(size: Size(width: 20, height: 4))
        label.layout(in: frame, theme: Theme())
        label.draw(in: &canvas, frame: frame, context: DrawContext(theme: Theme()))
        return canvas
    }

    private let long = "The quick brown fox jumps over the lazy dog"

    @Test("one line by default, its tail truncated")
    func truncatesTail() {
        let label = Label(text: long)
        #expect(drawn(label).text(ofRow: 0) == "The quick brown fox…")
        #expect(label.sizeThatFits(Size(width: 20, height: 4)) == Size(width: 20, height: 1))
        #expect(label.sizeThatFits(Size(width: 80, height: 4)) == Size(width: 43, height: 1))
    }

    @Test("numberOfLines 0 wraps all of it; a limit ends on the mode's last line")
    func lines() {
        let label = Label(text: long)
        label.numberOfLines = 0
        #expect(drawn(label).text == "The quick brown fox\njumps over the lazy\ndog\n")
        #expect(label.sizeThatFits(Size(width: 20, height: 9)) == Size(width: 19, height: 3))
        #expect(label.sizeThatFits(Size(width: 20, height: 2)).height == 2, "no taller than offered")
        label.numberOfLines = 2
        #expect(drawn(label).text(ofRow: 1) == "jumps over the lazy…")
        label.lineBreakMode = .byWordWrapping
        #expect(drawn(label).text(ofRow: 1) == "jumps over the lazy")
    }

    @Test("alignment places each line: left, centred (odd column on the right), right")
    func alignment() {
        let label = Label(text: "abc")
        #expect(drawn(label).text(ofRow: 0) == "abc")
        label.textAlignment = .center
        #expect(drawn(label).text(ofRow: 0) == "        abc")
        label.textAlignment = .right
        #expect(drawn(label).text(ofRow: 0) == "                 abc")
    }

    @Test("text is the attributed text's string; setting it makes it plain")
    func text() {
        let label = Label(StyledText("From: ", appearance: .role(.label)) + "Ann")
        #expect(label.text == "From: Ann")
        label.text = "To: Bob"
        #expect(label.attributedText == StyledText("To: Bob"))
    }

    @Test("snapshot: truncated, wrapped and aligned labels with a bold label run")
    func snapshot() {
        var canvas = Canvas(size: Size(width: 24, height: 8))
        let theme = Theme()
        let subject = Label(StyledText("Subject: ", appearance: .role(.label)) + StyledText("Lunch on Friday at the usual place"))
        let wrapped = Label(subject.attributedText)
        wrapped.numberOfLines = 0
        let centred = Label(StyledText("centred", appearance: .role(.secondaryText, .italic)))
        centred.textAlignment = .center
        let right = Label(text: "right")
        right.textAlignment = .right
        let frames = [Rect(x: 0, y: 0, width: 24, height: 1), Rect(x: 0, y: 1, width: 24, height: 3),
                      Rect(x: 2, y: 5, width: 20, height: 1), Rect(x: 0, y: 7, width: 24, height: 1)]
        for (label, frame) in zip([subject, wrapped, centred, right], frames) {
            label.layout(in: frame, theme: theme)
            label.draw(in: &canvas, frame: frame, context: DrawContext(theme: theme))
        }
        assertSnapshot(StyleMap.render(canvas), named: "label-24x8")
    }
}

import Testing
@testable import SplitKit

@MainActor
@Suite("Stack view")
struct StackViewTests {
    private let theme = Theme()

    /// `stack` laid out and drawn in the whole of a canvas of `size`.
    private func drawn(_ stack: StackView, size: Size = Size(width: 20, height: 6)) -> Canvas {
        var canvas = Canvas(size: size)
        stack.layout(in: canvas.bounds, theme: theme)
        stack.draw(in: &canvas, frame: canvas.bounds, context: DrawContext(theme: theme))
        return canvas
    }

    @Test("vertical: each view as tall as it fits, spacing apart, the last stretched to the rest")
    func vertical() {
        let wrapped = Label(text: "one two three four")
        wrapped.numberOfLines = 0
        let stack = StackView(arrangedSubviews: [Label(text: "title"), wrapped, TextView()])
        stack.spacing = 1
        _ = drawn(stack, size: Size(width: 10, height: 10))
        #expect(stack.arrangedFrames == [Rect(x: 0, y: 0, width: 10, height: 1), Rect(x: 0, y: 2, width: 10, height: 2),
                                         Rect(x: 0, y: 5, width: 10, height: 5)])
        #expect(stack.sizeThatFits(Size(width: 10, height: 10)) == Size(width: 10, height: 10),
                "a text view fills what it is offered")
    }

    @Test("horizontal: a label as wide as its text, the last taking the rest")
    func horizontal() {
        let stack = StackView(arrangedSubviews: [Label(text: "From:"), Label(text: "Ann")])
        stack.axis = .horizontal
        stack.spacing = 1
        let canvas = drawn(stack)
        #expect(stack.arrangedFrames == [Rect(x: 0, y: 0, width: 5, height: 6), Rect(x: 6, y: 0, width: 14, height: 6)])
        #expect(canvas.text(ofRow: 0) == "From: Ann")
        #expect(stack.sizeThatFits(Size(width: 20, height: 6)) == Size(width: 9, height: 1))
    }

    @Test("alignment across the axis: leading, centre, trailing give views their own size",
          arguments: [(StackView.Alignment.fill, 0, 20), (.leading, 0, 4), (.center, 8, 4), (.trailing, 16, 4)])
    func alignment(alignment: StackView.Alignment, x: Int, width: Int) {
        let stack = StackView(arrangedSubviews: [Label(text: "abcd"), Label(text: "last")])
        stack.alignment = alignment
        _ = drawn(stack)
        #expect(stack.arrangedFrames[0] == Rect(x: x, y: 0, width: width, height: 1))
    }

    @Test("fillEqually shares the room, a left-over row to the first views; margins inset it")
    func fillEqually() {
        let stack = StackView(arrangedSubviews: [Label(text: "a"), Label(text: "b"), Label(text: "c")])
        stack.distribution = .fillEqually
        stack.spacing = 1
        stack.layoutMargins = Insets(top: 1, left: 2, bottom: 0, right: 2)
        stack.isLayoutMarginsRelativeArrangement = true
        _ = drawn(stack, size: Size(width: 20, height: 10))
        #expect(stack.arrangedFrames.map(\.minY) == [1, 5, 8])
        #expect(stack.arrangedFrames.map(\.height) == [3, 2, 2])
        #expect(stack.arrangedFrames.allSatisfy { $0.minX == 2 && $0.width == 16 })
    }

    @Test("a custom spacing after a view replaces the stack's there, until the view is removed")
    func customSpacing() {
        let a = Label(text: "a"), b = Label(text: "b"), c = Label(text: "c")
        let stack = StackView(arrangedSubviews: [a, b, c])
        stack.spacing = 1
        stack.setCustomSpacing(3, after: a)
        #expect(stack.customSpacing(after: a) == 3 && stack.customSpacing(after: b) == 1)
        _ = drawn(stack, size: Size(width: 5, height: 10))
        #expect(stack.arrangedFrames.map(\.minY) == [0, 4, 6])
        stack.distribution = .fillEqually
        _ = drawn(stack, size: Size(width: 5, height: 10))
        #expect(stack.arrangedFrames.map(\.height) == [2, 2, 2], "the shares are what the spacings leave")
        stack.removeArrangedSubview(a)
        #expect(stack.customSpacing(after: a) == 1)
    }

    @Test("views past the end get no room; an empty stack lays out nothing")
    func overflow() {
        let stack = StackView(arrangedSubviews: [Label(text: "a"), Label(text: "b"), Label(text: "c")])
        stack.spacing = 2
        _ = drawn(stack, size: Size(width: 5, height: 4))
        #expect(stack.arrangedFrames.map(\.height) == [1, 1, 0])
        #expect(stack.arrangedFrames.allSatisfy { Rect(x: 0, y: 0, width: 5, height: 4).contains($0) || $0.isEmpty })
        let empty = StackView()
        _ = drawn(empty)
        #expect(empty.arrangedFrames.isEmpty && empty.sizeThatFits(Size(width: 5, height: 5)) == .zero)
    }

    @Test("arranged views can be added, inserted and removed")
    func arranging() {
        let a = Label(text: "a"), b = Label(text: "b"), c = Label(text: "c")
        let stack = StackView(arrangedSubviews: [a])
        stack.addArrangedSubview(c)
        stack.insertArrangedSubview(b, at: 1)
        #expect(stack.arrangedSubviews.map { ($0 as? Label)?.text } == ["a", "b", "c"])
        stack.removeArrangedSubview(a)
        #expect(stack.arrangedSubviews.map { ($0 as? Label)?.text } == ["b", "c"])
    }

    @Test("keys go to the first arranged view that uses them; the mouse to the view under it")
    func events() {
        let text = TextView()
        text.text = (1...30).map { "line \($0)" }.joined(separator: "\n")
        let stack = StackView(arrangedSubviews: [Label(text: "header"), text])
        _ = drawn(stack)
        #expect(stack.handle(KeyPress(key: .down, action: .moveDown)))
        #expect(text.topLine == 1)
        #expect(!stack.handle(KeyPress(key: .character("x"), action: nil)))
        #expect(stack.handle(MouseEvent(kind: .scrollDown, location: Point(x: 1, y: 3)), in: Rect(size: Size(width: 20, height: 6))))
        #expect(!stack.handle(MouseEvent(kind: .scrollDown, location: Point(x: 1, y: 0)), in: Rect(size: Size(width: 20, height: 6))),
                "the label under it takes no mouse reports")
    }

    @Test("snapshot: a detail as a vertical stack of a horizontal stack, labels and a text view")
    func snapshot() {
        let from = StackView(arrangedSubviews: [Label(StyledText("From:", appearance: .role(.label))), Label(text: "Ann Example")])
        from.axis = .horizontal
        from.spacing = 1
        let subject = Label(StyledText("Subject: ", appearance: .role(.label)) + StyledText("Lunch on Friday at the usual place?"))
        subject.numberOfLines = 0
        let date = Label(StyledText("Mon 09:30", appearance: .role(.secondaryText)))
        date.textAlignment = .right
        let body = TextView()
        body.attributedText = StyledText("Shall we meet at noon? ", appearance: .role(.text))
            + StyledText("Bring the plans.", appearance: .role(.text, .bold))
        let stack = StackView(arrangedSubviews: [from, subject, date, body])
        stack.spacing = 1
        stack.layoutMargins = Insets(top: 1, left: 2, bottom: 0, right: 2)
        stack.isLayoutMarginsRelativeArrangement = true
        assertSnapshot(StyleMap.render(drawn(stack, size: Size(width: 26, height: 12))), named: "stack-detail-26x12")
    }
}

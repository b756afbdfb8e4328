import SplitKit

// A mail message's detail laid out as an outside package would: a stack of labels and a
// text view as the controller's view, with no Rect arithmetic and no key forwarding.

/// Shows one message: its headers as labels (the subject wrapping, the date on the
/// right), its body in a text view that scrolls by its own keys.
final class MessageDetailViewController: ViewController {
    let body = TextView()

    init(sender: String, subject: String, date: String, body text: String) {
        super.init()
        title = subject
        let from = StackView(arrangedSubviews: [Label(StyledText("From:", appearance: .role(.label))), Label(text: sender)])
        from.axis = .horizontal
        from.spacing = 1
        let subjectLabel = Label(StyledText("Subject: ", appearance: .role(.label)) + StyledText(subject))
        subjectLabel.numberOfLines = 0
        let dateLabel = Label(StyledText(date, appearance: .role(.secondaryText)))
        dateLabel.textAlignment = .right
        body.text = text
        let stack = StackView(arrangedSubviews: [from, subjectLabel, dateLabel, body])
        stack.spacing = 1
        stack.layoutMargins = Insets(top: 1, left: 2, right: 2)
        stack.isLayoutMarginsRelativeArrangement = true
        view = stack
    }
}

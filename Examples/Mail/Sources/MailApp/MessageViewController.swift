import SplitKit

/// The detail: one message, its headers as labels above its body; the body scrolls by its
/// own keys. Laid out as a stack: no frames computed, no keys forwarded.
final class MessageViewController: ViewController {
    let message: Message

    init(message: Message) {
        self.message = message
        super.init()
        title = message.subject
        let headers = [("From", message.sender), ("Subject", message.subject), ("Date", message.date)].map { name, value in
            let label = Label(StyledText(name + ": ", appearance: .role(.label)) + StyledText(value))
            label.numberOfLines = 0
            return label
        }
        let body = TextView()
        body.text = message.body
        let stack = StackView(arrangedSubviews: headers + [body])
        stack.setCustomSpacing(1, after: headers[headers.count - 1])
        stack.layoutMargins = Insets(top: 1, left: 2, right: 2)
        stack.isLayoutMarginsRelativeArrangement = true
        view = stack
    }
}

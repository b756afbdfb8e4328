import SplitKit

/// A page of another kind in the detail column, from the mailboxes' About button.
final class AboutViewController: ViewController {
    override init() {
        super.init()
        title = "About"
        let about = Label(text: "Mail, a SplitKit example. Mailboxes, then messages, then the message: three columns "
                          + "when wide, two below, a popover in portrait, a stack in compact.")
        about.numberOfLines = 0
        let stack = StackView(arrangedSubviews: [about])
        stack.layoutMargins = Insets(top: 1, left: 2, right: 2)
        stack.isLayoutMarginsRelativeArrangement = true
        view = stack
    }
}

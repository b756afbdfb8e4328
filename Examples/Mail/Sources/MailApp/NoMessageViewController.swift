import SplitKit

/// The detail once the message it showed is deleted, as Mail on the iPad shows it.
final class NoMessageViewController: ViewController {
    override init() {
        super.init()
        title = "Mail"
        let empty = Label(StyledText("No Message Selected", appearance: .role(.secondaryText)))
        empty.textAlignment = .center
        let stack = StackView(arrangedSubviews: [empty])
        stack.layoutMargins = Insets(top: 1, left: 2, right: 2)
        stack.isLayoutMarginsRelativeArrangement = true
        view = stack
    }
}

import SplitKit

/// The Mail app's root: mailboxes in the primary column, the About page in the secondary
/// until a message is chosen. The executable runs it on the terminal; the tests drive it
/// on a headless one.
@MainActor
public func makeMailSplitViewController(mailboxes: [Mailbox] = Mailbox.samples()) -> SplitViewController {
    let split = SplitViewController(primary: NavigationController(rootViewController: MailboxListViewController(mailboxes: mailboxes)),
                                    secondary: NavigationController(rootViewController: AboutViewController()))
    split.displayModeButtonItem.title = "Mailboxes"
    return split
}

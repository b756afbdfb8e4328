import Glibc
import SplitKit
import SplitKitCurses

let mailboxes = MailboxListViewController(mailboxes: Mailbox.samples())
let split = SplitViewController(primary: NavigationController(rootViewController: mailboxes),
                                secondary: NavigationController(rootViewController: AboutViewController()))
split.displayModeButtonItem.title = "Mailboxes"
let log = DisplayModeLog(path: getenv("MAIL_LOG").map { String(cString: $0) })
split.delegate = log
CursesTerminal.run(split)

import Glibc
import MailApp
import SplitKit
import SplitKitCurses

let split = makeMailSplitViewController()
let log = DisplayModeLog(path: getenv("MAIL_LOG").map { String(cString: $0) })
split.delegate = log
CursesTerminal.run(split)

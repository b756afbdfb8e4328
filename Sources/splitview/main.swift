import CursesTerminal
import Glibc
import SplitKit

/// splitview's version, printed by --version.
let version = "0.1.0"

/// Prints `message` as one line on stderr, prefixed with the program name.
func complain(_ message: String) {
    let line = Array("splitview: \(message)\n".utf8)
    _ = write(STDERR_FILENO, line, line.count)
}

let options: Options
do {
    options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    complain(error.description)
    exit(2)
}
if options.showsHelp {
    print(Options.helpText)
    exit(0)
}
if options.showsVersion {
    print("splitview \(version)")
    exit(0)
}
if options.files.count > 1 {
    complain("one file at a time for now (got \(options.files.count))")
    exit(2)
}

let relay = WakeRelay()
let input: Input
do {
    input = try Input.open(options: options, onUpdate: { relay.fire() })
} catch {
    complain(error.description)
    exit(2)
}
let terminal: CursesTerminal
do {
    terminal = try CursesTerminal()
} catch {
    complain(error.description)
    exit(1)
}
relay.connect(terminal.makeWaker())
let browser = BrowserViewController(table: input.table, title: input.title, titleColumn: input.titleColumn,
                                    subtitleColumn: input.subtitleColumn, onBackgroundUpdate: { relay.fire() })
let app = Application(terminal: FrameMarkingTerminal.wrapping(terminal) ?? terminal, rootViewController: browser)
app.run()
terminal.stop()
input.table.cancel()
terminal.reraiseTerminatingSignal()
exit(0)

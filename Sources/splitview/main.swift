import CursesTerminal
import Foundation
import SplitKit

/// splitview's version, printed by --version.
let version = "0.1.0"

/// Prints `message` as one line on stderr, prefixed with the program name.
func complain(_ message: String) {
    FileHandle.standardError.write(Data("splitview: \(message)\n".utf8))
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

/// Where unsaved edits go if the terminal is lost: beside the file being browsed (not
/// for stdin or the sample, which have no file of their own to save beside).
let recovery = options.files.first.flatMap { $0 == "-" ? nil : RecoveryStore(originalPath: $0) }
if let message = recovery?.startupMessage { complain(message) }
/// The table with its unsaved edits, serialised, when there are any. Nothing can be
/// edited yet, so nothing is ever unsaved; the edit model (issue 6) connects here.
let unsavedEdits: @MainActor () -> String? = { nil }

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
let debugging = DebugSwitches.fromEnvironment()
let debugTerminal = debugging.isActive ? DebugTerminal(terminal, switches: debugging) : nil
var theme = Theme()
if !terminal.printsUnicode { theme.lines = .ascii }
let app = Application(terminal: debugTerminal ?? terminal, rootViewController: browser, theme: theme)
app.run()
terminal.stop()
input.table.cancel()
debugTerminal?.writeStats()
if terminal.isLost, let recovery, let contents = unsavedEdits() {
    do throws(RecoveryError) {
        try recovery.save(contents)
    } catch {
        complain("the terminal was lost and unsaved edits could not be kept: \(error)")
    }
}
terminal.reraiseTerminatingSignal()
exit(terminal.isLost ? 1 : 0)

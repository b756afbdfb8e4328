import CursesTerminal
import Foundation
import SplitKit

/// splitview's version, printed by --version.
let version = "0.1.0"

/// Prints `message` as one line on stderr, prefixed with the program name.
func complain(_ message: String) {
    FileHandle.standardError.write(Data("splitview: \(message)\n".utf8))
}

let environment = ProcessInfo.processInfo.environment
let settings: Settings
do {
    settings = try Settings.load(arguments: Array(CommandLine.arguments.dropFirst()), environment: environment)
} catch {
    complain(error.description)
    exit(2)
}
let options = settings.options
if options.showsHelp {
    print(Manual.helpText)
    exit(0)
}
if options.showsVersion {
    print("splitview \(version)")
    exit(0)
}
if options.showsManPage {
    print(Manual.manPage(version: version), terminator: "")
    exit(0)
}
let configuration: SplitConfiguration
do {
    configuration = try options.layout.configuration()
} catch {
    complain(error.description)
    exit(2)
}
if options.files.count > 1 {
    complain("one file at a time for now (got \(options.files.count))")
    exit(2)
}
settings.problemReport.forEach(complain)

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
    terminal = try CursesTerminal(mouse: options.usesMouse)
} catch {
    complain(error.description)
    exit(1)
}
relay.connect(terminal.makeWaker())
let browser = BrowserViewController(table: input.table, title: input.title, titleColumn: input.titleColumn,
                                    subtitleColumn: input.subtitleColumn, configuration: configuration,
                                    onBackgroundUpdate: { relay.fire() })
browser.list.showsDetailOnHighlight = !options.updatesDetailOnEnterOnly
browser.message = settings.problemSummary ?? recovery?.statusMessage
let theme = settings.theme(colorCount: terminal.colorCount, boxLines: terminal.boxLines, environment: environment)
let debugging = DebugSwitches.fromEnvironment()
let debugTerminal = debugging.isActive ? DebugTerminal(terminal, switches: debugging) : nil
let app = Application(terminal: debugTerminal ?? terminal, rootViewController: browser,
                      keyBindings: settings.keyBindings, theme: theme)
if options.usesMouse { app.additionalHelp = [MouseHelp.section] }
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

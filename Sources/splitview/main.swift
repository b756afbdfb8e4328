import CursesTerminal
import Glibc
import SplitKit

/// splitview's version, printed by --version.
let version = "0.1.0"

let environment = ProcessEnvironment.variables
let settings: Settings
do {
    settings = try Settings.load(arguments: Array(CommandLine.arguments.dropFirst()), environment: environment)
} catch {
    complain(error.description)
    exit(2)
}
let options = settings.options
if options.showsHelp { printAndExit(Manual.helpText + "\n", what: "the help") }
if options.showsVersion { printAndExit("splitview \(version)\n", what: "the version") }
if options.showsManPage { printAndExit(Manual.manPage(version: version), what: "the man page") }
let configuration: SplitConfiguration
do {
    configuration = try options.layout.configuration()
} catch {
    complain(error.description)
    exit(2)
}
if options.files.count > 1 && options.output != nil {
    complain("--output takes one input file (got \(options.files.count))")
    exit(2)
}
if options.files.filter({ $0 == "-" }).count > 1 {
    complain("standard input (-) can be opened once")
    exit(2)
}
settings.problemReport.forEach(complain)

let relay = WakeRelay()
var inputs: [Input] = []
do {
    for path in options.files.isEmpty ? [nil] : options.files.map(Optional.some) {
        inputs.append(try Input.open(path: path, options: options, onUpdate: { relay.fire() }))
    }
} catch {
    complain(error.description)
    exit(2)
}
/// Edits kept from earlier sessions that lost their terminal: beside the files opened
/// now, and (for tables with no file) in the recovery folder, named until moved away.
let recoveryFolder = Settings.recoveryFolder(environment: environment)
let recoveries = inputs.map { $0.recovery(output: options.output, folder: nil) }
let waitingRecoveries = recoveryFolder.map(RecoveryStore.waiting(in:)) ?? []
for case let message? in recoveries.map({ $0?.startupMessage }) { complain(message) }
waitingRecoveries.map(RecoveryStore.waitingMessage).forEach(complain)
let terminal: CursesTerminal
do {
    terminal = try CursesTerminal(mouse: options.usesMouse)
} catch {
    complain(error.description)
    exit(1)
}
relay.connect(terminal.makeWaker())
let wake: @Sendable () -> Void = { relay.fire() }
let documents = zip(inputs, recoveries).map { (input: Input, recovery: RecoveryStore?) -> DocumentViewController in
    let browser = BrowserViewController(table: input.table, title: input.title, titleColumn: input.titleColumn,
                                        subtitleColumn: input.subtitleColumn, groupColumns: input.groupColumns,
                                        configuration: configuration, wake: wake)
    browser.showsDetailOnHighlight = !options.updatesDetailOnEnterOnly
    browser.message = settings.problemSummary ?? recovery?.statusMessage
        ?? waitingRecoveries.first.map(RecoveryStore.waitingStatusMessage)
    return DocumentViewController(browser: browser, destination: input.destination, wake: wake)
}
let tabs = documents.count > 1 ? TabBarController(viewControllers: documents) : nil
let coordinator = DocumentsCoordinator(documents: documents, tabBarController: tabs)
let theme = settings.theme(colorCount: terminal.colorCount, boxLines: terminal.boxLines, environment: environment)
let debugging = DebugSwitches.from(environment)
let debugTerminal = debugging.isActive ? DebugTerminal(terminal, switches: debugging) : nil
let measured: Terminal = debugTerminal ?? terminal
let app = Application(terminal: FrameMarks.marking(measured, writingOn: terminal, environment: environment),
                      rootViewController: tabs ?? documents[0],
                      keyBindings: settings.keyBindings, theme: theme)
app.delegate = coordinator
// Debug builds check every frame against one drawn whole; a test of background loading turns it off.
app.checksFrames = environment["SPLITVIEW_DEBUG_CHECK_FRAMES"] != "0"
if options.usesMouse { app.additionalHelp = [MouseHelp.section] }
app.run()
terminal.stop()
// Nobody could be asked "save?" (the terminal went away, or a signal ended the session):
// keep every table's unsaved edits beside its file, or in the recovery folder.
if terminal.isLost || terminal.terminatingSignal != nil {
    for (document, input) in zip(documents, inputs) where document.editable.isModified {
        guard let store = input.recovery(output: options.output, folder: recoveryFolder) else {
            complain("unsaved edits to \(input.source) could not be kept: neither XDG_STATE_HOME nor HOME is set")
            continue
        }
        do throws(SaveError) {
            try store.keep(document.editable)
            complain("unsaved edits to \(store.source) are kept in \(store.recoveryPath)")
        } catch {
            complain("unsaved edits to \(store.source) could not be kept: \(error)")
        }
    }
}
for input in inputs { input.table.cancel() }
debugTerminal?.writeStats()
terminal.reraiseTerminatingSignal()
exit(terminal.isLost ? 1 : 0)

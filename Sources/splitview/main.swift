import CursesTerminal
import Foundation
import Glibc
import SplitKit

/// splitview's version, printed by --version.
let version = "0.1.0"

/// Prints `message` as one line on stderr, prefixed with the program name.
func complain(_ message: String) {
    let line = Array("splitview: \(message)\n".utf8)
    _ = write(STDERR_FILENO, line, line.count)
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
let terminal: CursesTerminal
do {
    terminal = try CursesTerminal(mouse: options.usesMouse)
} catch {
    complain(error.description)
    exit(1)
}
relay.connect(terminal.makeWaker())
let wake: @Sendable () -> Void = { relay.fire() }
let documents = inputs.map { input in
    let browser = BrowserViewController(table: input.table, title: input.title, titleColumn: input.titleColumn,
                                        subtitleColumn: input.subtitleColumn, groupColumns: input.groupColumns,
                                        configuration: configuration, wake: wake)
    browser.showsDetailOnHighlight = !options.updatesDetailOnEnterOnly
    browser.message = settings.problemSummary
    return DocumentViewController(browser: browser, destination: input.destination, wake: wake)
}
let tabs = documents.count > 1 ? TabBarController(viewControllers: documents) : nil
let coordinator = DocumentsCoordinator(documents: documents, tabBarController: tabs)
let theme = settings.theme(colorCount: terminal.colorCount, boxLines: terminal.boxLines, environment: environment)
let app = Application(terminal: FrameMarkingTerminal.wrapping(terminal) ?? terminal, rootViewController: tabs ?? documents[0],
                      keyBindings: settings.keyBindings, theme: theme)
app.delegate = coordinator
if options.usesMouse { app.additionalHelp = [MouseHelp.section] }
app.run()
terminal.stop()
for input in inputs { input.table.cancel() }
terminal.reraiseTerminatingSignal()
exit(0)

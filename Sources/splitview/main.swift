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
if options.files.count > 1 && options.output != nil {
    complain("--output takes one input file (got \(options.files.count))")
    exit(2)
}
if options.files.filter({ $0 == "-" }).count > 1 {
    complain("standard input (-) can be opened once")
    exit(2)
}

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
    terminal = try CursesTerminal()
} catch {
    complain(error.description)
    exit(1)
}
relay.connect(terminal.makeWaker())
let wake: @Sendable () -> Void = { relay.fire() }
let documents = inputs.map { input in
    DocumentViewController(
        browser: BrowserViewController(table: input.table, title: input.title, titleColumn: input.titleColumn,
                                       subtitleColumn: input.subtitleColumn, groupColumns: input.groupColumns, wake: wake),
        destination: input.destination, wake: wake)
}
let tabs = documents.count > 1 ? TabBarController(viewControllers: documents) : nil
let coordinator = DocumentsCoordinator(documents: documents, tabBarController: tabs)
let app = Application(terminal: terminal, rootViewController: tabs ?? documents[0])
app.delegate = coordinator
app.run()
terminal.stop()
for input in inputs { input.table.cancel() }
terminal.reraiseTerminatingSignal()
exit(0)

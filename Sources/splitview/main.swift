import SplitKitCurses
import Glibc
import RecordBrowser
import RecordTables
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
if let repeated = Input.repeatedFile(in: options.files) {
    complain(repeated.first == repeated.again ? "\(repeated.first) is given twice: open a file once"
             : "\(repeated.first) and \(repeated.again) are the same file: open it once")
    exit(2)
}
settings.problemReport.forEach(complain)
let recoveryFolder = Settings.recoveryFolder(environment: environment)
if let journal = options.recoverPath {
    guard let output = options.output else {
        complain("--recover needs --output FILE, a new file for the records")
        exit(2)
    }
    do throws(SaveError) {
        let summary = try JournalExport.export(journalPath: journal, to: output)
        let deleted = summary.deletedRows > 0 ? "; the edits also deleted \(summary.deletedRows) rows, not listed" : ""
        complain("wrote \(summary.records) edited and inserted records to \(output)\(deleted)")
        exit(0)
    } catch {
        complain(error.description)
        exit(2)
    }
}

// Background work posts here from the start; the app connects the terminal's waker.
let mailbox = Mailbox()
var inputs: [Input] = []
do {
    for path in options.files.isEmpty ? [nil] : options.files.map(Optional.some) {
        inputs.append(try Input.open(path: path, options: options, mailbox: mailbox))
    }
} catch {
    complain(error.description)
    exit(2)
}
/// What earlier sessions left: journals and temporaries beside the files opened now, and
/// (for tables with no file) copies in the recovery folder, named until moved away.
let leftovers = inputs.map { $0.leftovers(folder: recoveryFolder) }
let waitingCopies = recoveryFolder.map(RecoveryScan.waiting(in:)) ?? []
leftovers.compactMap { $0 }.flatMap(\.notices).forEach(complain)
waitingCopies.map(RecoveryScan.waitingMessage).forEach(complain)
// Everything that can fail has been checked by now (options, the configuration, the
// files): the terminal is set up last, and is given back on every way out after this.
let terminal: CursesTerminal
do {
    terminal = try CursesTerminal(mouse: options.usesMouse)
} catch {
    complain(error.description)
    exit(1)
}
let documents = zip(inputs, leftovers).map { (input: Input, found: RecoveryScan?) -> DocumentViewController in
    let browser = BrowserViewController(table: input.table, title: input.title, titleColumn: input.titleColumn,
                                        subtitleColumns: input.subtitleColumns, listColumns: input.listColumns,
                                        groupColumns: input.groupColumns,
                                        configuration: configuration, mailbox: mailbox)
    browser.showsDetailOnHighlight = !options.updatesDetailOnEnterOnly
    if !input.sortKeys.isEmpty { browser.sort(by: input.sortKeys) }
    let document = DocumentViewController(browser: browser, destination: input.destination)
    input.updates.document = document
    document.recovery = input.recovery(folder: recoveryFolder)
    if let journal = found?.chosen { document.recover(journal) }
    browser.message = settings.problemSummary ?? found?.statusMessage
        ?? waitingCopies.first.map(RecoveryScan.waitingStatusMessage)
    if input.origin == .terminalInput {
        (browser.list as? RecordListViewController)?.emptyMessage = Input.terminalInputMessage
        browser.message = browser.message ?? Input.terminalInputHint
    }
    return document
}
let tabs = documents.count > 1 ? TabBarController(viewControllers: documents) : nil
let coordinator = DocumentsCoordinator(documents: documents, tabBarController: tabs)
let theme = settings.theme(colorCount: terminal.colorCount, boxLines: terminal.boxLines, environment: environment)
// The debugging switches (DebugTerminal.swift) exist in debug builds only, which the tests run.
#if DEBUG
let debugging = DebugSwitches.from(environment)
let debugTerminal = debugging.isActive ? DebugTerminal(terminal, switches: debugging) : nil
let appTerminal: Terminal = debugTerminal ?? terminal
#else
let appTerminal: Terminal = terminal
#endif
// With nothing to show but that standard input is the terminal, Esc quits too.
var keyBindings = settings.keyBindings
if inputs.allSatisfy({ $0.origin == .terminalInput }) { keyBindings.bind(.escape, to: .quit) }
let app = Application(terminal: appTerminal, rootViewController: tabs ?? documents[0],
                      keyBindings: keyBindings, theme: theme, mailbox: mailbox)
app.delegate = coordinator
let picker = options.pick.map(Picker.init)
if let picker { for document in documents { picker.attach(to: document.browser, app: app, delegate: coordinator) } }
if options.usesMouse { app.additionalHelp = [MouseHelp.section] }
app.run()
terminal.stop()
// Nobody could be asked "save?" (the terminal went away, or a signal ended the session):
// the edits were kept as they were made; a save under way is let finish first. After a
// clean quit every edit was saved or discarded, so what was kept goes.
if terminal.isLost || terminal.terminatingSignal != nil {
    for document in documents {
        document.waitForSave()
        guard document.editable.isModified else { continue }
        guard let store = document.recovery else {
            complain("unsaved edits to \(document.editable.table.name) could not be kept: neither XDG_STATE_HOME nor HOME is set")
            continue
        }
        do throws(SaveError) {
            try store.finishKeeping(document.editable)
            complain("unsaved edits to \(store.source) are kept in \(store.keptPath ?? store.source)")
        } catch {
            complain("unsaved edits to \(store.source) could not be kept: \(error)")
        }
    }
} else {
    for document in documents { document.recovery?.discard() }
}
for input in inputs { input.table.cancel() }
#if DEBUG
debugTerminal?.writeStats()
#endif
terminal.reraiseTerminatingSignal()
picker?.finish()
exit(terminal.isLost ? 1 : 0)

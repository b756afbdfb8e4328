import CursesTerminal
import Foundation
import SplitKit

/// Exit statuses: 0 done, 2 bad usage or input, 1 no terminal.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print("""
    usage: splitview [FILE]

    Browse a table of records in a split view: the list of records beside the detail of
    the selected one. With no FILE, opens the sample table (the chemical elements).

    keys: Up/Down j/k  move    PgUp/PgDn  page    Home/End g/G  first/last
          Enter  open    Esc  back    Tab  switch pane    m  master    q  quit
    """)
    exit(0)
}
if let unknown = arguments.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
    FileHandle.standardError.write(Data("splitview: unknown option \(unknown) (try --help)\n".utf8))
    exit(2)
}
guard let path = arguments.first ?? SampleTable.path() else {
    FileHandle.standardError.write(Data("splitview: the sample table \(SampleTable.fileName) was not found\n".utf8))
    exit(2)
}
let table: Table
do {
    table = try Table.open(path: path, onUpdate: {})
} catch {
    FileHandle.standardError.write(Data("splitview: \(error)\n".utf8))
    exit(2)
}
let isSample = arguments.isEmpty
let titleColumn = table.suggestedTitleColumn
let browser = BrowserViewController(table: table, title: isSample ? "Elements" : table.name, titleColumn: titleColumn)
let terminal: CursesTerminal
do {
    terminal = try CursesTerminal()
} catch {
    FileHandle.standardError.write(Data("splitview: \(error)\n".utf8))
    exit(1)
}
let app = Application(terminal: terminal, rootViewController: browser)
app.run()
terminal.stop()
terminal.reraiseTerminatingSignal()
exit(0)

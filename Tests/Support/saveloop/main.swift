import Foundation
import RecordTables

// The child of the kill-during-save test: saves a CSV file over and over, each time
// switching the first field of the first record between "A" and "B", through the same
// EditableTable and TableSaver the app uses, until it is killed. The test kills it at
// random moments and checks the file is always one version or the other, complete.

guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: saveloop FILE.csv\n".utf8))
    exit(2)
}
let path = CommandLine.arguments[1]
var saves = 0
while true {
    do {
        let loaded = DispatchSemaphore(value: 0)
        let table = try Table.open(path: path, format: .csv) { if case .loaded = $0 { loaded.signal() } }
        if table.state.isLoading { loaded.wait() }
        let editable = EditableTable(table: table)
        let first = editable.title(.original(0), column: 0)
        editable.setValue(first == "A" ? "B" : "A", forFieldAt: 0, of: .original(0))
        let expectation = table.fileStamp.map(SaveExpectation.unchanged) ?? .anything
        _ = try TableSaver.save(editable.snapshot(), to: path, format: .csv, expecting: expectation)
        saves += 1
        FileHandle.standardOutput.write(Data("saved \(saves)\n".utf8))
    } catch {
        FileHandle.standardError.write(Data("saveloop: \(error)\n".utf8))
        exit(1)
    }
}

// editbench FILE
// Times the edit overlay and saving on a large table (make one with datagen): inserts at
// the top, deletions, reading rows through 2,000 edits, one full save (to FILE.saved),
// and grouping by the fourth column. Prints; asserts nothing.
import Foundation
import SplitKit

func seconds() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: editbench FILE\n".utf8))
    exit(2)
}
let path = CommandLine.arguments[1]
let table: Table
do {
    table = try Table.open(path: path, onUpdate: {})
} catch {
    FileHandle.standardError.write(Data("editbench: \(error)\n".utf8))
    exit(2)
}
var start = seconds()
while table.state.isLoading { usleep(1_000) }
print("indexed \(table.count) rows in \(String(format: "%.2f", seconds() - start)) s")
MainActor.assumeIsolated {
    let editable = EditableTable(table: table)
    let column = min(1, max(0, editable.columns.count - 1))
    start = seconds()
    for i in 0..<1_000 { editable.insert(editable.makeRecord(stamp: "new \(i)", titleColumn: column), at: 0) }
    print("insert at the top: \(String(format: "%.1f", (seconds() - start) * 1e3)) µs each (1,000)")
    start = seconds()
    for i in 0..<1_000 { editable.delete(editable.id(at: min(editable.count - 1, 5_000 + i * 100))) }
    print("delete: \(String(format: "%.1f", (seconds() - start) * 1e3)) µs each (1,000)")
    start = seconds()
    var characters = 0
    for i in 0..<100_000 { characters &+= editable.title(editable.id(at: (i * 7_919) % editable.count), column: column).count }
    print("read a row's title through 2,000 edits: \(String(format: "%.2f", (seconds() - start) * 10)) µs each (\(characters))")
    start = seconds()
    do {
        _ = try TableSaver.save(editable.snapshot(), to: path + ".saved", format: table.format ?? .csv, expecting: .anything)
        print("save \(editable.count) records: \(String(format: "%.2f", seconds() - start)) s")
    } catch {
        print("save failed: \(error)")
    }
}
let grouping = TableGrouping(table: table, columns: [min(3, max(0, table.columns.count - 1))], onUpdate: {})
start = seconds()
while !grouping.index.isComplete { usleep(1_000) }
print("group by column 4: \(String(format: "%.2f", seconds() - start)) s, \(grouping.index.children(of: []).count) groups")

// loadbench FILE [PATTERN]
// Opens FILE with SplitKit and prints timings: open (first records available), full index,
// VmHWM, record(at:) for first/middle/last, and filter timings (first 100 matches, complete)
// for PATTERN (default "crimson") in the title column and in all fields.
import Dispatch
import Foundation
import SplitKit

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
func ms(_ from: UInt64, _ to: UInt64) -> String { String(format: "%.2f ms", Double(to - from) / 1e6) }
func us(_ from: UInt64, _ to: UInt64) -> String { String(format: "%.1f µs", Double(to - from) / 1e3) }

func vmHWM() -> String {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return "?" }
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
    return line.map { $0.dropFirst(6).trimmingCharacters(in: .whitespaces) } ?? "?"
}

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    print("usage: loadbench FILE [PATTERN]")
    exit(2)
}
let path = arguments[1]
let pattern = arguments.count >= 3 ? arguments[2] : "crimson"
print("VmHWM at start: \(vmHWM())")

let indexed = DispatchSemaphore(value: 0)
let t0 = now()
let table: Table
do {
    table = try Table.open(path: path) { indexed.signal() }
} catch {
    print(error)
    exit(2)
}
let t1 = now()
print("open returned: \(ms(t0, t1)) (\(table.count) records available, \(table.columns.count) columns)")
while table.state.isLoading { _ = indexed.wait(timeout: .now() + .milliseconds(50)) }
let t2 = now()
print("fully indexed: \(ms(t0, t2)) (\(table.count) records, state \(table.state))")
print("VmHWM after indexing: \(vmHWM())")
for warning in table.warnings { print("warning: \(warning)") }

let title = table.suggestedTitleColumn
for (label, index) in [("first", 0), ("middle", table.count / 2), ("last", table.count - 1)] {
    let a = now()
    let record = table.record(at: index)
    let b = now()
    let t = table.title(at: index, column: title)
    let c = now()
    print("record(at: \(label) \(index)): \(us(a, b)), title(at:): \(us(b, c)) — \(t) [\(record.fields.count) fields]")
}

for scope in [FilterScope.column(title), .allFields] {
    let updated = DispatchSemaphore(value: 0)
    let filter = TableFilter(table: table) { updated.signal() }
    let f0 = now()
    filter.apply(pattern: pattern, scope: scope)
    var firstScreen: UInt64?
    while true {
        let snapshot = filter.matches
        if firstScreen == nil && (snapshot.count >= 100 || snapshot.isComplete) { firstScreen = now() }
        if snapshot.isComplete { break }
        _ = updated.wait(timeout: .now() + .milliseconds(50))
    }
    let f2 = now()
    let label = scope == .allFields ? "all fields" : "title column"
    print("filter \"\(pattern)\" in \(label): first 100 matches \(ms(f0, firstScreen ?? f2)), complete \(ms(f0, f2)) (\(filter.matches.count) matches)")
}
print("VmHWM at end: \(vmHWM())")

import Foundation
import Glibc
import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

/// Edits made after a save are kept against the file the save wrote, so that a crash after
/// it loses none of them: the next start opens the saved file and applies them to it.
@MainActor
@Suite("Keeping edits made after a save")
struct KeptAfterSaveTests {
    /// A deterministic generator, so a failing case can be repeated.
    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    private func opened(_ path: String) throws -> EditableTable {
        let editable = EditableTable(table: try Table.open(path: path, onUpdate: { _ in }))
        waitUntilLoaded(editable.table)
        return editable
    }

    private func records(_ editable: EditableTable) -> [[String]] {
        (0..<editable.count).map { editable.record(editable.id(at: $0)).fields.map(\.value) }
    }

    /// Saves `editable` over its file as the app does, and tells `store`.
    private func save(_ editable: EditableTable, keptBy store: RecoveryStore) throws {
        let snapshot = editable.snapshot()
        let stamp = try TableSaver.save(snapshot, to: editable.table.path, format: .csv,
                                        expecting: .unchanged(try #require(FileStamp.of(path: editable.table.path))))
        editable.didSave(version: snapshot.version)
        store.didSave(snapshot, to: editable.table.path, stamp: stamp)
        try store.keep(editable)
    }

    /// What the next start on `path` makes of the journal: the records it shows.
    private func recovered(_ path: String) throws -> [[String]]? {
        let scan = RecoveryScan(originalPath: path, stamp: FileStamp.of(path: path), fallbackFolder: nil)
        guard let found = scan.chosen else { return nil }
        let next = try opened(path)
        RecoveryStore(originalPath: path, fallbackFolder: nil).adopt(found, into: next)
        return records(next)
    }

    @Test("edits made after a save apply to the saved file at the next start, whether it was replaced or written in place",
          arguments: [false, true])
    func afterSave(inPlace: Bool) throws {
        let path = TestFiles.write("name,age\n" + (0..<6).map { "p\($0),\($0)\n" }.joined(), name: "people.csv")
        if inPlace { #expect(link(path, path + ".other-name") == 0) }
        let editable = try opened(path)
        let store = RecoveryStore(originalPath: path, fallbackFolder: nil)
        editable.setValue("10", forFieldAt: 1, of: .original(0))
        editable.delete(.original(1))
        let first = editable.insert(editable.makeRecord(stamp: "A", in: 0), at: 2)
        editable.setValue("30", forFieldAt: 1, of: .original(3))
        editable.delete(.original(4))
        try save(editable, keptBy: store)
        #expect(store.keptPath == nil, "all saved: nothing kept")

        // A file written in place no longer holds the rows as opened: only records whose
        // fields the edits hold are read after such a save.
        if !inPlace {
            editable.undo()
            editable.setValue("20", forFieldAt: 1, of: .original(2))
        }
        editable.setValue("A2", forFieldAt: 1, of: first)
        editable.setValue("31", forFieldAt: 1, of: .original(3))
        editable.insert(editable.makeRecord(stamp: "C", in: 0), at: 0)
        editable.delete(.original(5))
        try store.keep(editable)
        #expect(store.keptPath != nil)

        let expected = inPlace
            ? [["C", ""], ["p0", "10"], ["p2", "2"], ["A", "A2"], ["p3", "31"]]
            : [["C", ""], ["p0", "10"], ["p2", "20"], ["A", "A2"], ["p3", "31"], ["p4", "4"]]
        if !inPlace { #expect(records(editable) == expected) }
        #expect(try recovered(path) == expected, "applied to the saved file, not taken for edits to an earlier version")
    }

    @Test("after a save, any edits and undos give a journal that makes the same records of the saved file")
    func randomEdits() throws {
        var generator = Generator(state: 26)
        for round in 0..<40 {
            let rows = 1 + generator.next(8)
            let path = TestFiles.write("name,age\n" + (0..<rows).map { "p\($0),\($0)\n" }.joined(), name: "t.csv")
            let editable = try opened(path)
            let store = RecoveryStore(originalPath: path, fallbackFolder: nil)
            var log: [String] = []
            func edit(_ count: Int) {
                for _ in 0..<count {
                    let row = editable.count > 0 ? generator.next(editable.count) : 0
                    switch generator.next(editable.count > 0 ? 4 : 2) {
                    case 0:
                        log.append("insert \(row)")
                        editable.insert(editable.makeRecord(stamp: "n\(log.count)", in: 0), at: row)
                    case 1:
                        log.append("undo")
                        editable.undo()
                    case 2:
                        log.append("edit \(row)")
                        editable.setValue("e\(log.count)", forFieldAt: 1, of: editable.id(at: row))
                    default:
                        log.append("delete \(row)")
                        editable.delete(editable.id(at: row))
                    }
                }
            }
            edit(1 + generator.next(8))
            guard editable.isModified else { continue }
            try save(editable, keptBy: store)
            log.append("save")
            edit(1 + generator.next(8))
            try store.keep(editable)
            guard editable.isModified else { continue }
            let expected = records(editable)
            #expect(try recovered(path) == expected, "round \(round): \(log)")
        }
    }
}

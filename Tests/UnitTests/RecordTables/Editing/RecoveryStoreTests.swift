import Foundation
import Glibc
import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

@MainActor
@Suite("Keeping unsaved edits")
struct RecoveryStoreTests {
    private func contents(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    private func names(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    private func opened(_ path: String) throws -> EditableTable {
        let editable = EditableTable(table: try Table.open(path: path, onUpdate: { _ in }))
        waitUntilLoaded(editable.table)
        return editable
    }

    private func people(rows: Int = 2, name: String = "people.csv") -> String {
        TestFiles.write("name,age\n" + (0..<rows).map { "p\($0),\($0)\n" }.joined(), name: name)
    }

    private func records(_ editable: EditableTable) -> [[String]] {
        (0..<editable.count).map { editable.record(editable.id(at: $0)).fields.map(\.value) }
    }

    @Test("a journal is written after every change: the edits only, owner-only, and they apply to the file as it was")
    func journal() throws {
        let path = people(rows: 5_000)
        let editable = try opened(path)
        let store = RecoveryStore(originalPath: path, fallbackFolder: nil)
        try store.keep(editable)
        #expect(store.keptPath == nil, "nothing unsaved: nothing kept")
        editable.setValue("37", forFieldAt: 1, of: .original(0))
        editable.delete(.original(1))
        editable.insert(editable.makeRecord(stamp: "new\tone\n", in: 0), at: 3)
        try store.keep(editable)
        let kept = try #require(store.keptPath)
        #expect(kept == SideFileName.split(path).folder + "/.people.csv.splitview-recovery")
        let mode = try FileManager.default.attributesOfItem(atPath: kept)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: kept)[.size] as? Int)
        #expect(size < 1_000, "O(edits), not a copy of the 5,000 rows: \(size) bytes")
        #expect(names(SideFileName.split(path).folder) == [".people.csv.splitview-recovery", "people.csv"], "no temporary left")

        let scan = RecoveryScan(originalPath: path, stamp: editable.table.fileStamp, fallbackFolder: nil)
        let found = try #require(scan.chosen, "\(scan.notices)")
        let next = try opened(path)
        let nextStore = RecoveryStore(originalPath: path, fallbackFolder: nil)
        nextStore.adopt(found, into: next)
        #expect(records(next) == records(editable))
        #expect(next.isModified && nextStore.keptPath == kept)
        next.undo()
        #expect(!next.isModified && next.count == 5_000, "undo takes the recovered edits back")
        try nextStore.keep(next)
        #expect(!FileManager.default.fileExists(atPath: kept), "nothing unsaved any more: the journal goes")
    }

    @Test("a journal of a file that changed since is not applied; --recover's export gets its records out")
    func changedSince() throws {
        let path = people(rows: 3)
        let editable = try opened(path)
        let store = RecoveryStore(originalPath: path, fallbackFolder: nil)
        editable.setValue("99", forFieldAt: 1, of: .original(2))
        editable.delete(.original(0))
        editable.insert(editable.makeRecord(stamp: "Grace", in: 0), at: 0)
        try store.keep(editable)
        try "name,age\nother,1\n".write(toFile: path, atomically: true, encoding: .utf8)
        let scan = RecoveryScan(originalPath: path, stamp: FileStamp.of(path: path), fallbackFolder: nil)
        #expect(scan.chosen == nil)
        #expect(scan.notices.count == 1 && scan.notices[0].contains("changed since") && scan.notices[0].contains("--recover"))
        let output = SideFileName.split(path).folder + "/out.csv"
        let summary = try JournalExport.export(journalPath: try #require(store.keptPath), to: output)
        #expect(summary == JournalExport.Summary(records: 2, deletedRows: 1))
        #expect(contents(output) == "name,age\nGrace,\np2,99\n")
    }

    @Test("a planted symbolic link is never written through nor taken as edits: its target is untouched")
    func plantedLink() throws {
        let path = people()
        let folder = SideFileName.split(path).folder
        let target = folder + "/victim"
        try "precious\n".write(toFile: target, atomically: false, encoding: .utf8)
        chmod(target, 0o644)
        try FileManager.default.createSymbolicLink(atPath: folder + "/.people.csv.splitview-recovery", withDestinationPath: target)
        let editable = try opened(path)
        let store = RecoveryStore(originalPath: path, fallbackFolder: nil)
        editable.delete(.original(0))
        try store.keep(editable)
        #expect(contents(target) == "precious\n")
        #expect((try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int) == 0o644)
        #expect(store.keptPath == folder + "/.people.csv.splitview-recovery-2", "a name of its own")

        try FileManager.default.removeItem(atPath: try #require(store.keptPath))
        let scan = RecoveryScan(originalPath: path, stamp: editable.table.fileStamp, fallbackFolder: nil)
        #expect(scan.chosen == nil)
        #expect(scan.notices == ["ignored \(folder)/.people.csv.splitview-recovery: it is a symbolic link, not a file "
                                 + "splitview wrote; it is not taken as unsaved edits"])
        #expect(scan.statusMessage?.hasPrefix("ignored .people.csv.splitview-recovery") == true)
    }

    @Test("a damaged or empty journal is ignored with a warning, never applied")
    func damaged() throws {
        let path = people()
        let folder = SideFileName.split(path).folder
        _ = FileManager.default.createFile(atPath: folder + "/.people.csv.splitview-recovery", contents: Data())
        try "splitview-journal\t1\noriginal\t/x\n".write(toFile: folder + "/.people.csv.splitview-recovery-2",
                                                          atomically: false, encoding: .utf8)
        let scan = RecoveryScan(originalPath: path, stamp: FileStamp.of(path: path), fallbackFolder: nil)
        #expect(scan.chosen == nil)
        #expect(scan.notices.count == 2 && scan.notices.allSatisfy { $0.contains("not a whole splitview journal") })
    }

    @Test("two lost sessions on one file keep two journals; the next start applies the newer and names the other")
    func twoSessions() throws {
        let path = people()
        let first = try opened(path), second = try opened(path)
        let firstStore = RecoveryStore(originalPath: path, fallbackFolder: nil)
        let secondStore = RecoveryStore(originalPath: path, fallbackFolder: nil)
        first.setValue("first", forFieldAt: 0, of: .original(0))
        second.setValue("second", forFieldAt: 0, of: .original(1))
        try firstStore.keep(first)
        try secondStore.keep(second)
        let paths = [firstStore.keptPath, secondStore.keptPath].compactMap { $0 }
        #expect(Set(paths).count == 2)
        let scan = RecoveryScan(originalPath: path, stamp: first.table.fileStamp, fallbackFolder: nil)
        #expect(scan.chosen != nil)
        let others = scan.notices.filter { $0.contains("from another lost session") }
        #expect(others.count == 1 && paths.contains { others[0].hasPrefix($0 + " ") })
        #expect(scan.notices[0].hasPrefix("unsaved edits to \(RecoveryStore.absolute(path)) from a lost session"))
    }

    @Test("a folder that cannot be written keeps the journal in the recovery folder, named after the file")
    func unwritableFolder() throws {
        let path = people()
        let state = TestFiles.directory() + "/state/splitview"
        let editable = try opened(path)
        let store = RecoveryStore(originalPath: path, fallbackFolder: state, folderIsWritable: { _ in false })
        editable.delete(.original(0))
        try store.keep(editable)
        let kept = try #require(store.keptPath)
        #expect(kept.hasPrefix(state + "/.people.csv~") && kept.hasSuffix(".splitview-recovery"))
        #expect((try FileManager.default.attributesOfItem(atPath: state)[.posixPermissions] as? Int) == 0o700)
        #expect(RecoveryScan(originalPath: path, stamp: editable.table.fileStamp, fallbackFolder: state).chosen?.path == kept)
        #expect(RecoveryScan.waiting(in: state).isEmpty, "a journal is not a full copy waiting")

        let nowhere = RecoveryStore(originalPath: path, fallbackFolder: nil, folderIsWritable: { _ in false })
        #expect(throws: SaveError.self) { try nowhere.keep(editable) }
    }

    @Test("a 250-byte file name is saved and its edits kept: the side files' names are shortened to fit")
    func longName() throws {
        let name = String(repeating: "n", count: 246) + ".csv"
        let path = people(name: name)
        let editable = try opened(path)
        editable.delete(.original(0))
        let store = RecoveryStore(originalPath: path, fallbackFolder: nil)
        try store.keep(editable)
        let kept = try #require(store.keptPath)
        #expect(SideFileName.split(kept).name.utf8.count <= 255)
        #expect(RecoveryScan(originalPath: path, stamp: editable.table.fileStamp, fallbackFolder: nil).chosen?.path == kept)
        _ = try TableSaver.save(editable.snapshot(), to: path, format: .csv,
                                expecting: .unchanged(try #require(editable.table.fileStamp)))
        #expect(contents(path) == "name,age\np1,1\n")
    }

    @Test("a temporary left by a killed save is named at the next start, with its size")
    func killedSaveTemporary() throws {
        let path = people()
        let folder = SideFileName.split(path).folder
        try "half a sav".write(toFile: folder + "/.people.csv.splitview-Ab3dE9", atomically: false, encoding: .utf8)
        let scan = RecoveryScan(originalPath: path, stamp: FileStamp.of(path: path), fallbackFolder: nil)
        #expect(scan.notices == ["\(folder)/.people.csv.splitview-Ab3dE9 (10 bytes) was left by a save that was "
                                 + "interrupted; people.csv is whole without it: delete it unless another splitview "
                                 + "is saving people.csv now"])
    }

    @Test("edits to a table with no file are kept as a full copy in the recovery folder, created for the owner")
    func unnamed() throws {
        let base = TestFiles.directory()
        let folder = base + "/state/splitview"
        let editable = EditableTable(table: Fixtures.rows(2))
        let store = RecoveryStore(source: "standard input", stem: "stdin", format: .csv, folder: folder)
        try store.keep(editable)
        #expect(!FileManager.default.fileExists(atPath: folder), "nothing unsaved: no folder made")
        editable.delete(.original(0))
        try store.finishKeeping(editable)
        let kept = try #require(store.keptPath)
        let name = String(kept.dropFirst(folder.count + 1))
        #expect(name.wholeMatch(of: /stdin-\d{4}-\d\d-\d\d-\d{6}-\d+\.csv/) != nil, "\(name)")
        #expect((try FileManager.default.attributesOfItem(atPath: folder)[.posixPermissions] as? Int) == 0o700)
        #expect((try FileManager.default.attributesOfItem(atPath: kept)[.posixPermissions] as? Int) == 0o600)
        #expect(contents(kept)?.split(separator: "\n").count == 2, "the header and the row left")
        try "hidden".write(toFile: folder + "/.note", atomically: false, encoding: .utf8)
        #expect(RecoveryScan.waiting(in: folder) == [kept], "hidden files are not kept edits")
        #expect(RecoveryScan.waitingMessage(kept).contains(kept))
        store.discard()
        #expect(!FileManager.default.fileExists(atPath: kept))
    }

    @Test("a journal reads back exactly what was written, and a cut one is refused")
    func journalText() throws {
        let overlay = EditOverlay(
            order: [.base(0..<3), .item(.inserted(1)), .base(4..<9), .tail(from: 10)],
            contents: [.inserted(1): Record(fields: [Field(name: "a\tb", value: "line\nbreak \\ \"q")]),
                       .original(2): Record(fields: [])],
            insertedCount: 1, groupColumns: [1], groups: [["x", ""]: [.item(.inserted(1)), .tail(from: 0)]],
            groupDeltas: [[]: 1, ["x"]: 1, ["x", ""]: 1])
        let journal = EditJournal(originalPath: "/a b/c.csv", stamp: try #require(FileStamp.of(path: "/")), format: .tsv,
                                  columns: ["a\tb", ""], processID: 42, overlay: overlay)
        let bytes = journal.encoded()
        #expect(EditJournal(decoding: bytes) == journal)
        for cut in [0, 1, bytes.count / 2, bytes.count - 1] {
            #expect(EditJournal(decoding: Array(bytes.prefix(cut))) == nil, "cut at \(cut)")
        }
    }
}

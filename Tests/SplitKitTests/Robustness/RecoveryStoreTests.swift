import Foundation
import Testing
@testable import SplitKit

@MainActor
@Suite("Recovering unsaved edits")
struct RecoveryStoreTests {
    private func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "splitview-recovery-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test("the recovery file sits beside the original, hidden, named after it")
    func naming() {
        let store = RecoveryStore(originalPath: "/data/people.csv")
        #expect(store.recoveryPath == "/data/.people.csv.splitview-recovery")
        #expect(RecoveryStore(originalPath: "events.jsonl").recoveryPath.hasSuffix("/.events.jsonl.splitview-recovery"))
    }

    @Test("unsaved edits are kept in the original's format, for the owner only; the next start names the file")
    func keepAndFind() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let original = folder + "/people.csv"
        try "name,age\nAda,36\nAlan,41\n".write(toFile: original, atomically: true, encoding: .utf8)
        let editable = EditableTable(table: try Table.open(path: original, onUpdate: {}))
        waitUntilLoaded(editable.table)
        let store = RecoveryStore(originalPath: original)
        #expect(try !store.keep(editable), "nothing unsaved: nothing written")
        #expect(store.startupMessage == nil && store.statusMessage == nil)

        editable.setValue("37", forFieldAt: 1, of: .original(0))
        editable.delete(.original(1))
        #expect(try store.keep(editable))
        #expect(try String(contentsOfFile: store.recoveryPath, encoding: .utf8) == "name,age\nAda,37\n")
        #expect(try String(contentsOfFile: original, encoding: .utf8) == "name,age\nAda,36\nAlan,41\n",
                "the original is untouched")
        let mode = try FileManager.default.attributesOfItem(atPath: store.recoveryPath)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
                == [".people.csv.splitview-recovery", "people.csv"], "no temporary file is left behind")

        let message = try #require(RecoveryStore(originalPath: original).startupMessage)
        #expect(message.contains(store.recoveryPath) && message.contains(original))
        #expect(RecoveryStore(originalPath: original).statusMessage?.contains(".people.csv.splitview-recovery") == true)
        editable.setValue("38", forFieldAt: 1, of: .original(0))
        try store.keep(editable)
        #expect(try String(contentsOfFile: store.recoveryPath, encoding: .utf8) == "name,age\nAda,38\n",
                "a later loss replaces it")
    }

    @Test("a folder that cannot be written gives a clear error")
    func unwritable() throws {
        let editable = EditableTable(table: Fixtures.rows(2))
        editable.delete(.original(0))
        let store = RecoveryStore(originalPath: "/proc/splitview-no-such-folder/people.csv")
        #expect(throws: SaveError.self) { try store.keep(editable) }
    }

    @Test("edits to a table with no file go to a new file in the recovery folder, which is created for the owner")
    func unnamed() throws {
        let base = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: base) }
        let folder = base + "/state/splitview"
        let editable = EditableTable(table: Fixtures.rows(2))
        let store = RecoveryStore(source: "standard input", stem: "stdin", format: .csv, folder: folder)
        #expect(store.originalPath == nil && store.source == "standard input")
        let name = String(store.recoveryPath.dropFirst(folder.count + 1))
        #expect(name.wholeMatch(of: /stdin-\d{4}-\d\d-\d\d-\d{6}-\d+\.csv/) != nil, "\(name)")
        #expect(try !store.keep(editable), "nothing unsaved: nothing written")
        #expect(!FileManager.default.fileExists(atPath: folder), "nor a folder made")
        #expect(RecoveryStore.waiting(in: folder).isEmpty)

        editable.delete(.original(0))
        #expect(try store.keep(editable))
        let mode = try FileManager.default.attributesOfItem(atPath: folder)[.posixPermissions] as? Int
        #expect(mode == 0o700)
        #expect(try String(contentsOfFile: store.recoveryPath, encoding: .utf8).split(separator: "\n").count == 2, "the header and the row left")
        try "hidden".write(toFile: folder + "/.note", atomically: false, encoding: .utf8)
        #expect(RecoveryStore.waiting(in: folder) == [store.recoveryPath], "hidden files are not recovered edits")
        #expect(RecoveryStore.waitingMessage(store.recoveryPath).contains(store.recoveryPath))
        #expect(store.startupMessage == RecoveryStore.waitingMessage(store.recoveryPath))
        #expect(RecoveryStore.waitingStatusMessage(store.recoveryPath).hasSuffix(name))
    }
}

import Foundation
import Testing
@testable import SplitKit

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

    @Test("saving keeps the edits for the owner only, and the next start names the file")
    func saveAndFind() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let original = folder + "/people.csv"
        try "name\nAda\n".write(toFile: original, atomically: true, encoding: .utf8)
        let store = RecoveryStore(originalPath: original)
        #expect(store.startupMessage == nil, "nothing to recover yet")
        try store.save("name\nAda\nGrace\n")
        #expect(try String(contentsOfFile: store.recoveryPath, encoding: .utf8) == "name\nAda\nGrace\n")
        #expect(try String(contentsOfFile: original, encoding: .utf8) == "name\nAda\n", "the original is untouched")
        let mode = try FileManager.default.attributesOfItem(atPath: store.recoveryPath)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let message = try #require(RecoveryStore(originalPath: original).startupMessage)
        #expect(message.contains(store.recoveryPath) && message.contains(original))
        try store.save("name\nAda\nGrace\nLinus\n")
        #expect(try String(contentsOfFile: store.recoveryPath, encoding: .utf8).hasSuffix("Linus\n"), "a later save replaces it")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
                == [".people.csv.splitview-recovery", "people.csv"], "no temporary file is left behind")
        try store.discard()
        #expect(!store.hasRecovery)
        try store.discard()
    }

    @Test("a folder that cannot be written gives a clear error")
    func unwritable() {
        let store = RecoveryStore(originalPath: "/proc/splitview-no-such-folder/people.csv")
        #expect(throws: RecoveryError.self) { try store.save("x") }
    }
}

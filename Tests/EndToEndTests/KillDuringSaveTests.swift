import Foundation
import Glibc
import Testing

/// The saver's promise, tested the hard way: a child process (`saveloop`, built with the
/// app) saves a large file over and over, and is killed with SIGKILL at many random
/// moments; after every kill the file must be byte for byte the old version or the new
/// one. It lives with the end-to-end tests because it drives a built binary.
@Suite("Kill during save")
struct KillDuringSaveTests {
    /// A deterministic generator, so a failing run can be repeated.
    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: UInt64) -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return (state >> 33) % bound
        }
    }

    private static func version(_ first: String, rows: Int) -> [UInt8] {
        var text = "key,name,value,note\n\(first),first,0,the record the child edits\n"
        text.reserveCapacity(rows * 60)
        for row in 1..<rows {
            text += "\(row),name \(row),\(row * 7),\"a note, with a comma and \"\"quotes\"\" \(row)\"\n"
        }
        return Array(text.utf8)
    }

    @Test("SIGKILL at 30 random moments during saves of a 4 MB file: always the old or the new file")
    func killedSaves() throws {
        let folder = try Fixture.directory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/big.csv"
        let versionA = Self.version("A", rows: 60_000)
        let versionB = Self.version("B", rows: 60_000)
        #expect(FileManager.default.createFile(atPath: path, contents: Data(versionA)))
        var generator = Generator(state: 42)
        var seen: [String: Int] = ["A": 0, "B": 0]
        var killedMidWrite = 0
        for round in 0..<30 {
            let pid = try Spawn.launch([TmuxSession.productPath("saveloop"), path], environment: [:])
            usleep(useconds_t(20_000 + generator.next(1_200_000)))
            kill(pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            let bytes = FileManager.default.contents(atPath: path).map { Array($0) } ?? []
            if bytes == versionA {
                seen["A", default: 0] += 1
            } else if bytes == versionB {
                seen["B", default: 0] += 1
            } else {
                Issue.record("round \(round): the file is neither version (\(bytes.count) bytes)")
                return
            }
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0 != "big.csv" }
            if !leftovers.isEmpty { killedMidWrite += 1 }
            for name in leftovers { try FileManager.default.removeItem(atPath: folder + "/" + name) }
        }
        #expect(seen["A", default: 0] > 0 && seen["B", default: 0] > 0, "saves happened between kills: \(seen)")
        #expect(killedMidWrite > 0, "some kills landed while a temporary file was being written")
    }
}

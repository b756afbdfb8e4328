import Foundation
import Glibc
import Testing

/// One file, more than one editor: each session keeps its own journal and leaves the
/// others' alone, and one app never opens a file twice.
@Suite("One file, two sessions")
struct SharedFileEndToEndTests {
    @Test("a journal whose session is still running is left alone: named, not applied, not removed")
    func sessionStillRunning() throws {
        let folder = try Fixture.directory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let journal = folder + "/.people.csv.splitview-recovery"
        let (path, first) = try PtyProcess.withOneInsert(in: folder)
        let kept = try String(contentsOfFile: journal, encoding: .utf8)
        #expect(kept.contains("\nprocess\t\(first.pid)\n"))

        let second = try PtyProcess([App.path, path], width: 140, height: 30)
        #expect(second.waitForOutput(containing: "1 / 2"), "not applied")
        let notice = "\(journal) holds unsaved edits to \(path) of a session that may still be running "
            + "(process \(first.pid)); left alone"
        #expect(String(decoding: second.output, as: UTF8.self).contains(notice))
        #expect(!String(decoding: second.output, as: UTF8.self).contains("recovered unsaved edits"))
        second.send("e+")
        #expect(second.waitForOutput(containing: "modified"))
        #expect(FileManager.default.fileExists(atPath: journal + "-2"), "a journal of its own")
        second.send("q")
        #expect(second.waitForOutput(containing: "unsaved changes"))
        second.send("d")
        #expect(second.waitForExit(timeout: 5) == .exited(0))
        #expect(try String(contentsOfFile: journal, encoding: .utf8) == kept, "the running session's journal is untouched")
        #expect(!FileManager.default.fileExists(atPath: journal + "-2"), "its own is gone")

        first.send("q")
        #expect(first.waitForOutput(containing: "unsaved changes"))
        first.send("d")
        #expect(first.waitForExit(timeout: 5) == .exited(0))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["people.csv"])
    }

    @Test("a file given twice, or by two paths, is refused with one line and status 2, before any journal",
          arguments: ["same", "dot", "symbolic", "hard"])
    func sameFileTwice(way: String) throws {
        let folder = try Fixture.directory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/people.csv"
        try PtyProcess.people.write(toFile: path, atomically: true, encoding: .utf8)
        let other: String
        switch way {
        case "same": other = path
        case "dot": other = folder + "/./people.csv"
        case "symbolic":
            other = folder + "/link.csv"
            try FileManager.default.createSymbolicLink(atPath: other, withDestinationPath: "people.csv")
        default:
            other = folder + "/other-name.csv"
            #expect(link(path, other) == 0)
        }
        let result = try App.run([path, other])
        #expect(result.termination == .exited(2))
        let expected = way == "same" ? "splitview: \(path) is given twice: open a file once\n"
            : "splitview: \(path) and \(other) are the same file: open it once\n"
        #expect(result.standardError == expected)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).allSatisfy { !$0.hasPrefix(".") })
    }
}

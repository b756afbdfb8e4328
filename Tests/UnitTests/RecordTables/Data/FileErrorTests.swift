import Foundation
import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

@Suite("Opening files")
struct FileErrorTests {
    @Test func missingFile() {
        let path = TestFiles.directory() + "/missing.csv"
        #expect {
            _ = try Table.open(path: path) { _ in }
        } throws: { error in
            (error as? LoadError)?.kind == .fileNotFound && "\(error)" == "\(path): no such file"
        }
    }

    @Test func directory() {
        let path = TestFiles.directory()
        #expect {
            _ = try Table.open(path: path) { _ in }
        } throws: { error in
            (error as? LoadError)?.kind == .isDirectory && "\(error)" == "\(path): is a directory"
        }
    }

    @Test func errnoMapping() {
        #expect(LoadError.system(EACCES, file: "f").description == "f: permission denied")
        #expect(LoadError.system(EACCES, file: "f").kind == .permissionDenied)
        #expect(LoadError.system(ENOENT, file: "f").kind == .fileNotFound)
        #expect(LoadError.system(EISDIR, file: "f").kind == .isDirectory)
        #expect(LoadError.system(EIO, file: "f").kind == .readFailed)
        #expect(LoadError(kind: .invalidJSON, file: "a.json", line: 3, message: "m").description == "a.json:3: m")
    }

    /// Root reads files regardless of mode bits, so this only runs for other users.
    @Test(.enabled(if: getuid() != 0, "root can read a chmod 000 file"))
    func unreadableFile() throws {
        let path = TestFiles.write("a\n1\n", name: "secret.csv")
        chmod(path, 0)
        #expect {
            _ = try Table.open(path: path) { _ in }
        } throws: { error in
            (error as? LoadError)?.kind == .permissionDenied && "\(error)" == "\(path): permission denied"
        }
    }

    @Test func pathInsideAFileIsNotFound() {
        let file = TestFiles.write("a\n", name: "plain.csv")
        #expect(throws: LoadError.self) { _ = try Table.open(path: file + "/x.csv") { _ in } }
    }
}

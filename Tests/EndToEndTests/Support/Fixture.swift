import Foundation
import Glibc

/// Files for the tests, created under `ScratchDirectory.root`; the caller removes them.
enum Fixture {
    /// A fresh empty directory.
    static func directory() throws -> String {
        let path = "\(ScratchDirectory.root)/e2e-fixture-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        return path
    }

    /// A file with `count` lines "line 001", "line 002", ...
    static func numberedLines(_ count: Int) throws -> String {
        let path = "\(ScratchDirectory.root)/e2e-lines-\(UUID().uuidString).txt"
        let text = (1...count).map { "line " + String(format: "%03d", $0) }.joined(separator: "\n") + "\n"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Calls `body` with the path of a file `name` (`rows.csv`) holding `text`, in a fresh
    /// directory removed afterwards.
    static func withFile(_ text: String, name: String = "rows.csv", _ body: (String) throws -> Void) throws {
        let folder = try directory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/" + name
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        try body(path)
    }

    /// Writes `text` into `path` opened with `flags` (`O_APPEND` as the shell's `>>` does,
    /// `O_TRUNC` over the same inode as `cp other file` does).
    static func write(_ text: String, to path: String, flags: Int32) {
        let fd = open(path, O_WRONLY | flags)
        guard fd >= 0 else { return }
        _ = text.utf8CString.withUnsafeBufferPointer { Glibc.write(fd, $0.baseAddress, $0.count - 1) }
        close(fd)
    }
}

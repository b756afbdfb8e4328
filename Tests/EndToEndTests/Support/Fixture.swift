import Foundation

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
}

import Foundation
import Testing

/// A configuration file that is not one: a device that never ends, a binary, a file past
/// the 1 MiB cap. Each is turned away whole, in bounded time and memory.
@Suite("Configuration file limits")
struct ConfigLimitsEndToEndTests {
    /// Runs splitview with `arguments` under a 300 MB address-space limit (reading without
    /// end then fails fast instead of taking the machine's memory), without a terminal.
    private func runLimited(_ arguments: [String]) throws -> SpawnResult {
        let command = (["ulimit -v 300000; exec", App.path] + arguments.map { "'\($0)'" }).joined(separator: " ")
        var environment = TmuxServer.clientEnvironment
        environment.merge(App.isolated([:])) { $1 }
        return try Spawn.run(["sh", "-c", command], environment: environment)
    }

    /// A file of exactly `bytes` bytes: comment lines, then `last`.
    private func writeConfig(bytes: Int, endingWith last: String, in directory: String) throws -> String {
        let line = "# a comment line of the configuration file\n"
        let body = String(repeating: line, count: (bytes - last.utf8.count) / line.utf8.count)
        let text = body + String(repeating: "#", count: bytes - last.utf8.count - body.utf8.count - 1) + "\n" + last
        #expect(text.utf8.count == bytes)
        let path = directory + "/config-\(bytes)"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("--config /dev/zero or a binary: one line, status 2", arguments: ["/dev/zero", "/bin/ls"])
    func notText(path: String) throws {
        let result = try runLimited(["--config", path])
        #expect(result.termination == .exited(2))
        #expect(result.standardError == "splitview: cannot use the configuration file \(path): it is not text "
                + "(it holds a NUL byte, or bytes that are not UTF-8)\n")
    }

    @Test("a configuration file of 1 MiB is read to its last line; one byte more is turned away")
    func sizeCap() throws {
        let directory = try Fixture.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let limit = 1 << 20
        let fits = try writeConfig(bytes: limit, endingWith: "tehme = dark\n", in: directory)
        let read = try runLimited(["--config", fits])
        let lines = read.standardError.split(separator: "\n")
        #expect(lines.first?.hasPrefix("splitview: \(fits):") == true && lines.first?.hasSuffix(": unknown setting 'tehme' (did you mean theme?)") == true,
                "the last line was read: \(read.standardError)")
        let tooLarge = try writeConfig(bytes: limit + 1, endingWith: "theme = dark\n", in: directory)
        let refused = try runLimited(["--config", tooLarge])
        #expect(refused.termination == .exited(2))
        #expect(refused.standardError == "splitview: cannot use the configuration file \(tooLarge): it is larger than 1 MiB\n")
    }

    @Test("a default configuration file that is not text is skipped with the reason; the app starts with the defaults")
    func defaultFileNotText() throws {
        let directory = try Fixture.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/splitview", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: directory + "/splitview/config", withDestinationPath: "/dev/zero")
        let session = try TmuxSession(command: ["sh", "-c", "ulimit -v 300000; exec \(App.path)"], width: 150, height: 30,
                                      environment: App.isolated(["XDG_CONFIG_HOME": directory]))
        defer { session.close() }
        try session.waitFor(describedAs: "the problem on the status bar") {
            $0.contains("1 / 118") && $0.contains("config: is not text")
        }
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
    }
}

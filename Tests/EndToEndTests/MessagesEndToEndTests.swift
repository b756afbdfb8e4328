import Foundation
import Glibc
import Testing

/// What the binary prints outside the screen: names and values from data, file names
/// and files reach stderr only in the visible notation, and output that cannot be
/// written is an error.
@Suite("What is printed")
struct MessagesEndToEndTests {
    /// An OSC 0 (retitles the window), a clear screen, and a C1 CSI in its UTF-8 form.
    static let hostile = "t\u{1b}]0;x\u{7}c\u{1b}[2Jd\u{9b}31me"

    /// A CSV whose header holds `hostile`, a raw C1 CSI byte (invalid UTF-8) and DEL.
    static func hostileCSV(in directory: String) throws -> String {
        let path = directory + "/columns.csv"
        let header = Array("ok,\(hostile),raw".utf8) + [0x9b] + Array("33m,del".utf8) + [0x7f] + [0x0a]
        #expect(FileManager.default.createFile(atPath: path, contents: Data(header + Array("1,2,3,4\n".utf8))))
        return path
    }

    /// Every byte a terminal would take as a control: C0 but newline, DEL, a C1 control
    /// in UTF-8, and invalid UTF-8 (a lone 0x9b is a C1 CSI to many terminals).
    static func controls(in bytes: [UInt8]) -> [String] {
        var found = bytes.enumerated().filter { ($0.element < 0x20 && $0.element != 0x0a) || $0.element == 0x7f }
            .map { "byte 0x\(String($0.element, radix: 16)) at \($0.offset)" }
        let text = String(decoding: bytes, as: UTF8.self)
        if Array(text.utf8) != bytes { found.append("invalid UTF-8") }
        found += text.unicodeScalars.filter { (0x80..<0xa0).contains($0.value) }.map { "C1 U+\(String($0.value, radix: 16))" }
        return found
    }

    /// Runs splitview with stdout on `output` (/dev/null when nil) and stdin on /dev/null;
    /// returns how it ended and the bytes of its stderr, as written.
    static func run(_ arguments: [String], output: Int32? = nil) throws -> (Termination, [UInt8]) {
        let path = "\(ScratchDirectory.root)/e2e-stderr-\(UUID().uuidString)"
        let errors = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard errors >= 0 else { throw SpawnError.systemCall("open \(path)", errno: errno) }
        unlink(path)
        defer { close(errors) }
        var environment = TmuxServer.clientEnvironment
        environment.merge(App.isolated([:])) { $1 }
        let pid = try Spawn.launch([App.path] + arguments, environment: environment, output: output, errors: errors)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        lseek(errors, 0, SEEK_SET)
        while case let count = read(errors, &chunk, chunk.count), count > 0 { bytes += chunk[0..<count] }
        return (Termination(waitStatus: status), bytes)
    }

    @Test("a wrong --title, --subtitle or --group lists the column names visibly", arguments: ["--title", "--subtitle", "--group"])
    func columnNames(flag: String) throws {
        let directory = try Fixture.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (termination, errors) = try Self.run([flag, "nope", try Self.hostileCSV(in: directory)])
        #expect(termination == .exited(2))
        #expect(Self.controls(in: errors).isEmpty, "\(Self.controls(in: errors))")
        let text = String(decoding: errors, as: UTF8.self)
        #expect(text.contains("no column named \"nope\" (columns: ok, t^[]0;x^Gc^[[2Jd\\x9b31me, raw\u{FFFD}33m, del^?)"), "\(text)")
    }

    @Test("file names, option values, settings and recovery notices are printed visibly")
    func namesAndValues() throws {
        let directory = try Fixture.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let config = directory + "/config"
        try "\(Self.hostile) = 1\ntheme = \(Self.hostile)\nbind \(Self.hostile) quit\n".write(toFile: config, atomically: true, encoding: .utf8)
        let named = directory + "/\(Self.hostile).csv"
        try "a\n1\n".write(toFile: named, atomically: true, encoding: .utf8)
        try "a\n2\n".write(toFile: directory + "/.\(Self.hostile).csv.splitview-recovery", atomically: true, encoding: .utf8)
        let runs = [
            [directory + "/missing \(Self.hostile).csv"], ["--format", Self.hostile], ["--theme", Self.hostile],
            ["--\(Self.hostile)"], ["--title", Self.hostile, named], ["--config", config, named],
        ]
        for arguments in runs {
            let (termination, errors) = try Self.run(arguments)
            #expect(termination != .exited(0), "\(arguments)")
            #expect(!errors.isEmpty, "\(arguments)")
            #expect(Self.controls(in: errors).isEmpty, "\(arguments): \(Self.controls(in: errors))")
            #expect(String(decoding: errors, as: UTF8.self).contains("t^[]0;x^Gc^[[2Jd\\x9b31me"), "\(arguments)")
        }
    }

    @Test("a binary file given as --config gets one short line, not its bytes")
    func binaryConfiguration() throws {
        let (termination, errors) = try Self.run(["--config", "/bin/ls"])
        #expect(termination == .exited(2))
        #expect(String(decoding: errors, as: UTF8.self) == "splitview: cannot use the configuration file /bin/ls: it is not text "
                + "(it holds a NUL byte, or bytes that are not UTF-8)\n")
    }

    @Test("--help, --version and --man-page that cannot be written exit 1 and say why", arguments: [
        ("--help", "the help"), ("--version", "the version"), ("--man-page", "the man page"),
    ])
    func fullDisk(flag: String, what: String) throws {
        let full = open("/dev/full", O_WRONLY | O_CLOEXEC)
        #expect(full >= 0)
        defer { close(full) }
        let (termination, errors) = try Self.run([flag], output: full)
        #expect(termination == .exited(1))
        #expect(String(decoding: errors, as: UTF8.self) == "splitview: cannot write \(what): No space left on device\n")
    }

    @Test("--help to a reader that went away (| head -1) exits 0 quietly")
    func closedPipe() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        close(ends[0])
        defer { close(ends[1]) }
        let (termination, errors) = try Self.run(["--man-page"], output: ends[1])
        #expect(termination == .exited(0))
        #expect(errors.isEmpty, "\(String(decoding: errors, as: UTF8.self))")
    }
}

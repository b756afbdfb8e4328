import Foundation
import Glibc
import Testing

/// Inputs with no end, or no line end: the screen comes first and reading goes on behind it,
/// bounded in memory, and `q` quits at any moment. Pseudo-files read as `less` reads them.
@Suite("Unbounded inputs and pseudo-files")
struct UnboundedInputEndToEndTests {
    /// A line of the process's /proc status, in kB (VmRSS, VmHWM).
    static func kilobytes(_ field: String, of pid: pid_t) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        let line = status.split(separator: "\n").first { $0.hasPrefix(field + ":") }
        return line.flatMap { Int($0.dropFirst(field.count + 1).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "") }
    }

    @Test("a 300 MB file of one line shows its screen at once, within bounded memory, and quits on q")
    func oneLongLine() throws {
        let folder = try Fixture.directory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/line.csv"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        let chunk = Data(repeating: UInt8(ascii: "a"), count: 1 << 20)
        for _ in 0..<300 { handle.write(chunk) }
        try handle.close()
        let session = try App.start([path], width: 100, height: 30)
        defer { session.close() }
        try session.expectScreen(containing: "line.csv", timeout: 5)
        try session.expectScreen(containing: "longer than 64 MiB (cut there)", timeout: 10)
        #expect((Self.kilobytes("VmHWM", of: session.pid) ?? .max) < 700 << 10)
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("/dev/zero as the file: the screen shows, memory stays bounded while it reads, q quits")
    func devZero() throws {
        let session = try App.start(["/dev/zero"], width: 100, height: 30)
        defer { session.close() }
        try session.expectScreen(containing: "zero", timeout: 5)
        try session.expectScreen(containing: "longer than 64 MiB (cut there)", timeout: 10)
        // Reading goes on (past the record, which never ends) without holding what it reads.
        let clock = ContinuousClock()
        let end = clock.now.advanced(by: .seconds(2))
        var largest = 0
        while clock.now < end {
            largest = max(largest, Self.kilobytes("VmRSS", of: session.pid) ?? .max)
            try session.waitFor(text: "zero")
        }
        #expect(largest < 400 << 10)
        try session.sendKeys("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("an endless stream (`yes | splitview -`) shows its rows as they come, rotates, and quits on q")
    func endlessStream() throws {
        let shell = try TmuxSession.shell(width: 100, height: 30)
        defer { shell.close() }
        let marker = try shell.startCommand("yes | \(App.path) -")
        try shell.expectScreen(containing: "stdin", timeout: 5)
        try shell.expectScreen(containing: "reading…", timeout: 5)
        // A resize reaches the app whichever of its threads the kernel hands the signal to
        // (the reader is busy on the pipe all the while), every time.
        for _ in 0..<4 {
            try shell.resize(width: 60, height: 30)
            try shell.expectScreen(containing: "[m] Master", timeout: 5)
            try shell.resize(width: 100, height: 30)
            try shell.waitUntilGone(text: "[m] Master", timeout: 5)
        }
        try shell.sendKeys("q")
        #expect(try shell.waitForCommand(marker: marker).status == 0)
    }

    @Test("zero-size procfs files and sysfs files are shown as less shows them")
    func pseudoFiles() throws {
        let status = try App.start(["/proc/self/status"], width: 100, height: 30)
        defer { status.close() }
        let screen = try status.expectScreen(containing: "status  ", timeout: 5)
        #expect(screen.contains("Name:") && !screen.contains(" 0 rows"))
        try status.sendKeys("q")
        #expect(try status.waitForExit() == 0)
        let uevent = try App.start(["/sys/class/net/lo/uevent"], width: 100, height: 30)
        defer { uevent.close() }
        try uevent.expectScreen(containing: "IFINDEX=1", timeout: 5)
        try uevent.sendKeys("q")
        #expect(try uevent.waitForExit() == 0)
    }
}

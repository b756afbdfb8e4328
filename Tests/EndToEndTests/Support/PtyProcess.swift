import Foundation
import Glibc

/// A program on a pseudo-terminal the test owns: unlike tmux, which interprets what the
/// program writes, this keeps every byte exactly as written, and lets the test close the
/// terminal under the program (the master side) as a dying ssh session would.
///
/// The program runs in its own session (setsid). With `controllingTerminal` the pty is
/// its controlling terminal (so closing it sends SIGHUP, as the kernel does); without,
/// closing it only makes reads fail, the end-of-input path.
final class PtyProcess {
    /// The program's pid.
    let pid: pid_t
    /// Everything the program wrote to the terminal so far.
    private(set) var output: [UInt8] = []
    /// The last CPU time read for the program while it ran (clock ticks; see `waitForExit`).
    private(set) var lastCPUTicks = 0
    private var master: Int32
    private var status: Termination?

    /// Starts `arguments` on a new `width`×`height` pty with a clean environment
    /// (`TERM=xterm-256color`, a UTF-8 locale and `App.isolated`'s folders unless
    /// `environment` says otherwise).
    init(_ arguments: [String], width: Int = 100, height: Int = 30, environment: [String: String] = [:],
         controllingTerminal: Bool = true) throws {
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0, let slavePath = Self.unlockedSlave(of: master) else {
            throw TmuxError.systemCall("open /dev/ptmx", errno: errno)
        }
        var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // After setsid (the spawn flag), opening the slave without O_NOCTTY makes it the
        // controlling terminal.
        let flags = O_RDWR | (controllingTerminal ? 0 : O_NOCTTY)
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, slavePath, flags, 0)
        posix_spawn_file_actions_adddup2(&actions, STDIN_FILENO, STDOUT_FILENO)
        posix_spawn_file_actions_adddup2(&actions, STDIN_FILENO, STDERR_FILENO)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        let setsid: Int32 = 0x80  // POSIX_SPAWN_SETSID (glibc), not imported into Swift
        Spawn.setCleanSignals(&attributes, extraFlags: setsid)

        var variables = TmuxServer.withLocaleDefaults(App.isolated(environment))
        variables["TERM"] = variables["TERM"] ?? "xterm-256color"
        for name in ["PATH", "HOME"] { variables[name] = ProcessInfo.processInfo.environment[name] }
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child = pid_t()
        let result = posix_spawn(&child, arguments[0], &actions, &attributes, argv, envp)
        guard result == 0 else { throw TmuxError.systemCall("posix_spawn \(arguments[0])", errno: result) }
        pid = child
    }

    deinit {
        if status == nil {
            kill(pid, SIGKILL)
            var raw: Int32 = 0
            waitpid(pid, &raw, 0)
        }
        if master >= 0 { Glibc.close(master) }
    }

    /// Types `bytes` at the program.
    func send(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count) }
            if written > 0 { offset += written } else { pump(for: 0.01) }
        }
    }

    /// Types `text` (UTF-8) at the program.
    func send(_ text: String) { send(Array(text.utf8)) }

    /// Reads output until `predicate` accepts everything read so far; false after `timeout` s.
    @discardableResult
    func waitForOutput(timeout: Double = 10, _ predicate: ([UInt8]) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !predicate(output) {
            if Date() >= deadline { return false }
            pump(for: 0.02)
        }
        return true
    }

    /// Waits until the output contains `text`.
    @discardableResult
    func waitForOutput(containing text: String, timeout: Double = 10) -> Bool {
        let needle = Array(text.utf8)
        return waitForOutput(timeout: timeout) { $0.firstRange(of: needle) != nil }
    }

    /// Reads whatever the program writes for `seconds`.
    func pump(for seconds: Double) {
        guard master >= 0 else {
            usleep(UInt32(seconds * 1_000_000))
            return
        }
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        _ = poll(&descriptor, 1, Int32(seconds * 1000))
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(master, &buffer, buffer.count)
            guard count > 0 else { break }
            output += buffer[0..<count]
        }
    }

    /// Closes the terminal under the program, as a lost connection does.
    func closeTerminal() {
        Glibc.close(master)
        master = -1
    }

    /// How the program ended, reading its output meanwhile; nil if still running after `timeout` s.
    func waitForExit(timeout: Double = 10) -> Termination? {
        let deadline = Date().addingTimeInterval(timeout)
        while status == nil {
            if let ticks = cpuTicks { lastCPUTicks = ticks }
            var raw: Int32 = 0
            if waitpid(pid, &raw, WNOHANG) == pid {
                status = Termination(waitStatus: raw)
                pump(for: 0)
                break
            }
            if Date() >= deadline { return nil }
            pump(for: 0.01)
        }
        return status
    }

    /// unlockpt and ptsname_r, looked up at run time: the Glibc module does not import
    /// them (they sit behind _XOPEN_SOURCE).
    private static func unlockedSlave(of master: Int32) -> String? {
        typealias Unlock = @convention(c) (Int32) -> Int32
        typealias Name = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32
        let library = dlopen(nil, RTLD_NOW)
        guard let unlockSymbol = dlsym(library, "unlockpt"), let nameSymbol = dlsym(library, "ptsname_r") else { return nil }
        guard unsafeBitCast(unlockSymbol, to: Unlock.self)(master) == 0 else { return nil }
        var name = [CChar](repeating: 0, count: 128)
        guard unsafeBitCast(nameSymbol, to: Name.self)(master, &name, name.count) == 0 else { return nil }
        return String(decoding: name.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// CPU time the program has used, in clock ticks (utime + stime from /proc), while it runs.
    var cpuTicks: Int? { App.cpuTicks(of: pid) }
}

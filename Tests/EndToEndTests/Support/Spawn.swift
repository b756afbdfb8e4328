import Foundation
import Glibc

/// How a child process ended.
enum Termination: Equatable, Sendable, CustomStringConvertible {
    /// The process called `exit` with this status.
    case exited(Int32)
    /// The process was killed by this signal.
    case signaled(Int32)

    /// Decodes a raw `waitpid` status (the `WIFEXITED`/`WTERMSIG` macros are not imported).
    init(waitStatus: Int32) {
        let signal = waitStatus & 0x7f
        self = signal == 0 ? .exited((waitStatus >> 8) & 0xff) : .signaled(signal)
    }

    var description: String {
        switch self {
        case .exited(let status): "exit status \(status)"
        case .signaled(let signal): "killed by signal \(signal)"
        }
    }
}

/// What a finished child process left behind.
struct SpawnResult: Sendable {
    /// How the child ended.
    var termination: Termination
    /// Everything the child wrote to standard output, decoded as UTF-8.
    var standardOutput: String
    /// Everything the child wrote to standard error, decoded as UTF-8.
    var standardError: String
}

/// Failures of `Spawn.run`.
enum SpawnError: Error, CustomStringConvertible {
    /// `posix_spawnp` itself failed (for example: program not found).
    case launchFailed(arguments: [String], errno: Int32)
    /// The child did not exit in time; it was killed with SIGKILL.
    case timedOut(arguments: [String], seconds: Double)
    /// A system call needed to run the child failed.
    case systemCall(String, errno: Int32)

    var description: String {
        switch self {
        case .launchFailed(let arguments, let code):
            "cannot start \(arguments): \(String(cString: strerror(code)))"
        case .timedOut(let arguments, let seconds):
            "\(arguments) did not finish within \(seconds) s and was killed"
        case .systemCall(let name, let code):
            "\(name) failed: \(String(cString: strerror(code)))"
        }
    }
}

/// Runs short-lived helper commands (tmux clients) safely from a test process.
///
/// Why not Foundation's `Process`:
/// * its children inherit the test runner's signal mask, which blocks nearly every
///   signal, and its ignored dispositions; here the child gets an empty mask and
///   default dispositions for every signal (`POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF`);
/// * output captured through a pipe is read until EOF, which never comes when a
///   daemon (the tmux server) inherits the write end. Here output goes to unlinked
///   temporary files, the child gets `/dev/null` as stdin, every descriptor above 2
///   is closed in the child, and we simply `waitpid` for it.
enum Spawn {
    /// Runs `arguments` (looked up in `PATH`) with exactly `environment`, waits at most
    /// `timeout` seconds and returns its output. Throws only when it could not run or
    /// wait for the child; a non-zero exit is reported in the result.
    static func run(_ arguments: [String], environment: [String: String], timeout: Double = 10) throws -> SpawnResult {
        let output = try CaptureFile()
        let errors = try CaptureFile()
        let pid = try launch(arguments, environment: environment, output: output.descriptor, errors: errors.descriptor)
        let status = try waitForChild(pid, arguments: arguments, timeout: timeout)
        return SpawnResult(
            termination: Termination(waitStatus: status),
            standardOutput: try output.contents(),
            standardError: try errors.contents()
        )
    }

    /// Starts `arguments` (looked up in `PATH`) with exactly `environment`, stdin on
    /// `/dev/null`, stdout and stderr on the given descriptors (`/dev/null` when nil), an
    /// empty signal mask and default dispositions; returns its pid without waiting.
    static func launch(_ arguments: [String], environment: [String: String],
                       output: Int32? = nil, errors: Int32? = nil) throws -> pid_t {
        guard let program = arguments.first else { throw SpawnError.launchFailed(arguments: arguments, errno: EINVAL) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        if let output {
            posix_spawn_file_actions_adddup2(&actions, output, STDOUT_FILENO)
        } else {
            posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        }
        if let errors {
            posix_spawn_file_actions_adddup2(&actions, errors, STDERR_FILENO)
        } else {
            posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        }
        addCloseAllAbove2(&actions)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        setCleanSignals(&attributes)

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }

        var pid = pid_t()
        let result = posix_spawnp(&pid, program, &actions, &attributes, argv, envp)
        guard result == 0 else { throw SpawnError.launchFailed(arguments: arguments, errno: result) }
        return pid
    }

    /// Signature of glibc's `posix_spawn_file_actions_addclosefrom_np` (glibc ≥ 2.34).
    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32

    /// `posix_spawn_file_actions_addclosefrom_np`, looked up at run time: the Glibc
    /// module does not import it (it sits behind `_GNU_SOURCE`).
    private static let closeFrom: CloseFrom? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np") else { return nil }
        return unsafeBitCast(symbol, to: CloseFrom.self)
    }()

    /// Starts the child with no signal blocked and every signal at its default action
    /// (a test runner's own mask would otherwise be inherited); `extraFlags` adds spawn
    /// flags such as POSIX_SPAWN_SETSID.
    static func setCleanSignals(_ attributes: inout posix_spawnattr_t, extraFlags: Int32 = 0) {
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        var everySignal = sigset_t()
        sigfillset(&everySignal)
        posix_spawnattr_setsigdefault(&attributes, &everySignal)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | extraFlags))
    }

    /// Makes the child close every descriptor above stderr, so no daemon it starts
    /// can inherit one of ours (another test's capture file, a pipe, a socket...).
    private static func addCloseAllAbove2(_ actions: inout posix_spawn_file_actions_t) {
        if let closeFrom, closeFrom(&actions, 3) == 0 { return }
        // Fallback for older glibc: close what is open right now (EBADF is ignored).
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for descriptor in open.compactMap({ Int32($0) }) where descriptor > 2 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
    }

    /// Reaps `pid`, polling with a short back-off; kills it after `timeout` seconds.
    private static func waitForChild(_ pid: pid_t, arguments: [String], timeout: Double) throws -> Int32 {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .seconds(timeout))
        var pause: UInt32 = 100
        var status: Int32 = 0
        while true {
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid { return status }
            if reaped < 0 {
                if errno == EINTR { continue }
                throw SpawnError.systemCall("waitpid", errno: errno)
            }
            if clock.now >= deadline {
                kill(pid, SIGKILL)
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                throw SpawnError.timedOut(arguments: arguments, seconds: timeout)
            }
            usleep(pause)
            pause = min(pause * 2, 5_000)
        }
    }
}

/// An unlinked temporary file used to capture a child's output.
/// Opened close-on-exec so that only the `dup2` in the child exposes it.
private final class CaptureFile {
    let descriptor: Int32

    init() throws {
        let path = "\(ScratchDirectory.root)/e2e-capture-\(getpid())-\(UUID().uuidString)"
        descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw SpawnError.systemCall("open \(path)", errno: errno) }
        unlink(path)
    }

    deinit { Glibc.close(descriptor) }

    /// Everything written to the file so far, decoded as UTF-8 (invalid bytes repaired).
    func contents() throws -> String {
        guard lseek(descriptor, 0, SEEK_SET) == 0 else { throw SpawnError.systemCall("lseek", errno: errno) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(descriptor, &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            if count < 0 { throw SpawnError.systemCall("read", errno: errno) }
            if count == 0 { break }
            bytes += chunk[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Where the harness puts its temporary files.
enum ScratchDirectory {
    /// `$TMPDIR` when it is short enough for a Unix socket path inside it, else `/tmp`.
    static let root: String = {
        if let tmp = ProcessInfo.processInfo.environment["TMPDIR"], !tmp.isEmpty, tmp.utf8.count < 60 {
            return tmp.hasSuffix("/") ? String(tmp.dropLast()) : tmp
        }
        return "/tmp"
    }()
}

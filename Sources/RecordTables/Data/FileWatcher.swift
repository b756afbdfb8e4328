import Dispatch
#if canImport(Glibc)
import Glibc
#endif

/// Watches a file by its name with inotify, so that a table notices while the app is idle
/// that its file was written to (appended, cut, rewritten, touched) or that another file
/// took its name (a rename into its folder, a new file created there): the file is watched,
/// and its folder for its name. A thread of its own blocks on the inotify descriptor and a
/// pipe, using no CPU until something happens, and calls `onEvent` once the events stop for
/// `settle` (at most `longest` after the first): a `cp` over the file (cut, then written)
/// is seen once, whole, and a file written without pause is still seen several times a
/// second. Releasing the watcher closes the pipe: the thread ends and closes both.
final class FileWatcher: Sendable {
    private static let fileEvents = UInt32(IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE | IN_MOVE_SELF | IN_DELETE_SELF)
    private static let folderEvents = UInt32(IN_MOVED_TO | IN_CREATE | IN_MOVED_FROM | IN_DELETE)
    private static let settle: Int32 = 20
    private static let longest: UInt64 = 200_000_000
    /// The pipe's end the watcher keeps: closing it stops the thread.
    private let stopper: Int32

    /// Starts watching `path`; nil when inotify is not to be had (then changes are noticed
    /// at the next key only).
    init?(path: String, onEvent: @escaping @Sendable () -> Void) {
        let inotify = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard inotify >= 0 else { return nil }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            close(inotify)
            return nil
        }
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let name = Array((slash.map { String(path[path.index(after: $0)...]) } ?? path).utf8)
        guard inotify_add_watch(inotify, path, Self.fileEvents) >= 0,
              inotify_add_watch(inotify, folder, Self.folderEvents) >= 0 else {
            close(inotify)
            close(ends[0])
            close(ends[1])
            return nil
        }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        stopper = ends[1]
        let stopped = ends[0]
        BackgroundThread.start(name: "splitview.watch") {
            Self.watch(inotify, stopped: stopped, path: path, name: name, onEvent: onEvent)
        }
    }

    deinit {
        close(stopper)
    }

    /// Waits for events until the pipe `stopped` is closed at its other end.
    private static func watch(_ inotify: Int32, stopped: Int32, path: String, name: [UInt8],
                              onEvent: @Sendable () -> Void) {
        defer {
            close(inotify)
            close(stopped)
        }
        var waiting = [pollfd(fd: inotify, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: stopped, events: Int16(POLLIN), revents: 0)]
        var buffer = [UInt8](repeating: 0, count: 16 << 10)
        var pending: UInt64?
        while true {
            let now = DispatchTime.now().uptimeNanoseconds
            if let first = pending, now - first >= longest {
                pending = nil
                onEvent()
            }
            let ready = poll(&waiting, 2, pending == nil ? -1 : settle)
            if ready < 0 && errno == EINTR { continue }
            guard ready >= 0, waiting[1].revents == 0 else { return }
            guard ready > 0 else {
                // Quiet for `settle`: the events so far are taken.
                pending = nil
                onEvent()
                continue
            }
            let (relevant, renamed) = drain(inotify, into: &buffer, name: name)
            // Another file under the name: watch it too (the old one's watch ends with it).
            if renamed { inotify_add_watch(inotify, path, fileEvents) }
            if relevant && pending == nil { pending = now }
        }
    }

    /// Reads the events waiting: whether any concerns the file (its own, or its folder's
    /// about its name), and whether a file came to have its name.
    private static func drain(_ inotify: Int32, into buffer: inout [UInt8], name: [UInt8]) -> (Bool, Bool) {
        var relevant = false, renamed = false
        while true {
            let got = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { return (relevant, renamed) }
            var at = 0
            let header = MemoryLayout<inotify_event>.size
            while at + header <= got {
                let (mask, length) = buffer.withUnsafeBytes { bytes in
                    (bytes.loadUnaligned(fromByteOffset: at + 4, as: UInt32.self),
                     Int(bytes.loadUnaligned(fromByteOffset: at + 12, as: UInt32.self)))
                }
                let start = at + header
                at = start + length
                guard mask & folderEvents != 0 else {
                    relevant = true
                    continue
                }
                let named = buffer[start..<min(at, got)].prefix { $0 != 0 }
                guard named.elementsEqual(name) else { continue }
                relevant = true
                if mask & UInt32(IN_MOVED_TO | IN_CREATE) != 0 { renamed = true }
            }
        }
    }
}

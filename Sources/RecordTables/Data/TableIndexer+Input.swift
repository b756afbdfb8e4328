#if canImport(Glibc)
import Glibc
#endif

/// How indexing reads a stream, and what it says when reading fails.
extension TableIndexer {
    /// Why indexing a file stopped when a read found it changed.
    var changedError: LoadError {
        LoadError(kind: .changedOnDisk, file: path, message: "the file changed on disk while it was read")
    }

    /// Waits for input (in 50 ms slices, to notice cancellation) and reads one chunk. Returns
    /// false if the deadline passed or the table was cancelled first.
    func receive(from fd: Int32, deadline: UInt64?) throws(LoadError) -> Bool {
        var request = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        if !source.isReadable(fd) {
            flushNotification()
            while true {
                if shouldStop { return false }
                var timeout: Int32 = 50
                if let deadline {
                    let now = Self.now()
                    if now >= deadline { return false }
                    timeout = Int32(min(50, (deadline - now) / 1_000_000 + 1))
                }
                let ready = poll(&request, 1, timeout)
                if ready > 0 || (ready < 0 && errno != EINTR) { break }
            }
        }
        _ = try source.fill(from: fd, maxBytes: ReadWindow.readSize, path: path)
        return true
    }

    /// The line and column of `offset` in lines ended by `lineEnd`, counted by reading the
    /// input up to it again.
    func textPosition(of offset: Int, lineEnd: UInt8) -> TextPosition {
        var at = TextPosition(line: 1, column: 1)
        let reader = ReadWindow(source: source)
        var done = 0
        while done < offset, let chunk = reader.bytes(done..<min(offset, done + ReadWindow.readSize), limit: .max),
              chunk.count > 0 {
            at.advance(over: chunk, atStart: done == 0, lineEnd: lineEnd)
            done += chunk.count
        }
        return at
    }
}

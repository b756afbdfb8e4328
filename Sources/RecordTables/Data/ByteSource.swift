#if canImport(Glibc)
import Glibc
#endif

/// The bytes behind a table:
/// - a regular file: read with `pread` through a descriptor kept open, never mapped, so a
///   file cut short under the app cannot fault a read. Only the size it had at open is read,
///   and each read is checked afterwards against the file's identity, size and modification
///   time at open: a read that comes up short, or after which they differ, is not used, and
///   the source is marked changed (see `hasChanged`). A file that only grew (the same file,
///   longer, its last 4 KiB as they were) is no such change: the source takes its new size
///   and stamp and reports `.grew`, and what was read stays good;
/// - a stream (stdin, a pipe, a pseudo-file, a gzip file): a large address-space reservation
///   (`PROT_NONE`, not committed) made writable in steps as `read(2)` fills it (or zlib, for
///   gzip data, found by its magic), so growing never copies.
///
/// Offsets below `snapshot.count` may be asked for from any thread. Only the indexer thread
/// calls `fill(from:maxBytes:)` and `discard(_:)`; the lock publishes the length to readers.
final class ByteSource: @unchecked Sendable {
    /// Whether the bytes are read from a file or were read from a stream into memory.
    enum Kind { case file, stream }

    /// What a check found the file to have done since it was last read.
    enum Change: Sendable { case grew, changed }

    /// A title-sized record is read with its neighbours into a block this large, starting at
    /// a multiple of half of it, so the rows of a page share one read.
    static let blockSize = 16 << 10
    private static let commitStep = 64 << 20
    private static let keptBlocks = 4
    /// How much of a file's end is kept to tell an append from a rewrite.
    static let tailSize = 4 << 10

    let kind: Kind
    private let fd: Int32
    private let onChange: @Sendable (Change) -> Void
    /// Held through a whole check of the file, so that two threads never both take a growth.
    private let checking = Lock()
    private var currentStamp: FileStamp?
    /// The file's last bytes (up to `tailSize`) as read, ending at `length`.
    private var tail: [UInt8] = []
    /// A stream's memory (nil for a file).
    private let storage: ByteBlock?
    private let lock = Lock()
    private var length: Int
    private var committed = 0
    private var ended: Bool
    private var changed = false
    private var blocks: [(start: Int, count: Int, block: ByteBlock)] = []
    /// A stream's gzip decoder, once its first bytes showed gzip's magic; `sniffed` once
    /// they were looked at. Only the indexer thread uses them.
    private var inflater: GzipInflater?
    private var sniffed = false
    private var nextBlock = 0

    private init(kind: Kind, fd: Int32, info: stat?, storage: ByteBlock?, length: Int, ended: Bool,
                 onChange: @escaping @Sendable (Change) -> Void) {
        self.kind = kind
        self.fd = fd
        currentStamp = info.map(FileStamp.init)
        self.storage = storage
        self.length = length
        self.ended = ended
        self.onChange = onChange
    }

    deinit {
        if fd >= 0 { close(fd) }
    }

    /// Reads the regular file open on `fd` (which it keeps, and closes when released) as it
    /// is described by `info`; `onChange` is called from whichever thread notices: `.grew`
    /// each time the file is found longer, `.changed` once when it turns out to have changed.
    static func file(fd: Int32, info: stat, onChange: @escaping @Sendable (Change) -> Void) -> ByteSource {
        let source = ByteSource(kind: .file, fd: fd, info: info, storage: nil, length: Int(info.st_size), ended: true,
                                onChange: onChange)
        source.tail = source.readTail(endingAt: Int(info.st_size)) ?? []
        return source
    }

    /// Reserves address space for a stream: 1 TiB if the system allows, else less.
    static func reservation(path: String) throws(LoadError) -> ByteSource {
        for shift in [40, 36, 32] {
            let size = 1 << shift
            if let p = mmap(nil, size, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0),
               p != UnsafeMutableRawPointer(bitPattern: -1) {
                return ByteSource(kind: .stream, fd: -1, info: nil, storage: ByteBlock(mapped: p, length: size),
                                  length: 0, ended: false, onChange: { _ in })
            }
        }
        throw LoadError(kind: .readFailed, file: path, message: "cannot reserve memory for the input")
    }

    /// Bytes available so far, and whether no more will come.
    package var snapshot: (count: Int, atEOF: Bool) {
        lock.withLock { (length, ended) }
    }

    /// A stream's bytes, which never move (nil for a file, whose bytes are read on demand).
    var streamBytes: UnsafePointer<UInt8>? { storage?.bytes }

    /// Whether the file was found changed since it was opened (never for a stream).
    var hasChanged: Bool { lock.withLock { changed } }

    /// The file's stamp as last read (nil for a stream): what every read is checked against
    /// (a file's change time is not, as a rename over its name or a `chmod` changes it too),
    /// and what a save compares the file at its path with. It moves on when the file grows.
    var stamp: FileStamp? { lock.withLock { currentStamp } }

    /// Checks the file now (an `fstat`); true while it is as it was read. A file that only
    /// grew is taken at its new size (and reported `.grew`): true too.
    @discardableResult
    func isUnchanged() -> Bool {
        guard kind == .file else { return true }
        return checking.withLock(check)
    }

    /// `isUnchanged()`, holding `checking`.
    private func check() -> Bool {
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            noteChange()
            return false
        }
        let now = FileStamp(info)
        let (stamp, length, tail, changed) = lock.withLock { (currentStamp, self.length, self.tail, self.changed) }
        if changed { return false }
        if now == stamp { return true }
        let size = Int(now.size)
        guard let stamp, now.isSameFile(as: stamp), size > length, tail.count == min(length, Self.tailSize),
              readTail(endingAt: length) == tail, let grown = readTail(endingAt: size) else {
            noteChange()
            return false
        }
        lock.withLock {
            self.length = size
            self.tail = grown
            currentStamp = now
        }
        onChange(.grew)
        return true
    }

    /// The file's bytes before `end` (up to `tailSize` of them), read now; nil when they
    /// cannot all be read.
    private func readTail(endingAt end: Int) -> [UInt8]? {
        let count = min(end, Self.tailSize)
        var bytes = [UInt8](repeating: 0, count: count)
        let done = bytes.withUnsafeMutableBytes { buffer -> Int in
            var done = 0
            while done < count, let base = buffer.baseAddress {
                let got = pread(fd, base + done, count - done, off_t(end - count + done))
                if got < 0 && errno == EINTR { continue }
                guard got > 0 else { break }
                done += got
            }
            return done
        }
        return done == count ? bytes : nil
    }

    /// Marks the source changed, as a check would have found it (for a growth the format
    /// cannot take as more records).
    func markChanged() { noteChange() }

    private func noteChange() {
        let first = lock.withLock { () -> Bool in
            defer { changed = true }
            return !changed
        }
        if first { onChange(.changed) }
    }

    /// Reads the file's bytes `offset ..< offset + count` into `buffer`. False when they
    /// could not all be read, or the file is not as it was opened any more (the bytes are
    /// then not to be used). A stream's bytes are copied from memory.
    func read(into buffer: UnsafeMutableRawPointer, at offset: Int, count: Int) -> Bool {
        if let storage {
            guard let base = storage.base, offset >= 0, offset + count <= snapshot.count else { return false }
            buffer.copyMemory(from: base + offset, byteCount: count)
            return true
        }
        guard offset >= 0, offset + count <= snapshot.count, !hasChanged else { return false }
        var done = 0
        while done < count {
            let got = pread(fd, buffer + done, count - done, off_t(offset + done))
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else {
                noteChange()
                return false
            }
            done += got
        }
        return isUnchanged()
    }

    /// Calls `body` with the bytes of `range` (no more than `limit` of them, from its start):
    /// a stream's in place, a file's read into memory for the call. Nil when they cannot be
    /// read as they were.
    func withBytes<R>(_ range: Range<Int>, limit: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
        let count = min(range.count, limit)
        if let base = storage?.bytes {
            guard range.lowerBound >= 0, range.lowerBound + count <= snapshot.count else { return nil }
            return body(UnsafeBufferPointer(start: base + range.lowerBound, count: count))
        }
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: max(1, count), alignment: 8)
        defer { buffer.deallocate() }
        guard read(into: buffer, at: range.lowerBound, count: count) else { return nil }
        return body(UnsafeBufferPointer(start: buffer.assumingMemoryBound(to: UInt8.self), count: count))
    }

    /// A block holding `range` (at most `blockSize / 2` long) and where in it `range` starts,
    /// to lend text from: a stream's memory, or a block read from the file around it (the
    /// last few are kept, so the rows of a page share one read). Nil when it cannot be read.
    func block(covering range: Range<Int>) -> (block: ByteBlock, offset: Int)? {
        if let storage {
            return range.upperBound <= snapshot.count ? (storage, range.lowerBound) : nil
        }
        let kept = lock.withLock { () -> (block: ByteBlock, offset: Int)? in
            for entry in blocks where entry.start <= range.lowerBound && range.upperBound <= entry.start + entry.count {
                return (entry.block, range.lowerBound - entry.start)
            }
            return nil
        }
        if let kept { return kept }
        let start = range.lowerBound & ~(Self.blockSize / 2 - 1)
        let count = min(snapshot.count, max(start + Self.blockSize, range.upperBound)) - start
        let block = ByteBlock(allocating: count)
        guard count > 0, let base = block.base, read(into: base, at: start, count: count) else { return nil }
        lock.withLock {
            if blocks.count < Self.keptBlocks {
                blocks.append((start, count, block))
            } else {
                blocks[nextBlock] = (start, count, block)
                nextBlock = (nextBlock + 1) % Self.keptBlocks
            }
        }
        return (block, range.lowerBound - start)
    }

    /// Reads once from `fd` (up to `maxBytes`) onto the end of a stream: as it comes, or
    /// inflated when its first bytes are gzip's magic. Returns the number of bytes added;
    /// 0 means end of input (which is then recorded).
    func fill(from fd: Int32, maxBytes: Int, path: String) throws(LoadError) -> Int {
        guard let storage, let base = storage.base else { return 0 }
        let used = lock.withLock { length }
        if used + maxBytes > committed {
            let step = max(Self.commitStep, maxBytes)
            guard committed + step <= storage.capacity else {
                throw LoadError(kind: .readFailed, file: path, message: "input too large to hold in memory")
            }
            guard mprotect(base + committed, step, PROT_READ | PROT_WRITE) == 0 else {
                throw LoadError.system(errno, file: path)
            }
            committed += step
        }
        let output = base.assumingMemoryBound(to: UInt8.self)
        var got: Int
        if let inflater {
            got = try inflater.inflate(from: fd, into: output + used, capacity: maxBytes, path: path)
        } else {
            got = try Self.read(fd, into: output + used, maxBytes, path: path)
            if !sniffed && used + got >= 2 {
                sniffed = true
                if GzipInflater.isGzip(output[0], output[1]) {
                    let gzip = try GzipInflater(seed: UnsafeRawBufferPointer(start: base, count: used + got), path: path)
                    inflater = gzip
                    lock.withLock { length = 0 }
                    got = try gzip.inflate(from: fd, into: output, capacity: maxBytes, path: path)
                }
            }
        }
        lock.withLock {
            length += got
            if got == 0 { ended = true }
        }
        return got
    }

    /// Whether a stream has bytes to give without reading `fd` again (compressed bytes in
    /// hand), or `fd` has input (or its end) waiting.
    func isReadable(_ fd: Int32) -> Bool {
        if inflater?.hasPendingInput == true { return true }
        var request = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&request, 1, 0) != 0
    }

    private static func read(_ fd: Int32, into buffer: UnsafeMutablePointer<UInt8>, _ count: Int,
                             path: String) throws(LoadError) -> Int {
        while true {
            let got = Glibc.read(fd, buffer, count)
            if got < 0 && errno == EINTR { continue }
            guard got >= 0 else { throw LoadError.system(errno, file: path) }
            return got
        }
    }

    /// Drops a stream's bytes in `range`, moving those after it down: the part of a record
    /// past the record limit, which nothing refers to yet.
    func discard(_ range: Range<Int>) {
        guard let base = storage?.base, !range.isEmpty else { return }
        lock.withLock {
            let upper = min(range.upperBound, length)
            (base + range.lowerBound).copyMemory(from: base + upper, byteCount: length - upper)
            length -= upper - range.lowerBound
        }
    }
}

#if canImport(Glibc)
import Glibc
#endif

/// The bytes behind a table, at an address that never moves:
/// - a regular file: a read-only private mapping (`mmap`, `MAP_PRIVATE`, `PROT_READ`);
/// - a stream (stdin, a pipe): a large address-space reservation (`PROT_NONE`, not committed)
///   that is made writable in steps as `read(2)` fills it, so growing never copies or moves.
///
/// Offsets below `snapshot.count` are readable from any thread. Only the indexer thread calls
/// `fill(from:)`; the lock publishes the length (and with it the bytes) to readers.
final class ByteSource: @unchecked Sendable {
    /// Whether the bytes come from a mapped file or a stream read into memory.
    enum Kind { case file, stream }

    let kind: Kind
    /// Start of the bytes; nil for an empty file.
    let base: UnsafeMutableRawPointer?
    private let mappedLength: Int
    private let lock = Lock()
    private var length: Int
    private var committed = 0
    private var ended: Bool

    static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
    private static let commitStep = 64 << 20

    private init(kind: Kind, base: UnsafeMutableRawPointer?, mappedLength: Int, length: Int, ended: Bool) {
        self.kind = kind
        self.base = base
        self.mappedLength = mappedLength
        self.length = length
        self.ended = ended
    }

    deinit {
        if let base { munmap(base, mappedLength) }
    }

    /// Maps `size` bytes of the open regular file `fd`; the caller closes `fd` afterwards.
    static func mapping(fd: Int32, size: Int, path: String) throws(LoadError) -> ByteSource {
        if size == 0 { return ByteSource(kind: .file, base: nil, mappedLength: 0, length: 0, ended: true) }
        guard let p = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), p != UnsafeMutableRawPointer(bitPattern: -1) else {
            throw LoadError.system(errno, file: path)
        }
        return ByteSource(kind: .file, base: p, mappedLength: size, length: size, ended: true)
    }

    /// Reserves address space for a stream: 1 TiB if the system allows, else less.
    static func reservation(path: String) throws(LoadError) -> ByteSource {
        for shift in [40, 36, 32] {
            let size = 1 << shift
            if let p = mmap(nil, size, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0),
               p != UnsafeMutableRawPointer(bitPattern: -1) {
                return ByteSource(kind: .stream, base: p, mappedLength: size, length: 0, ended: false)
            }
        }
        throw LoadError(kind: .readFailed, file: path, message: "cannot reserve memory for the input")
    }

    /// Bytes available so far, and whether no more will come.
    var snapshot: (count: Int, atEOF: Bool) {
        lock.withLock { (length, ended) }
    }

    /// Typed start of the bytes.
    var bytes: UnsafePointer<UInt8>? {
        base.map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) }
    }

    /// Reads once from `fd` (up to `maxBytes`) onto the end of a stream. Returns the number of
    /// bytes read; 0 means end of input (which is then recorded).
    func fill(from fd: Int32, maxBytes: Int, path: String) throws(LoadError) -> Int {
        guard let base, kind == .stream else { return 0 }
        let used = lock.withLock { length }
        if used + maxBytes > committed {
            let step = max(Self.commitStep, maxBytes)
            guard committed + step <= mappedLength else {
                throw LoadError(kind: .readFailed, file: path, message: "input too large to hold in memory")
            }
            guard mprotect(base + committed, step, PROT_READ | PROT_WRITE) == 0 else {
                throw LoadError.system(errno, file: path)
            }
            committed += step
        }
        while true {
            let got = read(fd, base + used, maxBytes)
            if got < 0 && errno == EINTR { continue }
            guard got >= 0 else { throw LoadError.system(errno, file: path) }
            lock.withLock {
                length += got
                if got == 0 { ended = true }
            }
            return got
        }
    }

    /// Gives kernel access-pattern advice for a mapped file (no-op for streams).
    func advise(_ advice: Int32) {
        guard kind == .file, let base else { return }
        madvise(base, mappedLength, advice)
    }

    /// Drops this process's mappings of the file pages wholly inside `from ..< to`
    /// (`MADV_DONTNEED`), so pages already scanned stop counting towards RSS. They stay in the
    /// page cache and fault back in if read again. Returns the page-aligned offset dropped to.
    func release(from: Int, to: Int) -> Int {
        guard kind == .file, let base else { return from }
        let start = from & ~(Self.pageSize - 1)
        let end = min(to, mappedLength) & ~(Self.pageSize - 1)
        guard end > start else { return from }
        madvise(base + start, end - start, MADV_DONTNEED)
        return end
    }
}

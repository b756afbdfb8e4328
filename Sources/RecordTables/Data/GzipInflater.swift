import CZlib
#if canImport(Glibc)
import Glibc
#endif

/// Inflates gzip data read from a descriptor (a `.gz` file, or a pipe whose first bytes
/// are gzip's magic) with zlib, straight into a stream's memory. Members one after another
/// (what `cat a.gz b.gz` gives) are read as one text; bytes after the last member that do
/// not start another are ignored, as `gzip -d` does.
///
/// Confined to the indexer's thread, as `ByteSource.fill` is.
final class GzipInflater {
    /// Compressed bytes read at a time.
    private static let chunk = 1 << 16

    /// zlib's state, which must not move once initialised (zlib checks its own address).
    private let stream: UnsafeMutablePointer<z_stream>
    private let input: UnsafeMutablePointer<UInt8>
    private let inputCapacity: Int
    private var inputEnded = false
    private var memberEnded = false

    /// Starts inflating; `seed` is what was already read of the input (its first bytes).
    init(seed: UnsafeRawBufferPointer, path: String) throws(LoadError) {
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        inputCapacity = max(Self.chunk, seed.count)
        input = .allocate(capacity: inputCapacity)
        guard sv_inflate_init_gzip(stream) == Z_OK else {
            stream.deallocate()
            input.deallocate()
            throw LoadError(kind: .readFailed, file: path, message: "cannot start reading gzip data (out of memory)")
        }
        if let from = seed.baseAddress { UnsafeMutableRawPointer(input).copyMemory(from: from, byteCount: seed.count) }
        stream.pointee.next_in = input
        stream.pointee.avail_in = UInt32(seed.count)
    }

    deinit {
        inflateEnd(stream)
        stream.deallocate()
        input.deallocate()
    }

    /// Whether two first bytes are gzip's magic number.
    static func isGzip(_ first: UInt8, _ second: UInt8) -> Bool {
        first == 0x1F && second == 0x8B
    }

    /// Whether the regular file open at `fd` starts with gzip's magic (read with `pread`, so
    /// the file's offset stays where it was).
    static func startsWithMagic(_ fd: Int32) -> Bool {
        var magic: (UInt8, UInt8) = (0, 0)
        guard withUnsafeMutableBytes(of: &magic, { pread(fd, $0.baseAddress, 2, 0) }) == 2 else { return false }
        return isGzip(magic.0, magic.1)
    }

    /// Whether compressed bytes are in hand, so that inflating needs no read (a descriptor
    /// polled idle may still have text to give).
    var hasPendingInput: Bool { stream.pointee.avail_in > 0 }

    /// Inflates into `output` (up to `capacity` bytes), reading from `fd` as needed. Returns
    /// the bytes produced, at least one unless the data has ended (0).
    func inflate(from fd: Int32, into output: UnsafeMutablePointer<UInt8>, capacity: Int,
                 path: String) throws(LoadError) -> Int {
        stream.pointee.next_out = output
        stream.pointee.avail_out = UInt32(capacity)
        while stream.pointee.avail_out == UInt32(capacity) {
            if memberEnded {
                guard try startNextMember(from: fd, path: path) else { return 0 }
            }
            if stream.pointee.avail_in == 0 {
                if inputEnded { throw LoadError(kind: .readFailed, file: path, message: "the gzip data is cut short") }
                try read(from: fd, path: path)
                continue
            }
            let result = CZlib.inflate(stream, Z_NO_FLUSH)
            switch result {
            case Z_OK:
                continue
            case Z_BUF_ERROR where stream.pointee.avail_in == 0:
                continue
            case Z_STREAM_END:
                memberEnded = true
            case Z_MEM_ERROR:
                throw LoadError(kind: .readFailed, file: path, message: "out of memory reading gzip data")
            default:
                let reason = stream.pointee.msg.map { String(cString: $0) } ?? "not gzip data"
                throw LoadError(kind: .readFailed, file: path, message: "the gzip data is corrupt (\(reason))")
            }
        }
        return capacity - Int(stream.pointee.avail_out)
    }

    /// After a member's end: whether another member follows (zlib is then reset for it).
    private func startNextMember(from fd: Int32, path: String) throws(LoadError) -> Bool {
        while stream.pointee.avail_in < 2 && !inputEnded {
            try read(from: fd, path: path)
        }
        guard stream.pointee.avail_in >= 2,
              let next = stream.pointee.next_in, Self.isGzip(next[0], next[1]) else { return false }
        inflateReset(stream)
        memberEnded = false
        return true
    }

    /// Reads more compressed bytes after those still in hand.
    private func read(from fd: Int32, path: String) throws(LoadError) {
        let kept = Int(stream.pointee.avail_in)
        if kept > 0, let next = stream.pointee.next_in, next != input {
            memmove(input, next, kept)
        }
        while true {
            let got = Glibc.read(fd, input + kept, inputCapacity - kept)
            if got < 0 && errno == EINTR { continue }
            guard got >= 0 else { throw LoadError.system(errno, file: path) }
            if got == 0 { inputEnded = true }
            stream.pointee.next_in = input
            stream.pointee.avail_in = UInt32(kept + got)
            return
        }
    }
}

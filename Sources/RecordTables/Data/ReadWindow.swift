/// A table's bytes read a window at a time, for code that goes through records in order
/// (indexing, filtering, saving): one read serves every record inside the window. A stream's
/// window is its memory, without a copy.
///
/// Confined to one thread. Its bytes stay valid until the next call that reads.
final class ReadWindow {
    /// Bytes read at least at a time.
    static let readSize = 1 << 20

    let source: ByteSource
    private var buffer: UnsafeMutableRawPointer?
    private var capacity = 0
    /// The offset of the window's first byte.
    private(set) var start = 0
    /// Bytes in the window.
    private(set) var count = 0

    init(source: ByteSource) {
        self.source = source
    }

    deinit { buffer?.deallocate() }

    /// The window's bytes (offset `start` is at index 0).
    var bytes: UnsafePointer<UInt8>? {
        if let stream = source.streamBytes { return stream + start }
        return buffer.map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) }
    }

    /// Makes the window begin at `offset` and hold at least `wanted` bytes, or all up to
    /// the end of what there is (keeping bytes already read). False when the file changed.
    func load(from offset: Int, atLeast wanted: Int) -> Bool {
        let total = source.snapshot.count
        if source.streamBytes != nil {
            start = min(offset, total)
            count = total - start
            return true
        }
        let end = min(total, offset + max(wanted, Self.readSize))
        guard end > offset else {
            start = offset
            count = 0
            return true
        }
        var kept = 0
        if let buffer, offset >= start, offset < start + count {
            kept = start + count - offset
            buffer.copyMemory(from: buffer + (offset - start), byteCount: kept)
        }
        reserve(end - offset)
        start = offset
        count = kept
        guard let buffer, kept >= end - offset || source.read(into: buffer + kept, at: offset + kept, count: end - offset - kept)
        else {
            count = 0
            return false
        }
        count = end - offset
        return true
    }

    /// The bytes of `range` (no more than `limit` of them, from its start), read into the
    /// window unless they are in it already; nil when they cannot be read as they were.
    func bytes(_ range: Range<Int>, limit: Int) -> UnsafeBufferPointer<UInt8>? {
        let upper = range.lowerBound + min(range.count, limit)
        if range.lowerBound < start || upper > start + count {
            guard load(from: range.lowerBound, atLeast: upper - range.lowerBound), upper <= start + count else { return nil }
        }
        guard let p = bytes else { return upper == range.lowerBound ? UnsafeBufferPointer(start: nil, count: 0) : nil }
        return UnsafeBufferPointer(start: p + (range.lowerBound - start), count: upper - range.lowerBound)
    }

    private func reserve(_ wanted: Int) {
        guard wanted > capacity else { return }
        let size = max(wanted, Self.readSize)
        let grown = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 8)
        if let buffer {
            grown.copyMemory(from: buffer, byteCount: capacity)
            buffer.deallocate()
        }
        buffer = grown
        capacity = size
    }
}

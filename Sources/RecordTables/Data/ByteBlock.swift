#if canImport(Glibc)
import Glibc
#endif

/// Bytes that stay as they are for as long as the block is kept, so text can be lent from
/// them: a copy read from a file, or a stream's memory (which only ever grows, so bytes
/// already read never move or change).
final class ByteBlock: @unchecked Sendable {
    /// Start of the bytes; nil for an empty block.
    let base: UnsafeMutableRawPointer?
    /// Bytes allocated (or reserved, for a stream).
    let capacity: Int
    private let isMapping: Bool

    /// A block of `capacity` bytes of allocated memory, filled by the caller before it is shared.
    init(allocating capacity: Int) {
        self.capacity = capacity
        base = capacity > 0 ? .allocate(byteCount: capacity, alignment: 8) : nil
        isMapping = false
    }

    /// Takes over `length` bytes mapped at `base` (unmapped when the block goes).
    init(mapped base: UnsafeMutableRawPointer, length: Int) {
        self.base = base
        capacity = length
        isMapping = true
    }

    deinit {
        guard let base else { return }
        if isMapping { munmap(base, capacity) } else { base.deallocate() }
    }

    /// Typed start of the bytes.
    var bytes: UnsafePointer<UInt8>? {
        base.map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) }
    }
}

/// The bytes of a frame while `ScreenWriter` writes it, in storage kept from frame to
/// frame: appending is a capacity check and a copy, and a run of text or a cursor
/// movement is written in place. (Array's `append(contentsOf:)` checks uniqueness and
/// capacity and calls `memcpy` for each piece, and a frame appends many small pieces.)
///
/// A value, as the writer is: a copy gets storage of its own before it appends.
struct FrameBytes {
    private final class Storage {
        let base: UnsafeMutablePointer<UInt8>
        let capacity: Int

        init(capacity: Int) {
            base = .allocate(capacity: capacity)
            self.capacity = capacity
        }

        deinit { base.deallocate() }
    }

    private var storage: Storage
    /// Bytes appended since `removeAll`.
    private(set) var count = 0

    /// Empty, with room for `capacity` bytes before it grows.
    init(capacity: Int = 4_096) {
        storage = Storage(capacity: max(16, capacity))
    }

    /// Forgets the bytes, keeping the storage (its own, if a copy shared it).
    mutating func removeAll() {
        count = 0
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(capacity: storage.capacity) }
    }

    /// Appends one byte.
    mutating func append(_ byte: UInt8) {
        append(reserving: 1) { buffer in
            buffer[0] = byte
            return 1
        }
    }

    /// Appends `bytes`.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        append(reserving: bytes.count) { buffer in
            buffer.baseAddress!.update(from: source, count: bytes.count)
            return bytes.count
        }
    }

    /// Appends `bytes`.
    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Lets `write` put up to `maximum` bytes at the end, in place; it returns how many it wrote.
    mutating func append(reserving maximum: Int, _ write: (UnsafeMutableBufferPointer<UInt8>) -> Int) {
        if count + maximum > storage.capacity { grow(toHold: count + maximum) }
        count += write(UnsafeMutableBufferPointer(start: storage.base + count, count: maximum))
    }

    /// Calls `body` with the bytes appended.
    func withUnsafeBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: storage.base, count: count))
    }

    private mutating func grow(toHold needed: Int) {
        var capacity = storage.capacity
        while capacity < needed { capacity *= 2 }
        let larger = Storage(capacity: capacity)
        larger.base.update(from: storage.base, count: count)
        storage = larger
    }
}

extension Array where Element == UInt8 {
    /// Appends what `frame` holds.
    mutating func append(_ frame: FrameBytes) {
        frame.withUnsafeBytes { append(contentsOf: $0) }
    }
}

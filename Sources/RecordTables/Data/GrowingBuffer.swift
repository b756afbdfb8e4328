/// Elements in memory of its own that doubles as it fills (for `SortColumnValues`, whose
/// comparisons read it through a plain pointer); confined to its owner.
struct GrowingBuffer<Element: BitwiseCopyable>: ~Copyable {
    private var storage = UnsafeMutablePointer<Element>.allocate(capacity: 16)
    private var capacity = 16
    /// Elements held.
    private(set) var count = 0

    deinit { storage.deallocate() }

    /// The first element; valid until the next append.
    var base: UnsafePointer<Element> { UnsafePointer(storage) }

    mutating func append(_ element: Element) {
        reserve(count + 1)
        (storage + count).initialize(to: element)
        count += 1
    }

    /// Makes room for `wanted` elements in all.
    private mutating func reserve(_ wanted: Int) {
        guard wanted > capacity else { return }
        let grown = max(wanted, capacity * 2)
        let moved = UnsafeMutablePointer<Element>.allocate(capacity: grown)
        moved.initialize(from: storage, count: count)
        storage.deallocate()
        storage = moved
        capacity = grown
    }
}

extension GrowingBuffer where Element == UInt8 {
    /// Appends `added` bytes from `p`, folded as `SortValue` compares text.
    mutating func appendFolded(_ p: UnsafePointer<UInt8>, count added: Int) {
        reserve(count + added)
        SortValue.fold(p, count: added, into: storage + count)
        count += added
    }
}

@testable import SplitKit
import Testing

@Suite("Resize bursts")
struct ResizeBurstsTests {
    /// Whether each resize, at these milliseconds, is part of a burst.
    private func bursts(_ milliseconds: [UInt64]) -> [Bool] {
        var bursts = ResizeBursts()
        return milliseconds.map { bursts.signal(at: $0 * 1_000_000) }
    }

    @Test("the first resize, and one after a quiet moment, are lone: drawn at once")
    func lone() {
        #expect(bursts([1_000, 1_100, 1_105]) == [false, false, false])
    }

    @Test("resizes closer together than the window are a burst, until one comes after a quiet window")
    func burst() {
        // Two in one read of the wake pipe; the window runs from the last, not the first.
        #expect(bursts([1_000, 1_000, 1_004, 1_008, 1_020]) == [false, true, true, true, false])
    }
}

import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

@Suite("Row sequence (the edit overlay)")
struct RowSequenceTests {
    /// A tiny deterministic generator, so failures reproduce.
    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(max(1, bound)))
        }
    }

    private func elements(_ sequence: RowSequence, base: Int) -> [RowSequence.Element] {
        (0..<sequence.count(base: base)).map { sequence.element(at: $0) }
    }

    @Test("random inserts and deletes agree with a plain array, while the base grows", arguments: [1, 2, 3, 4, 5])
    func matchesArrayModel(seed: UInt64) {
        var generator = Generator(state: seed)
        var sequence = RowSequence()
        var base = 0
        var model: [RowSequence.Element] = []
        var inserted = 0
        for _ in 0..<400 {
            switch generator.next(4) {
            case 0:  // more rows arrive at the end of the base
                let more = generator.next(5)
                for row in base..<base + more { model.append(.base(row)) }
                base += more
            case 1, 2:
                let position = generator.next(model.count + 1)
                inserted += 1
                sequence.insert(.inserted(inserted), at: position, base: base)
                model.insert(.item(.inserted(inserted)), at: position)
            default:
                guard !model.isEmpty else { continue }
                let position = generator.next(model.count)
                #expect(sequence.remove(at: position) == model.remove(at: position))
            }
            #expect(elements(sequence, base: base) == model)
        }
        for (position, element) in model.enumerated() {
            switch element {
            case .base(let row): #expect(sequence.position(ofBase: row, base: base) == position)
            case .item(let id): #expect(sequence.position(ofItem: id) == position)
            }
        }
    }

    @Test("rows that arrive after an insertion at the end come after it")
    func appendWhileLoading() {
        var sequence = RowSequence()
        sequence.insert(.inserted(1), at: 3, base: 3)
        #expect(elements(sequence, base: 5) == [.base(0), .base(1), .base(2), .item(.inserted(1)), .base(3), .base(4)])
    }

    @Test("a deleted row has no position")
    func deletedRow() {
        var sequence = RowSequence()
        sequence.remove(at: 1)
        #expect(sequence.position(ofBase: 1, base: 3) == nil)
        #expect(sequence.position(ofBase: 2, base: 3) == 1)
        #expect(sequence.count(base: 1_000_000) == 999_999)
    }
}

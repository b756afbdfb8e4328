/// A small, fast, seedable generator (SplitMix64): the same seed gives the same sequence,
/// so generated data is deterministic and a failing random test is replayed from its seed.
/// The system generator cannot be seeded.
public struct SeededGenerator: RandomNumberGenerator {
    @usableFromInline var state: UInt64

    /// A generator that yields the same sequence for the same `seed`.
    @inlinable public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    @inlinable public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (by remainder: cheap, and stable for a given seed).
    @inlinable public mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// True with probability `percent` / 100.
    public mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &self) < percent }

    /// One element of a non-empty array.
    public mutating func pick<T>(_ elements: [T]) -> T { elements[Int.random(in: 0..<elements.count, using: &self)] }
}

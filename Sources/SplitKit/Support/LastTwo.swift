/// The values made for the last two keys: what a view drawn at two sizes in turn (a
/// rotation back and forth, a tmux zoom) keeps so that going back finds its work done.
package struct LastTwo<Key: Equatable, Value> {
    private var entries: [(key: Key, value: Value)] = []

    /// Nothing kept yet.
    package init() {}

    /// The value kept for `key`, or else `make()`'s, kept in place of the older of the two.
    package mutating func value(for key: Key, _ make: () -> Value) -> Value {
        if let kept = entries.first(where: { $0.key == key }) { return kept.value }
        let value = make()
        entries = [(key, value)] + entries.prefix(1)
        return value
    }
}

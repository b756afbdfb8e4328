/// What a group summary shows: how many records, and for each column whose values in the
/// group are mostly numbers (at least half of those not empty), the minimum, maximum and
/// mean of the numbers, and how many values were not numbers (`NA`, `null`, `-`, text).
///
/// Cost: O(records in the group × their fields), decoding every record; computed off the
/// UI thread (see `GroupSummaryViewController`).
public struct GroupStatistics: Sendable, Equatable {
    /// One numeric column's figures.
    public struct Column: Sendable, Equatable {
        /// The column name.
        public var name: String
        /// The smallest value.
        public var minimum: Double
        /// The largest value.
        public var maximum: Double
        /// The mean of the values.
        public var mean: Double
        /// How many records had a number.
        public var values: Int
        /// How many records had a value that is not a number.
        public var notNumbers: Int
    }

    /// The share of a column's values (empty ones aside) that must be numbers for it to
    /// count as numeric: half.
    static func isMostlyNumbers(numbers: Int, notNumbers: Int) -> Bool {
        numbers > 0 && numbers >= notNumbers
    }

    /// Records in the group.
    public let count: Int
    /// The numeric columns, in column order.
    public let numericColumns: [Column]

    /// The statistics of the group at `path` (any level) of `index`, as `snapshot` has it.
    package static func compute(_ snapshot: EditSnapshot, index: GroupIndex, path: [String]) -> GroupStatistics {
        var accumulators: [String: Accumulator] = [:]
        var order: [String] = []
        var count = 0
        forEachRecord(snapshot, index: index, under: path) { record in
            count += 1
            for field in record.fields {
                let text = field.value.trimmingBlanks
                guard !text.isEmpty else { continue }
                if accumulators[field.name] == nil { order.append(field.name) }
                accumulators[field.name, default: Accumulator()].add(text)
            }
        }
        let columns = order.compactMap { name -> Column? in
            guard let a = accumulators[name], isMostlyNumbers(numbers: a.values, notNumbers: a.notNumbers) else { return nil }
            return Column(name: name, minimum: a.minimum, maximum: a.maximum, mean: a.sum / Double(a.values), values: a.values,
                          notNumbers: a.notNumbers)
        }
        return GroupStatistics(count: count, numericColumns: columns)
    }

    /// Running figures for one column.
    private struct Accumulator {
        var minimum = Double.infinity
        var maximum = -Double.infinity
        var sum = 0.0
        var values = 0
        var notNumbers = 0

        mutating func add(_ text: String) {
            guard let value = Double(text), value.isFinite else {
                notNumbers += 1
                return
            }
            minimum = min(minimum, value)
            maximum = max(maximum, value)
            sum += value
            values += 1
        }
    }

    /// Calls `body` with every record under `path`, as edited.
    private static func forEachRecord(_ snapshot: EditSnapshot, index: GroupIndex, under path: [String],
                                      _ body: (Record) -> Void) {
        guard path.count < index.depth else {
            let rows = index.rows(of: path)
            let sequence = snapshot.state.groups[path] ?? RowSequence()
            for position in 0..<sequence.count(base: rows.count) {
                switch sequence.element(at: position) {
                case .base(let b):
                    let row = rows[b]
                    body(snapshot.state.contents[.original(row)] ?? snapshot.table.record(at: row))
                case .item(let id):
                    if let record = snapshot.state.contents[id] { body(record) }
                }
            }
            return
        }
        for child in index.children(of: path) {
            forEachRecord(snapshot, index: index, under: path + [child], body)
        }
    }
}

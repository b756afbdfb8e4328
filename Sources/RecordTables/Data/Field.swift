/// One named value of a record.
public struct Field: Sendable, Equatable {
    /// The column name (a CSV header cell, a JSON key, or `column N` for a CSV cell past the header).
    public var name: String
    /// The value as display text. JSON objects and arrays are pretty-printed over several lines.
    public var value: String

    /// Creates a field.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

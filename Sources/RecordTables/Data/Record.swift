/// One row of a table, decoded on demand from its bytes.
///
/// CSV/TSV records have one field per header column (missing cells are empty strings), followed by
/// `column N` fields for cells past the header. JSON records have their own keys in source order.
public struct Record: Sendable, Equatable {
    /// The fields in display order.
    public var fields: [Field]

    /// Creates a record.
    public init(fields: [Field]) {
        self.fields = fields
    }

    /// The value of the first field with this exact name, or nil if the record has none.
    public func value(forColumn name: String) -> String? {
        fields.first { $0.name == name }?.value
    }
}

/// A field's value that is a JSON object or array (as `JSONFormatter` shows it: indented
/// JSON), taken apart one level, so that it can be opened as a level of its own: an object
/// as its fields, an array as its elements. Each part is display text again, so a part
/// that is itself an object or array opens the same way.
public enum NestedValue: Sendable, Equatable {
    /// An object's members, in source order.
    case object([Field])
    /// An array's elements.
    case array([Element])

    /// One element of an array.
    public struct Element: Sendable, Equatable {
        /// Its display text: a string's text, a number or literal as written, or indented JSON.
        public var value: String
        /// Its members, when it is an object.
        public var fields: [Field]?
    }

    /// The value `text` holds when it is a JSON object or array, else nil (a string that
    /// only starts with a bracket, text of a CSV file).
    public init?(_ text: String) {
        guard let first = text.utf8.first, first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else { return nil }
        let bytes = Array(text.utf8)
        let parsed = bytes.withUnsafeBufferPointer { buffer -> NestedValue? in
            guard let p = buffer.baseAddress else { return nil }
            let n = buffer.count
            do {
                guard case .complete(let end) = try JSONScanner().scan(p, from: 0, available: n, atEOF: true),
                      JSONText.skipSpace(p, n, end) == n else { return nil }
            } catch {
                return nil
            }
            if first == UInt8(ascii: "{") { return .object(JSONFormatter.fields(p, n)) }
            return .array(NestedValue.elements(p, n))
        }
        guard let parsed else { return nil }
        self = parsed
    }

    /// The elements of the (valid) array at the start of `p[0 ..< n]`.
    private static func elements(_ p: UnsafePointer<UInt8>, _ n: Int) -> [Element] {
        var elements: [Element] = []
        var i = JSONText.skipSpace(p, n, 1)
        while i < n && p[i] != UInt8(ascii: "]") {
            let end = JSONText.skipValue(p, n, i)
            let isObject = p[i] == UInt8(ascii: "{")
            let fields = isObject ? JSONFormatter.fields(p + i, end - i) : nil
            elements.append(Element(value: JSONFormatter.display(p, n, i..<end), fields: fields))
            i = JSONText.skipSpace(p, n, end)
            if i < n && p[i] == UInt8(ascii: ",") { i = JSONText.skipSpace(p, n, i + 1) }
        }
        return elements
    }
}

extension NestedValue {
    /// The member that best titles `elements` that are objects, chosen as the master's title
    /// column is (`Table.suggestedTitleColumn`) from the first 200; nil when none is an object.
    public static func titleKey(of elements: [Element]) -> String? {
        let objects = elements.lazy.compactMap(\.fields).prefix(Table.titleSampleRecords)
        var columns: [String] = []
        var seen: Set<String> = []
        for fields in objects {
            for field in fields where seen.insert(field.name).inserted { columns.append(field.name) }
        }
        guard !columns.isEmpty else { return nil }
        let sample = objects.map { fields in columns.map { name in fields.first { $0.name == name }?.value ?? "" } }
        return columns[ColumnSelection.suggestedTitle(columns, sample: Array(sample))]
    }
}

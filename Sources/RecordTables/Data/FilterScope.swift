/// Which part of each record a filter pattern is matched against.
public enum FilterScope: Sendable, Hashable {
    /// One column only: the UI passes its title column.
    case column(Int)
    /// Every field's value (JSON keys are not searched; nested JSON values are searched as their
    /// source text).
    case allFields

    /// Splits what the user typed into a pattern and a scope: text starting with `*` searches all
    /// fields (the `*` is dropped); anything else searches `titleColumn`.
    public static func parse(_ input: String, titleColumn: Int) -> (pattern: String, scope: FilterScope) {
        if input.hasPrefix("*") { return (String(input.dropFirst()), .allFields) }
        return (input, .column(titleColumn))
    }
}

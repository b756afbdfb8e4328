/// Which part of each record a filter term is matched against.
public enum FilterScope: Sendable, Hashable {
    /// These columns only (by index): the columns the list shows, or the one a `COLUMN:` term names.
    case columns([Int])
    /// Every field's value (JSON keys are not searched; nested JSON values are searched as their
    /// source text).
    case allFields

    /// Column `index` only.
    public static func column(_ index: Int) -> FilterScope { .columns([index]) }
}

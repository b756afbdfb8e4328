import SplitKit
import RecordTables
/// The level a nested value opens as: an object as its fields (a `FieldsViewController`),
/// an array as a list of its elements (a `NestedListViewController`), titled `title`.
@MainActor
enum NestedLevel {
    /// The level for `field`'s value, nil when it is neither an object nor an array.
    static func make(for field: Field) -> ViewController? {
        make(value: field.value, title: field.name)
    }

    /// The level for `value`, titled `title`, nil when it is neither an object nor an array.
    static func make(value: String, title: String) -> ViewController? {
        switch NestedValue(value) {
        case .object(let fields)?: FieldsViewController(fields: fields, title: title)
        case .array(let elements)?: NestedListViewController(elements: elements, title: title)
        case nil: nil
        }
    }
}

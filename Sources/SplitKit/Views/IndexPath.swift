/// A row's place in a table view with sections (UIKit's IndexPath with its `section` and
/// `row`). A table view of one section numbers its rows as `IndexPath(row: row, section: 0)`.
/// In a file that imports Foundation too, name it `SplitKit.IndexPath`.
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section, from 0.
    public var section: Int
    /// The row within the section, from 0.
    public var row: Int

    /// Row `row` of section `section` (UIKit's IndexPath(row:section:)).
    public init(row: Int, section: Int) {
        self.row = row
        self.section = section
    }

    /// Earlier sections first, then earlier rows.
    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }

    /// "[section, row]", as Foundation prints one.
    public var description: String { "[\(section), \(row)]" }
}

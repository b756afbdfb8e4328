/// An ordered, editable set of records a list shows: the whole table, or one group of it.
@MainActor
public protocol RecordCollection: AnyObject {
    /// Records now.
    var count: Int { get }
    /// The record at `row`.
    func id(at row: Int) -> RecordID
    /// Where `id` is, or nil when it is not here (deleted, or another group's).
    func row(of id: RecordID) -> Int?
    /// Values a record added here starts with (a group's values in its columns).
    var valuesForNewRecords: [String: String] { get }
}

extension EditableTable: RecordCollection {
    /// None: a new record starts empty.
    public var valuesForNewRecords: [String: String] { [:] }
}

/// The records of one group (a full group path), as edited.
@MainActor
public final class GroupRecords: RecordCollection {
    /// The table the group belongs to.
    public let table: EditableTable
    /// The group's values in the grouping columns, outermost first.
    public let path: [String]

    /// The records of `table` grouped under `path`.
    public init(table: EditableTable, path: [String]) {
        self.table = table
        self.path = path
    }

    /// Records in the group now.
    public var count: Int { table.groupRecordCount(in: path) }

    /// The group's record at `row`.
    public func id(at row: Int) -> RecordID { table.groupRecordID(at: row, in: path) }

    /// Where `id` is in the group, or nil.
    public func row(of id: RecordID) -> Int? { table.groupRow(of: id, in: path) }

    /// The group's values, so a record added here belongs to it.
    public var valuesForNewRecords: [String: String] {
        guard let columns = table.groupIndex?.columns else { return [:] }
        let names = table.columns
        var values: [String: String] = [:]
        for (column, value) in zip(columns, path) where column < names.count { values[names[column]] = value }
        return values
    }
}

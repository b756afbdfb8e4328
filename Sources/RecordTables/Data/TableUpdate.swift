/// What a table's background reading reports to whoever opened it (through `onUpdate`).
public enum TableUpdate: Sendable, Equatable {
    /// More rows are indexed: this many so far.
    case rowsIndexed(Int)
    /// Loading ended (`.complete` or `.failed`).
    case loaded(LoadState)
    /// The file grew, and indexing its new end added this many rows (the last row may have
    /// grown too).
    case rowsAppended(Int)
    /// The file was found changed on disk: rows are read no more until `Table.reload()`.
    case changedOnDisk

    /// Names the update, for a mailbox ("rows indexed"…).
    public var what: String {
        switch self {
        case .rowsIndexed: "rows indexed"
        case .loaded(.failed): "loading failed"
        case .loaded: "loading finished"
        case .rowsAppended: "rows appended"
        case .changedOnDisk: "changed on disk"
        }
    }
}

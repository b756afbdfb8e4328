/// Which record: a row of the file as it was opened, or one inserted since. An identity
/// survives insertions and deletions around it, so the detail keeps showing its record.
public enum RecordID: Hashable, Sendable {
    /// The record at this row of the original table.
    case original(Int)
    /// The n-th record inserted in this session.
    case inserted(Int)
}

/// Saves an edited table: every record, in the table's format, replacing the file
/// atomically (see `AtomicFile`) so the file is always either the old one or the new one,
/// complete. Runs where it is called: the app calls it off the UI thread.
public enum TableSaver {
    /// Writes `snapshot` to `path` as `format`.
    ///
    /// - `expecting`: what should be at `path` now: the file as opened or last saved (a
    ///   different one throws `changedOnDisk`), no file (else `fileExists`), or anything.
    /// - Throws `stillLoading` while the table loads, `incomplete` when it could not be
    ///   read to the end and `path` is the file it came from, or a record was held cut (past
    ///   the record limit), and `sourceChanged` when the file it was read from changed on
    ///   disk since (nothing is written then).
    /// - Returns: the saved file's stamp.
    public static func save(_ snapshot: EditSnapshot, to path: String, format: TableFormat,
                            expecting expectation: SaveExpectation) throws(SaveError) -> FileStamp {
        let table = snapshot.table
        switch table.state {
        case .loading:
            throw SaveError(kind: .stillLoading, path: path, message: "\(table.name) has not finished loading")
        case .failed(let error) where AtomicFile.resolved(path) == AtomicFile.resolved(table.path):
            throw SaveError(kind: .incomplete, path: path,
                            message: "it could not be read completely (\(error.description)); saving would lose records")
        case .failed, .complete:
            break
        }
        // The records shown must still be readable; a file replaced by rename still is (the
        // expectation then decides whether it may be overwritten).
        if !(table.source?.isUnchanged() ?? true) { throw TableWriter.changed(table) }
        let warnings = table.loadWarnings
        if warnings.cutRecords > 0 {
            throw SaveError(kind: .incomplete, path: path, message: "\(warnings.cutRecords == 1 ? "a record is" : "records are") "
                                + "longer than \(ReadLimits.describe(warnings.recordLimit)) and held cut; saving would cut them")
        }
        let writer = TableWriter(snapshot: snapshot, format: format)
        return try AtomicFile.replace(path, expecting: expectation) { (sink) throws(SaveError) in try writer.write(into: &sink) }
    }
}

/// What a save expects to find at its path, so it never silently overwrites a file
/// someone else changed, or one the person did not mean to replace.
public enum SaveExpectation: Hashable, Sendable {
    /// Overwrite whatever is there (the person confirmed).
    case anything
    /// No file: saving under a new name.
    case noFile
    /// The file as it was opened or last saved.
    case unchanged(FileStamp)
}

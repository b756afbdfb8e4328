/// Indexing a file that grows: going on from its last record, whether the indexer was
/// still running when the file grew or had reached the end (then the table `resume()`s it).
extension TableIndexer {
    /// Goes on indexing the file, which grew after its end was reached, in the background.
    func resume() {
        appendedFrom = table?.count
        rewindToLastRecord()
        continueInBackground()
    }

    /// Goes back to the start of the last record, to find it again with what follows it.
    func rewindToLastRecord() {
        guard let lastRecord else { return }
        replacing = lastRecord
        position = lastRecord.start
        if position < window.start { _ = window.load(from: position, atLeast: 0) }
    }

    /// At the end of the file: true when it is done; false when the file grew meanwhile,
    /// and indexing goes on from its last record (read again, whole now).
    func reachedEnd(at end: Int) -> Bool {
        guard input == nil, let table else {
            complete(.complete)
            return true
        }
        guard table.finishFile(generation: generation, at: end) else {
            rewindToLastRecord()
            return false
        }
        pendingUpdate = appendedFrom.map { .rowsAppended(table.count - $0) } ?? .loaded(.complete)
        appendedFrom = nil
        flushNotification()
        return true
    }

    /// Whether an error found at the end of a file whose new end is being indexed is only
    /// its last line still being written (no line end after it yet).
    func isUnfinishedLine(atEOF: Bool) -> Bool {
        guard atEOF, appendedFrom != nil, input == nil,
              let rest = window.bytes(position..<source.snapshot.count, limit: limits.recordBytes) else { return false }
        // The line ends (and spaces) before the record are not its end.
        let blanks: Set<UInt8> = [9, 10, 13, 32]
        return !rest.drop(while: blanks.contains).contains(10)
    }
}

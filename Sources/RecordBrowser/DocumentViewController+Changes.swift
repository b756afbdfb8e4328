import SplitKit
import RecordTables
/// What a document does when its table's file changes on disk, and when `R` asks to read
/// it again.
extension DocumentViewController {
    /// The table reports progress, the end of loading, rows appended or a change on disk
    /// (from its background reading or its watch, through the mailbox): the browser shows
    /// it, and a change on disk is acted on. Rows appended to the file the table was read
    /// from are part of the version a save expects there: the table has them.
    public func tableDidUpdate(_ update: TableUpdate) {
        browser.tableDidUpdate(update)
        if case .rowsAppended = update, case .unchanged(let expected) = expectation,
           let stamp = editable.table.fileStamp, expected.isSameFile(as: stamp) {
            expectation = .unchanged(stamp)
        }
        noticeChangeOnDisk()
        keepEdits()
    }

    /// What was done about a change on disk.
    enum ChangeReaction { case none, reread, asked }

    /// Reads the table again if its file changed on disk and there are no unsaved edits;
    /// asks (once for each reading) when there are.
    @discardableResult
    func noticeChangeOnDisk() -> ChangeReaction {
        let table = editable.table
        guard prompt == nil, job == nil, table.checkForChange() else { return .none }
        guard editable.isModified else {
            browser.rereadTable()
            return .reread
        }
        guard toldOfChange != table.generation else { return .none }
        toldOfChange = table.generation
        askToReread(because: "\(table.name) changed on disk; the edits made to it are kept:")
        return .asked
    }

    /// `R`: reads the file again as it is now; with unsaved edits, asks first (reading
    /// drops them).
    func rereadByHand() {
        let table = editable.table
        guard table.canReload else { return browser.displayStatus("\(table.name) is not a file: it cannot be read again") }
        guard job == nil else { return browser.displayStatus("saving…") }
        guard editable.isModified else { return browser.rereadTable(because: "read again") }
        askToReread(because: "\(table.name) has unsaved edits:", reading: "read again", keeping: "edits kept, not read again")
    }

    /// Asks whether to read the file again, dropping the edits, or keep them; the status bar
    /// then says `reading` or `keeping`.
    func askToReread(because message: String, reading: String = "changed on disk: read again",
                     keeping: String = "edits kept, but not savable: the records they were made to changed on disk") {
        ask(Prompt(message: message, choices: [.init(key: "r", label: "ead it again, dropping them"),
                                               .init(key: "k", label: "eep them")])) { [weak self] answer in
            guard let self else { return }
            guard answer == .choice("r") else { return browser.displayStatus(keeping) }
            browser.rereadTable(because: reading)
        }
    }
}

import RecordBrowser
import RecordTables
import SplitKit

/// Takes a table's reports (rows indexed, loading ended, changed on disk) to the document
/// that shows it, through the app's mailbox. The table starts loading before its document
/// exists, so the document is connected here once it does; reports posted before then
/// are delivered to it when the event loop first runs.
@MainActor
final class TableUpdates {
    /// The document showing the table.
    weak var document: DocumentViewController?

    /// What the table calls from its background reading: posts `update` to `mailbox`.
    func poster(_ mailbox: Mailbox) -> @Sendable (TableUpdate) -> Void {
        { [weak self] update in
            mailbox.post(update.what) { self?.document?.tableDidUpdate(update) }
        }
    }
}

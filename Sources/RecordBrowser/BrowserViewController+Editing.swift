import SplitKit
import RecordTables
/// The template's editing, for the whole browser: `e` toggles Edit mode (the lists show
/// delete markers, the detail selects fields); in Edit mode only, `+`/`a` insert a record
/// at the top of the list shown and `d`/Delete delete the record in view; `u` undoes.
/// These act wherever the focus is; the lists handle `d` themselves when focused. Edits a
/// lost session kept are applied here too.
extension BrowserViewController {
    var primaryNavigation: NavigationController? { splitController.primaryViewController as? NavigationController }

    /// The record list on top of the master, if a list of records is there (not groups).
    public var topRecordList: RecordListViewController? { primaryNavigation?.topViewController as? RecordListViewController }

    /// Readies a level of the master: Edit mode as the browser's, the Edit button in its
    /// bar, the records sorted.
    func prepare(_ level: ViewController) {
        level.setEditing(isEditing)
        level.navigationItem.rightBarButtonItem = editButtonItem
        (level as? RecordListViewController)?.showsDetailOnHighlight = showsDetailOnHighlight
        // A level made while sorted starts at its first row, as an unsorted one does.
        (level as? RecordListViewController)?.sort(sorting.order, keepingHighlight: false)
    }

    func handleEditing(_ press: KeyPress) -> Bool {
        switch press.action {
        case .toggleEditing?:
            setEditing(!isEditing)
        case .insertRow?:
            guard isEditing else {
                displayStatus("press e for Edit mode to add records")
                return true
            }
            guard let list = topRecordList else {
                displayStatus("open a group to add a record to it")
                return true
            }
            list.tableView(list.tableView, commit: .insert, forRowAt: 0)
        case .deleteRow?:
            deleteRecordInView()
        case .undo?:
            undoLastChange()
        default:
            return false
        }
        return true
    }

    /// Deletes the record the detail shows when it has the focus, else the one highlighted.
    private func deleteRecordInView() {
        guard isEditing else { return displayStatus("press e for Edit mode to delete records") }
        guard let list = topRecordList else { return displayStatus("open a group to delete its records") }
        let detailShown = splitController.secondaryViewController === detail.navigationController
        let inView = splitController.focusedColumn == .secondary && detailShown ? detail.record : list.highlightedRecord
        guard let target = inView, let row = list.row(of: target) else { return }
        list.tableView(list.tableView, commit: .delete, forRowAt: row)
    }

    /// Applies the edits a lost session kept (see `RecoveryStore`) and shows them.
    public func recover(_ found: FoundJournal, keepingIn store: RecoveryStore) {
        store.adopt(found, into: editable)
        showChangedRecords(touched: nil)
    }

    /// Undoes the last insertion, deletion or field edit, and selects what it brought back.
    private func undoLastChange() {
        guard editable.canUndo else { return displayStatus("nothing to undo") }
        showChangedRecords(touched: editable.undo())
    }

    /// After the records changed other than by the lists: every level and the detail
    /// reloaded, and `touched` (or else the highlight) shown.
    private func showChangedRecords(touched: RecordID?) {
        reloadMaster()
        detail.reload()
        guard let touched, let list = topRecordList, let row = list.row(of: touched) else {
            // The record the detail showed is gone (an insertion undone, say): show the highlight's.
            if detail.record == nil { topRecordList?.showHighlighted() }
            return
        }
        list.tableView.highlightRow(row, notify: false)
        list.showHighlighted()
    }
}

extension BrowserViewController: NavigationControllerDelegate {
    /// After a push or a pop in the docked master, the detail follows the level that has
    /// the focus: a group's summary, or a record (the popover and compact keep the detail).
    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController) {
        let split = splitController
        guard split.currentLayout?.primary != nil, !split.isCollapsed else { return }
        let levels = navigationController.viewControllers
        let focused: ViewController
        switch split.focusedColumn {
        case .secondary: return
        case .supplementary: focused = viewController
        case .primary: focused = split.isShowingSupplementary && levels.count > 1 ? levels[levels.count - 2] : viewController
        }
        (focused as? TableViewController).map(split.showDetail(forHighlightOf:))
    }
}

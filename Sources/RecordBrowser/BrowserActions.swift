import SplitKit
import RecordTables
/// The record browser's own actions, beside the library's neutral ones.
extension Action {
    /// Open the filter line.
    public static let filter = Action("filter")
    /// The next row the filter matches (vi's n).
    public static let nextMatch = Action("next-match")
    /// The previous row the filter matches (vi's N).
    public static let previousMatch = Action("previous-match")
    /// Enter or leave Edit mode.
    public static let toggleEditing = Action("toggle-editing")
    /// Insert a new record at the top.
    public static let insertRow = Action("insert")
    /// Undo the last insert, delete or edit.
    public static let undo = Action("undo")
    /// Save the table to its file.
    public static let save = Action("save")
    /// Ask which column titles the records.
    public static let chooseTitleColumn = Action("choose-title")
    /// Ask for a column and group the master by its values (again: the plain list).
    public static let groupBy = Action("group-by")
    /// Order the groups by count, or by first appearance again.
    public static let groupOrder = Action("group-order")
    /// Read the table's file again, as it is now.
    public static let reread = Action("reread")
}

extension ActionSection {
    /// Every section the record browser's keys come from, in help's order: the library's,
    /// then filtering and editing, then tabs.
    public static let browser: [ActionSection] = [.moving, .splitView, .filtering, .titles, .groups, .editing, .tabs, .app]

    /// Filtering the master and stepping through its matches.
    public static let filtering = ActionSection("Filter", [
        Entry(.filter, "filter the master", keys: [.character("/")]),
        Entry(.nextMatch, "next match of the filter", keys: [.character("n")]),
        Entry(.previousMatch, "previous match of the filter", keys: [.character("N")]),
    ])

    /// What titles the records in the master.
    public static let titles = ActionSection("Titles", [
        Entry(.chooseTitleColumn, "choose the title column", keys: [.character("T")]),
    ])

    /// Grouping the master by a column, and ordering its groups.
    public static let groups = ActionSection("Groups", [
        Entry(.groupBy, "group by a column (again: ungroup)", keys: [.character("F")]),
        Entry(.groupOrder, "order the groups by count / appearance", keys: [.character("o")]),
    ])

    /// Edit mode, inserting, deleting, undoing, saving.
    public static let editing = ActionSection("Editing", [
        Entry(.toggleEditing, "enter or leave Edit mode", keys: [.character("e")]),
        Entry(.insertRow, "insert a record at the top (in Edit mode)", keys: [.character("+"), .character("a"), .insert]),
        Entry(.deleteRow, "delete the selected record (in Edit mode)", keys: [.character("d"), .delete]),
        Entry(.undo, "undo the last change", keys: [.character("u")]),
        Entry(.save, "save the file", keys: [.character("w"), .control("s")]),
        Entry(.reread, "read the file again", keys: [.character("R")]),
    ])
}

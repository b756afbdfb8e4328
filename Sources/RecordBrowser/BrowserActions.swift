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
    /// Ask for a row number and highlight that row.
    public static let goToRow = Action("go-to-row")
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
    /// Choose the columns the list shows side by side, and the one that titles it.
    public static let chooseColumns = Action("choose-columns")
    /// Scroll the list's columns one to the left.
    public static let scrollColumnsLeft = Action("scroll-columns-left")
    /// Scroll the list's columns one to the right.
    public static let scrollColumnsRight = Action("scroll-columns-right")
    /// Sort the records by a column, or the other way.
    public static let sort = Action("sort")
    /// Ask for a column and group the master by its values (again: the plain list).
    public static let groupBy = Action("group-by")
    /// Order the groups by count, or by first appearance again.
    public static let groupOrder = Action("group-order")
    /// Read the table's file again, as it is now.
    public static let reread = Action("reread")
    /// Copy the highlighted field's value, or the highlighted record's title.
    public static let copyValue = Action("copy")
    /// Copy the record as JSON.
    public static let copyRecord = Action("copy-record")
}

extension ActionSection {
    /// Every section the record browser's keys come from, in help's order: the library's,
    /// then filtering and editing, then tabs.
    public static let browser: [ActionSection] = [.moving, .splitView, .filtering, .titles, .sorting, .groups, .copying,
                                                  .editing, .tabs, .app]

    /// Filtering the master from any focus, stepping through its matches, going to a row.
    public static let filtering = ActionSection("Filter", [
        Entry(.filter, "filter: words, COLUMN:word, *all fields", keys: [.character("/")]),
        Entry(.nextMatch, "next match of the filter", keys: [.character("n")]),
        Entry(.previousMatch, "previous match of the filter", keys: [.character("N")]),
        Entry(.goToRow, "go to row N (:500 Enter; 500G too)", keys: [.character(":")]),
    ])

    /// What titles the records in the master, and the columns it shows.
    public static let titles = ActionSection("Columns", [
        Entry(.chooseTitleColumn, "choose the title column", keys: [.character("T")]),
        Entry(.chooseColumns, "choose the columns the master shows", keys: [.character("c")]),
        Entry(.scrollColumnsLeft, "scroll the master's columns left", keys: [.character("H")]),
        Entry(.scrollColumnsRight, "scroll the master's columns right", keys: [.character("L")]),
    ])

    /// Sorting the records.
    public static let sorting = ActionSection("Sort", [
        Entry(.sort, "sort by a column (again: reverse it)", keys: [.character("s")]),
    ])

    /// Copying to the clipboard (OSC 52).
    public static let copying = ActionSection("Copy", [
        Entry(.copyValue, "copy the value (or the master's title)", keys: [.character("y")]),
        Entry(.copyRecord, "copy the record as JSON", keys: [.character("Y")]),
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

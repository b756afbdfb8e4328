/// A search line for a table (UIKit's UISearchController): set it as a table view
/// controller's `navigationItem.searchController` and `/` opens its bar at the bottom of
/// the list. Each change of the text tells `searchResultsUpdater`; Enter keeps the text
/// (the list stays narrowed and the keys go back to it), Esc clears it and closes the bar.
/// Unlike UIKit's, it is no view controller: the table's controller draws its bar.
@MainActor
public final class SearchController {
    /// Told whenever the text or `isActive` changes.
    public weak var searchResultsUpdater: SearchResultsUpdating?
    /// The line the text is typed in.
    public let searchBar = SearchBar()
    /// Whether the bar is shown and its text narrows the list (UIKit's isActive). Setting it
    /// true opens the bar for typing; false clears the text and closes it.
    public var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            isEditing = isActive
            if !isActive { searchBar.text = "" }
            searchResultsUpdater?.updateSearchResults(for: self)
        }
    }
    /// Whether the bar has the keys (between `/` and Enter or Esc).
    public private(set) var isEditing = false

    /// A search controller with no updater yet (UIKit's init(searchResultsController: nil)).
    public init() {}

    /// The list's rows and, while active, the bar's line below them, in `frame`.
    func areas(of frame: Rect) -> (list: Rect, bar: Rect?) {
        guard isActive else { return (frame, nil) }
        let (list, line) = frame.divided(atRow: max(0, frame.height - 1))
        return (list, line.divided(atRow: 1).top)
    }

    /// Handles a key for the table: `/` opens the bar; while it is
    /// open, the editing keys; Esc clears. Returns whether it used the key.
    func handle(_ press: KeyPress) -> Bool {
        if isEditing {
            let before = searchBar.text
            switch searchBar.editor.handle(press.key) {
            case .editing:
                if searchBar.text != before { searchResultsUpdater?.updateSearchResults(for: self) }
            case .commit:
                isEditing = false
                if searchBar.text.isEmpty { isActive = false }
            case .cancel:
                isActive = false
            }
            return true
        }
        if press.key == .character("/") {
            if isActive { isEditing = true } else { isActive = true }
            return true
        }
        guard isActive, press.key == .escape else { return false }
        isActive = false
        return true
    }
}

/// Told when a search controller's text or activity changes, to narrow what a table
/// shows (UIKit's UISearchResultsUpdating): filter the model, then reload the table.
@MainActor
public protocol SearchResultsUpdating: AnyObject {
    /// `searchController.searchBar.text` or `isActive` changed (UIKit's updateSearchResults(for:)).
    func updateSearchResults(for searchController: SearchController)
}

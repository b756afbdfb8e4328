import SplitKit
import RecordTables
/// Sorting the records: `--sort` at launch, `s` at run time (see
/// `DocumentViewController.askForSort`). Every record list shows the sort, groups' too.
extension BrowserViewController {
    /// Sorts the records by `keys` in the background (none: the file's order); the lists
    /// keep their order until it is done, then highlight their first row (as at launch)
    /// or, `keepingHighlight`, the record highlighted.
    public func sort(by keys: [SortKey], keepingHighlight: Bool = false) {
        sorting.sort(by: keys, keepingHighlight: keepingHighlight)
    }

    /// `s` chose `column`: sorts by it, smallest first; chosen again while sorted by it,
    /// largest first; a third time, back to the file's order.
    func sortChoosing(_ column: Int) {
        var keys = sorting.keys
        guard let first = keys.first, first.column == column else { return sort(by: [SortKey(column: column)], keepingHighlight: true)
        }
        if first.isDescending {
            sort(by: [], keepingHighlight: true)
            displayStatus("in file order")
        } else {
            keys[0] = first.reversed
            sort(by: keys, keepingHighlight: true)
        }
    }

    /// Every record list in the master shows `order`.
    func showSorted(_ order: SortOrder?, keepingHighlight: Bool) {
        for level in primaryNavigation?.viewControllers ?? [] {
            (level as? RecordListViewController)?.sort(order, keepingHighlight: keepingHighlight)
        }
    }
}

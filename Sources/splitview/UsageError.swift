import RecordBrowser
import RecordTables
import SplitKit

/// A mistake on the command line: one line for stderr, exit status 2.
struct UsageError: Error, CustomStringConvertible {
    let description: String
}

/// A value the person gave (or a file held), quoted for a message: `'value'`, in the
/// screen's visible notation and cut to 40 columns, so binary or huge values stay short.
func quoted(_ value: some StringProtocol) -> String {
    "'" + VisibleText.excerpt(String(value)) + "'"
}

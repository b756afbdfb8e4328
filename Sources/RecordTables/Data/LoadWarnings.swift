/// Counts of soft problems met while indexing; the browser says them in the status bar.
package struct LoadWarnings: Equatable, Sendable {
    /// Empty lines skipped in CSV/TSV (the final line terminator is not counted).
    package var blankLines = 0
    /// CSV/TSV records with fewer fields than the header (padded with empty values).
    package var tooFewFields = 0
    /// CSV/TSV records with more fields than the header (extra shown as `column N`).
    package var tooManyFields = 0
    /// The header's field count.
    package var expectedFields = 0
    /// Lines or records containing invalid UTF-8 (shown with U+FFFD).
    package var invalidUTF8 = 0
    /// Lines or records containing NUL bytes (kept as U+0000).
    package var nulBytes = 0
    /// Records longer than the record limit, kept cut to it.
    package var cutRecords = 0
    /// The record limit those were cut to, in bytes.
    package var recordLimit = 0
}

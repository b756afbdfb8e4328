/// Counts of soft problems met while indexing, and notes on how the input was read; the
/// browser says them in the status bar (the problems for good, the notes until a key).
package struct LoadWarnings: Equatable, Sendable {
    /// Empty lines skipped in CSV/TSV (the final line terminator is not counted).
    package var blankLines = 0
    /// CSV/TSV records with fewer fields than the header (padded with empty values, as real
    /// exports leave trailing empty fields out: a note, not a problem).
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
    /// The keys that led from a top-level JSON object to its records, when it held them.
    package var recordsPath: [String]?
}

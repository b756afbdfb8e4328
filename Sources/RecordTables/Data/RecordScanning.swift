/// What a scanner found at the current position of the input.
enum ScanStep: Equatable {
    /// A record occupies `start ..< next` (`next` is where scanning continues). `fields` is the
    /// number of CSV/TSV fields, or -1 for JSON.
    case record(start: Int, next: Int, fields: Int)
    /// Bytes to pass over (a blank line, or JSON punctuation between records).
    case skip(next: Int, blankLine: Bool)
    /// The input ends in the middle of a record; call again when more bytes have arrived.
    case needMore
    /// The input is finished.
    case end
}

/// A syntax error found while indexing, at a byte offset; turned into a `LoadError` with a line
/// and column by the indexer.
struct ScanFailure: Error, Equatable {
    var offset: Int
    var kind: LoadError.Kind
    var message: String
}

/// Finds record boundaries in raw bytes without decoding them. A scanner keeps whatever state it
/// needs between calls; the caller owns the position.
protocol RecordScanning: AnyObject {
    /// Scans from `position` in `bytes[0 ..< available]`. `atEOF` tells whether more input can
    /// still arrive (streams) or not (files, and streams that have ended).
    func next(_ bytes: UnsafePointer<UInt8>, from position: Int, available: Int, atEOF: Bool)
        throws(ScanFailure) -> ScanStep

    /// Tells the scanner that the record it was in the middle of (it had asked for more) was
    /// passed over to its end by other means: a record past the record limit.
    func recordSkipped()

    /// The keys that led from a top-level JSON object to its records, once found there.
    var recordsPath: [String]? { get }
}

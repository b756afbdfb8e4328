@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

extension InputDecoder {
    /// Decodes `bytes` as one read from the terminal.
    mutating func decode(_ bytes: [UInt8], into events: inout [Event]) {
        bytes.withUnsafeBytes { decode(utf8: $0, into: &events) }
    }

    /// The events `bytes` make as one read, then, when `flushing`, after the timeout.
    mutating func events(of bytes: [UInt8], flushing: Bool = false) -> [Event] {
        var events: [Event] = []
        decode(bytes, into: &events)
        if flushing { flush(into: &events) }
        return events
    }

    /// The events `text`, sent as UTF-8, makes as one read (see `events(of:flushing:)`).
    mutating func events(of text: String, flushing: Bool = false) -> [Event] {
        events(of: Array(text.utf8), flushing: flushing)
    }
}

import Foundation
import Testing

/// Compares a screen with the snapshot kept in `Tests/UnitTests/Snapshots/NAME.txt`.
/// Run with `SPLITVIEW_RECORD_SNAPSHOTS=1` to write the snapshots anew, then read the
/// diff before committing them.
func assertSnapshot(_ screen: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let url = Fixtures.repository.appendingPathComponent("Tests/UnitTests/Snapshots/\(name).txt")
    let actual = screen + "\n"
    if ProcessInfo.processInfo.environment["SPLITVIEW_RECORD_SNAPSHOTS"] == "1" {
        try? actual.write(to: url, atomically: true, encoding: .utf8)
        return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        Issue.record("no snapshot \(name).txt; record it with SPLITVIEW_RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
        return
    }
    #expect(actual == expected, "screen differs from \(name).txt:\n\(actual)", sourceLocation: sourceLocation)
}

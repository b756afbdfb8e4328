import Foundation
import Testing

/// Compares a screen with the snapshot kept in `Tests/UnitTests/Snapshots/NAME.txt`.
/// With `SPLITVIEW_RECORD_SNAPSHOTS=1`, a screen that differs (or has no snapshot yet) is
/// written beside it as `NAME.txt.new` and the test fails, so that the new picture is read
/// before it replaces the old (CONTRIBUTING.md says how).
func assertSnapshot(_ screen: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let url = Fixtures.repository.appendingPathComponent("Tests/UnitTests/Snapshots/\(name).txt")
    let actual = screen + "\n"
    let expected = try? String(contentsOf: url, encoding: .utf8)
    guard ProcessInfo.processInfo.environment["SPLITVIEW_RECORD_SNAPSHOTS"] == "1" else {
        guard let expected else {
            Issue.record("no snapshot \(name).txt; record it with SPLITVIEW_RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
            return
        }
        #expect(actual == expected, "screen differs from \(name).txt:\n\(actual)", sourceLocation: sourceLocation)
        return
    }
    guard actual != expected else { return }
    let new = url.appendingPathExtension("new")
    do {
        try actual.write(to: new, atomically: true, encoding: .utf8)
        Issue.record("wrote \(name).txt.new: read it, then move it over \(name).txt", sourceLocation: sourceLocation)
    } catch {
        Issue.record("could not write \(name).txt.new: \(error)", sourceLocation: sourceLocation)
    }
}

import Foundation
import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

/// 200,000 generated rows (about 14 MB): every 10th title is quoted with a comma, every 1000th
/// body has a newline inside quotes.
enum LargeFixture {
    static let rows = 200_000

    static func title(_ i: Int) -> String { i % 10 == 0 ? "Title \(i), quoted" : "Title \(i)" }
    static func body(_ i: Int) -> String { i % 1000 == 0 ? "line one\nline two \(i)" : "body text for row \(i)" }

    static let path: String = {
        var text = "id,title,body\n"
        text.reserveCapacity(rows * 70)
        for i in 0..<rows {
            let t = i % 10 == 0 ? "\"\(title(i))\"" : title(i)
            let b = i % 1000 == 0 ? "\"\(body(i))\"" : body(i)
            text += "\(i),\(t),\(b)\n"
        }
        return TestFiles.write(text, name: "large.csv")
    }()
}

@Suite("Large files")
struct LargeFileTests {
    @Test func indexesInTheBackground() throws {
        let updates = Reports<TableUpdate>()
        let table = try Table.open(path: LargeFixture.path, onUpdate: updates.add)
        guard case let .loading(done, total) = table.state else {
            Issue.record("expected .loading right after open, got \(table.state)")
            return
        }
        #expect(total == (try FileManager.default.attributesOfItem(atPath: LargeFixture.path)[.size] as? Int))
        #expect(done > 0 && done <= (1 << 20) + 100)
        #expect(table.count >= 100 && table.count < LargeFixture.rows)
        #expect(table.columns == ["id", "title", "body"])
        #expect(values(table, 0) == ["0", "Title 0, quoted", "line one\nline two 0"])
        waitUntilLoaded(table)
        #expect(table.state == .complete)
        #expect(table.count == LargeFixture.rows)
        #expect(updates.wait { $0.last == .loaded(.complete) })
        for i in [0, 1, LargeFixture.rows / 2, 123_000, LargeFixture.rows - 1] {
            #expect(values(table, i) == ["\(i)", LargeFixture.title(i), LargeFixture.body(i)])
            #expect(table.title(at: i, column: 1) == LargeFixture.title(i))
        }
        #expect(table.warnings.isEmpty)
        #expect(table.record(at: LargeFixture.rows).fields.isEmpty)
    }

    @Test func releasingTheTableStopsIndexing() throws {
        weak var weakTable: Table?
        do {
            let table = try Table.open(path: LargeFixture.path) { _ in }
            weakTable = table
        }
        #expect(waitUntil(timeout: 5) { weakTable == nil })
    }
}

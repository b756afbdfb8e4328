import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

/// What the views keep from one frame to the next shows what the data holds now.
@MainActor
@Suite("Caches kept between frames")
struct FrameCacheTests {
    private let key = RecordCellCache.Key(version: 0, hasFormat: true, columns: 2, generation: 0)

    @Test("an edited title, and its undo, show in the list at once")
    func editedTitle() throws {
        let harness = Harness(table: try Fixtures.elements(), size: Size(width: 120, height: 30))
        harness.press(.down, .up)
        harness.browser.editable.setValue("Protium", forFieldAt: 2, of: harness.list.record(at: 0))
        harness.press(.down)
        #expect(harness.line(1).hasPrefix(" Protium"))
        harness.press(.character("u"))
        #expect(harness.line(1).hasPrefix(" Hydrogen"))
    }

    @Test("a row is found where it was drawn, for the record it showed, in the frames after")
    func lookup() {
        var cache = RecordCellCache()
        cache.beginFrame(key)
        #expect(cache.cell(at: 5, showing: .original(5)) == nil, "nothing kept yet")
        cache.store(TableViewCell(text: "a"), at: 5, showing: .original(5))
        cache.store(TableViewCell(text: "b"), at: 6, showing: .original(6))
        cache.endFrame()
        #expect(cache.cell(at: 5, showing: .original(5)) == nil, "nothing outside a frame")
        cache.beginFrame(key)
        #expect(cache.cell(at: 6, showing: .original(6)) == TableViewCell(text: "b"))
        #expect(cache.cell(at: 5, showing: .original(7)) == nil, "another record at the row")
        #expect(cache.cell(at: 7, showing: .original(6)) == nil, "the record at another row")
        cache.endFrame()
        cache.beginFrame(key)
        #expect(cache.cell(at: 5, showing: .original(5)) == TableViewCell(text: "a"), "kept while not drawn")
        cache.endFrame()
        var edited = key
        edited.version = 1
        cache.beginFrame(edited)
        #expect(cache.cell(at: 6, showing: .original(6)) == nil, "forgotten after an edit")
    }

    @Test("a row shares its two slots with one other row; a third pushes out the one drawn longest ago")
    func sharedSlots() {
        // Each frame asks for one row, so the slots stay as few as they start.
        let slots = RecordCellCache.minimumSlots
        var cache = RecordCellCache()
        func frame(_ body: (inout RecordCellCache) -> Void) {
            cache.beginFrame(key)
            body(&cache)
            cache.endFrame()
        }
        frame { $0.store(TableViewCell(text: "a"), at: 5, showing: .original(5)) }
        frame { $0.store(TableViewCell(text: "b"), at: 5 + slots, showing: .original(6)) }
        frame { #expect($0.cell(at: 5, showing: .original(5)) == TableViewCell(text: "a"), "kept beside a row sharing its slot") }
        frame { #expect($0.cell(at: 5 + slots, showing: .original(6)) == TableViewCell(text: "b")) }
        frame { $0.store(TableViewCell(text: "c"), at: 5 + slots / 2, showing: .original(7)) }
        frame { #expect($0.cell(at: 5, showing: .original(5)) == nil, "drawn longest ago, so pushed out") }
        frame { #expect($0.cell(at: 5 + slots, showing: .original(6)) == TableViewCell(text: "b")) }
        frame { #expect($0.cell(at: 5 + slots / 2, showing: .original(7)) == TableViewCell(text: "c")) }
    }

    @Test("the first and the last page, drawn in turn, are both kept whatever the number of rows")
    func firstAndLastPages() {
        for count in [1_000, 100_000, 1_000_000] {
            var cache = RecordCellCache()
            var made: [Int] = []
            for page in 0..<4 {
                let rows = page % 2 == 0 ? 0..<38 : (count - 38)..<count
                var decoded = 0
                cache.beginFrame(key)
                for row in rows {
                    _ = cache.cell(at: row, showing: .original(row)) {
                        decoded += 1
                        return TableViewCell(text: "\(row)")
                    }
                }
                cache.endFrame()
                made.append(decoded)
            }
            #expect(made == [38, 38, 0, 0], "\(count) rows")
        }
    }

    @Test("once a tall list has been drawn, its rows no longer push each other out")
    func tallFrames() {
        var cache = RecordCellCache()
        var made: [Int] = []
        for _ in 0..<3 {
            var count = 0
            cache.beginFrame(key)
            for row in 1_000..<1_250 {
                _ = cache.cell(at: row, showing: .original(row)) {
                    count += 1
                    return TableViewCell(text: "\(row)")
                }
            }
            cache.endFrame()
            made.append(count)
        }
        #expect(made[0] == 250)
        #expect(made[1] < 250, "the rows kept moved to their new slots")
        #expect(made[2] == 0)
    }

    @Test("it holds at most a bounded number of rows, however many are drawn")
    func bounded() {
        var cache = RecordCellCache()
        for _ in 0..<2 {
            cache.beginFrame(key)
            for row in 0..<10_000 { cache.store(TableViewCell(text: "\(row)"), at: row, showing: .original(row)) }
            cache.endFrame()
        }
        #expect(cache.count <= RecordCellCache.maximumRows)
    }

    @Test("a bar is copied while it stays the same and drawn anew when its title changes")
    func navigationBar() {
        var drawn = NavigationBar.Drawn()
        let frame = Rect(x: 0, y: 0, width: 40, height: 3)
        let context = DrawContext(theme: .dark)
        for title in ["One", "One", "One", "Two"] {
            var canvas = Canvas(size: Size(width: 40, height: 3))
            NavigationBar.draw(title: title, left: BarButtonItem(title: "Back"), right: nil, in: &canvas, frame: frame,
                               context: context, truncatingHead: false, drawn: &drawn)
            #expect(canvas.text(ofRow: 0).contains(title))
            #expect(canvas.text(ofRow: 0).hasPrefix("Back"))
            #expect(drawn.hits.left == Rect(x: 0, y: 0, width: 4, height: 1))
        }
    }

    @Test("a bar taking turns between two looks (a rotation back and forth) is copied back, with where its buttons landed")
    func twoLooks() {
        var drawn = NavigationBar.Drawn()
        let context = DrawContext(theme: .dark)
        var titles: [String] = []
        var hits: [Rect?] = []
        for width in [40, 60, 40, 60, 40, 60] {
            var canvas = Canvas(size: Size(width: width, height: 3))
            NavigationBar.draw(title: "Title", left: nil, right: BarButtonItem(title: "Edit"), in: &canvas,
                               frame: Rect(x: 0, y: 0, width: width, height: 3), context: context, truncatingHead: false,
                               drawn: &drawn)
            titles.append(canvas.text(ofRow: 0))
            hits.append(drawn.hits.right)
        }
        #expect(titles[4] == titles[0] && titles[5] == titles[1] && titles[0] != titles[1], "each look as it was drawn")
        #expect(hits[4] == Rect(x: 36, y: 0, width: 4, height: 1) && hits[5] == Rect(x: 56, y: 0, width: 4, height: 1))

        var cells = DrawnCells<String, Int>()
        var draws = 0
        for text in ["wide", "narrow", "wide", "narrow", "wide", "narrow", "wide"] {
            var canvas = Canvas(size: Size(width: 10, height: 1))
            let detail = cells.draw(text, in: Rect(x: 0, y: 0, width: 10, height: 1), into: &canvas) { canvas in
                draws += 1
                return canvas.draw(text, at: Point(x: 0, y: 0), style: .plain, clip: canvas.bounds)
            }
            #expect(canvas.text(ofRow: 0) == text && detail == text.count)
        }
        #expect(draws == 4, "each look drawn twice, then copied")
    }
}

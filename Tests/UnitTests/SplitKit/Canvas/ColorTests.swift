import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

@Suite("Colours and styles")
struct ColorTests {
    @Test("colour names read back from their descriptions", arguments: (0...255).map { Color.palette(UInt8($0)) } + [.default])
    func roundTrip(color: Color) {
        #expect(Color(color.description) == color)
    }

    @Test("colour spellings", arguments: [
        ("red", Color.red), ("RED", .red), ("bright-blue", .palette(12)), ("brightblue", .palette(12)),
        ("grey", .palette(8)), ("208", .palette(208)), ("#000000", .palette(16)), ("#ffffff", .palette(231)),
        ("#5f87af", .palette(67)), ("#808080", .palette(244)),
    ])
    func spellings(name: String, color: Color) {
        #expect(Color(name) == color)
    }

    @Test("bad colours are refused", arguments: ["", "256", "-1", "purple", "#12345", "#gggggg", "bright-"])
    func refused(name: String) {
        #expect(Color(name) == nil)
    }

    @Test("styles read back from their descriptions", arguments: [
        Style.plain, Style(attributes: .reverse), Style(foreground: .cyan, attributes: [.bold, .underline]),
        Style(foreground: .palette(231), background: .palette(25), attributes: .bold), Style(background: .blue),
    ])
    func styleRoundTrip(style: Style) {
        #expect(Style(style.description) == style, "\(style.description)")
    }

    @Test("style spellings: any order, commas, tmux's fg= and bg=")
    func styleSpellings() {
        let expected = Style(foreground: .white, background: .blue, attributes: [.bold, .underline])
        #expect(Style("white on blue bold underline") == expected)
        #expect(Style("bold, underline, white on blue") == expected)
        #expect(Style("fg=white,bg=blue,bold,underline") == expected)
        #expect(Style("plain") == .plain)
        #expect(Style("") == nil)
        #expect(Style("red green") == nil, "two foregrounds")
        #expect(Style("on") == nil)
        #expect(Style("blinking") == nil)
    }

    @Test("colours a terminal lacks become the nearest it has")
    func approximation() {
        #expect(Color.palette(25).approximated(toPaletteSize: 256) == .palette(25))
        #expect(Color.palette(25).approximated(toPaletteSize: 8) == .blue, "a deep blue stays blue")
        #expect(Color.palette(196).approximated(toPaletteSize: 8) == .red)
        #expect(Color.palette(236).approximated(toPaletteSize: 8) == .black, "a dark grey is black")
        #expect(Color.palette(252).approximated(toPaletteSize: 8) == .white, "a light grey is white")
        #expect(Color.palette(12).approximated(toPaletteSize: 8) == .blue)
        #expect(Color.palette(231).approximated(toPaletteSize: 16) == .palette(15))
        #expect(Color.palette(3).approximated(toPaletteSize: 0) == .default)
        #expect(Color.default.approximated(toPaletteSize: 8) == .default)
        for index in 0...255 {
            guard case .palette(let mapped) = Color.palette(UInt8(index)).approximated(toPaletteSize: 8) else {
                Issue.record("palette \(index) lost its colour")
                continue
            }
            #expect(mapped < 8)
        }
    }

    @Test("cells a non-UTF-8 locale cannot show become ASCII, column for column")
    func asciiFallback() {
        var canvas = Canvas(size: Size(width: 12, height: 1))
        canvas.draw(Glyph.glyphs(of: "a漢é…‹│"), at: Point(x: 0, y: 0), style: .plain, clip: canvas.bounds)
        let printed = (0..<8).map { canvas[$0, 0].asciiText }
        #expect(printed == ["a", "??", "", "?", "~", "<", "|", " "])
    }
}

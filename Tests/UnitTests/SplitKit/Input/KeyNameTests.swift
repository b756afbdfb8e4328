import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

@Suite("Key names")
struct KeyNameTests {
    /// Every kind of key the terminal can deliver.
    static let keys: [Key] = [
        .character("j"), .character("G"), .character("/"), .character(" "), .character("é"),
        .control("d"), .control(" "), .alt("v"), .alt("V"), .alt("<"),
        .up, .down, .left, .right, .home, .end, .pageUp, .pageDown,
        .enter, .escape, .tab, .backTab, .backspace, .delete, .insert,
        .controlPageUp, .controlPageDown, .function(1), .function(12),
    ]

    @Test("keys without a payload have distinct plain indices below the count, bound and unbound like the rest")
    func plainIndices() {
        let plain = (KeyNameTests.keys + [.unknown]).compactMap(\.plainIndex)
        #expect(plain.count == Key.plainCount && Set(plain) == Set(0..<Key.plainCount))
        #expect(Key.paste("x").plainIndex == nil && Key.function(3).plainIndex == nil)
        var bindings = KeyBindings()
        #expect(bindings.action(for: .down) == .moveDown && bindings.action(for: .character("j")) == .moveDown)
        bindings.bind(.down, to: nil)
        bindings.bind(.insert, to: .quit)
        #expect(bindings.action(for: .down) == nil && bindings.action(for: .insert) == .quit)
        #expect(bindings.keys(for: .quit).contains(.insert) && !bindings.keys(for: .moveDown).contains(.down))
    }

    @Test("every key reads back from its description", arguments: keys)
    func roundTrip(key: Key) {
        #expect(Key(key.description) == key, "\(key.description)")
    }

    @Test("vi, Emacs, tmux and less spellings", arguments: [
        ("C-d", Key.control("d")), ("Ctrl-D", .control("d")), ("ctrl+d", .control("d")), ("^D", .control("d")),
        ("M-v", .alt("v")), ("Alt-v", .alt("v")), ("Meta-v", .alt("v")),
        ("PgDn", .pageDown), ("PageDown", .pageDown), ("pgup", .pageUp), ("NPage", .pageDown),
        ("Return", .enter), ("ESC", .escape), ("S-Tab", .backTab), ("BS", .backspace), ("Del", .delete),
        ("Space", .character(" ")), ("F5", .function(5)), ("C-PgUp", .controlPageUp),
        ("C-i", .tab), ("C-m", .enter), ("C-h", .backspace), ("C-[", .escape), ("q", .character("q")),
    ])
    func spellings(name: String, key: Key) {
        #expect(Key(name) == key, "\(name)")
    }

    @Test("names no terminal can send are refused", arguments: ["", "C-1", "Alt-ab", "F13", "F0", "Hyper-x", "unknown key", "jk"])
    func refused(name: String) {
        #expect(Key(name) == nil, "\(name)")
    }

    @Test("the default bindings know vi, Emacs and less keys")
    func defaults() {
        let bindings = KeyBindings(sections: ActionSection.browser)
        #expect(bindings.action(for: .character("n")) == .nextMatch)
        #expect(bindings.action(for: .character("N")) == .previousMatch)
        #expect(bindings.action(for: .alt("<")) == .top)
        #expect(bindings.action(for: .alt(">")) == .bottom)
        #expect(bindings.action(for: .alt("v")) == .pageUp)
        #expect(bindings.action(for: .control("v")) == .pageDown)
        #expect(bindings.action(for: .character("Q")) == .quit)
        #expect(bindings.action(for: .escape) == .back)
        #expect(bindings.keys(for: .back) == [.left, .escape, .backspace, .character("h")])
        #expect(bindings.keys(for: .quit) == [.character("q"), .character("Q"), .control("c")])
    }
}

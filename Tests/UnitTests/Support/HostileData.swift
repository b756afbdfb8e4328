@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

extension Fixtures {
    /// Field values that try to drive the terminal: escape and control sequences (title,
    /// hyperlink, clipboard, colours, cursor moves, a terminal query), C0 and C1 controls,
    /// bidi overrides, NUL, wide and combining characters, a very long line and deep nesting.
    static let hostileValues: [String] = [
        "title\u{1b}]0;pwned\u{7}",
        "link \u{1b}]8;;https://example.com/\u{1b}\\click\u{1b}]8;;\u{1b}\\",
        "clipboard \u{1b}]52;c;cm0gLXJmIH4=\u{7}",
        "\u{1b}[2J\u{1b}[H\u{1b}[31mred\u{1b}[0m",
        "query \u{1b}[6n \u{1b}[c \u{1b}P+q544e\u{1b}\\",
        "c1 \u{9b}31m \u{9d}0;x\u{9c} \u{85}",
        "bidi \u{202e}desrever\u{202c} \u{2066}isolate\u{2069}",
        "nul \u{0} bell \u{7} backspace \u{8}\u{8}\u{8} tab\tcr\rlf\nend",
        "wide 漢字 emoji 🙂 family 👩‍👩‍👧 combining e\u{301}\u{302}\u{303}\u{304}",
        String(repeating: "long line ", count: 20_000),
        String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000),
    ]

    /// A table whose every field is hostile.
    static func hostile() -> Table {
        let rows = hostileValues.indices.map { index in
            [hostileValues[index], hostileValues[(index + 3) % hostileValues.count]]
        }
        return Table.inMemory(columns: ["name\u{1b}[7m", "note\u{202e}"], rows: rows, name: "hostile\u{1b}]0;x\u{7}")
    }
}

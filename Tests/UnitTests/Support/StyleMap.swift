@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

/// A second text grid for snapshots, so styles are reviewed like text: each cell shows
/// `.` for plain, or a letter standing for its style, with a legend after the grid
/// ("a = bold underline"). Letters are given in order of first appearance, row by row.
enum StyleMap {
    /// The screen's text, then its style grid and legend.
    static func render(_ canvas: Canvas) -> String {
        canvas.text + "\n--- styles ---\n" + grid(canvas)
    }

    /// The style grid and its legend.
    static func grid(_ canvas: Canvas) -> String {
        var letters: [Style: Character] = [.plain: "."]
        var order: [Style] = []
        var rows: [String] = []
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        for y in 0..<canvas.size.height {
            var row = ""
            for x in 0..<canvas.size.width {
                let style = canvas[x, y].style
                if letters[style] == nil {
                    letters[style] = alphabet[min(order.count, alphabet.count - 1)]
                    order.append(style)
                }
                row.append(letters[style] ?? "?")
            }
            rows.append(row)
        }
        let legend = order.map { "\(letters[$0] ?? "?") = \(describe($0))" }
        return (rows + legend).joined(separator: "\n")
    }

    private static func describe(_ style: Style) -> String {
        let names: [(Style.Attributes, String)] = [(.bold, "bold"), (.dim, "dim"), (.reverse, "reverse"),
                                                   (.underline, "underline"), (.italic, "italic")]
        var words = names.filter { style.attributes.contains($0.0) }.map(\.1)
        if case .palette(let index) = style.foreground { words.append("fg \(index)") }
        if case .palette(let index) = style.background { words.append("bg \(index)") }
        return words.joined(separator: " ")
    }
}

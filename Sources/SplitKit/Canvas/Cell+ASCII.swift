extension Cell {
    /// What a terminal that can only show ASCII (a locale that is not UTF-8) prints for
    /// this cell: one ASCII character per column it covers. ASCII text stays as it is;
    /// the symbols SplitKit draws itself get look-alikes (`…` as `~`, as Midnight
    /// Commander marks cut names; `‹ ›` as `< >`; box lines as `- | +`); anything else
    /// becomes `?`, so text the locale cannot show is visibly missing, never garbled, and
    /// every column stays where the canvas put it. A continuation cell prints nothing.
    public var asciiText: String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
        if let lookAlike = Cell.lookAlikes[text] { return lookAlike }
        return String(repeating: "?", count: width)
    }

    /// The ASCII look-alike of one of the symbols SplitKit draws, nil for anything else.
    public static func asciiLookAlike(for scalar: Unicode.Scalar) -> String? {
        lookAlikes[String(scalar)]
    }

    private static let lookAlikes: [String: String] = [
        "…": "~", "‹": "<", "›": ">", "«": "<", "»": ">", "·": ".", "•": "*", "×": "x", "–": "-", "—": "-",
        "─": "-", "│": "|", "┌": "+", "┐": "+", "└": "+", "┘": "+", "├": "+", "┤": "+", "┬": "+", "┴": "+", "┼": "+",
        "\u{FFFD}": "?",
    ]
}

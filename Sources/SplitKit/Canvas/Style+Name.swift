extension Style: LosslessStringConvertible {
    /// The style in the words a configuration file uses: "cyan bold",
    /// "bright-white on blue", "reverse"; "plain" for the terminal's own.
    public var description: String {
        var words: [String] = []
        if foreground != .default { words.append(foreground.description) }
        if background != .default { words += ["on", background.description] }
        words += Style.attributeNames.filter { attributes.contains($0.1) }.map(\.0)
        return words.isEmpty ? "plain" : words.joined(separator: " ")
    }

    /// A style from words separated by spaces or commas, in any order: a colour (see
    /// `Color.init(_:)`) is the foreground, `on COLOR` the background (tmux's `fg=COLOR`
    /// and `bg=COLOR` work too); `bold`, `dim`, `reverse`, `underline` and `italic` add
    /// attributes; `plain` adds nothing. Nil for an unknown word, a colour given twice or
    /// an empty description.
    public init?(_ description: String) {
        let words = description.split { $0 == " " || $0 == "," || $0 == "\t" }.map { $0.lowercased() }
        guard !words.isEmpty else { return nil }
        var style = Style()
        var foreground: Color?, background: Color?
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            if let attribute = Style.attributeNames.first(where: { $0.0 == word })?.1 {
                style.attributes.insert(attribute)
            } else if word == "plain" || word == "normal" {
                continue
            } else if word == "on" || word.hasPrefix("bg=") {
                let name = word == "on" ? (index < words.count ? words[index] : "") : String(word.dropFirst(3))
                if word == "on" { index += 1 }
                guard background == nil, let color = Color(name) else { return nil }
                background = color
            } else {
                guard foreground == nil, let color = Color(word.hasPrefix("fg=") ? String(word.dropFirst(3)) : word) else {
                    return nil
                }
                foreground = color
            }
        }
        style.foreground = foreground ?? .default
        style.background = background ?? .default
        self = style
    }

    private static let attributeNames: [(String, Attributes)] = [
        ("bold", .bold), ("dim", .dim), ("reverse", .reverse), ("underline", .underline), ("italic", .italic),
    ]
}

extension Key: LosslessStringConvertible {
    /// The key a person names in a configuration file: the inverse of `description`, and
    /// the spellings vi, Emacs, tmux and less users already write.
    ///
    /// - A single character is that key: `j`, `G`, `/`, `?`.
    /// - Ctrl: `Ctrl-D`, `Ctrl+d`, `C-d`, `^D` (letters ignore case). Ctrl-I, Ctrl-M,
    ///   Ctrl-J, Ctrl-H and Ctrl-[ are Tab, Enter, Enter, Backspace and Esc, because
    ///   that is what the terminal sends for them.
    /// - Alt: `Alt-v`, `M-v`, `Meta-v` (the case of the character matters: Alt-V is
    ///   Alt-Shift-v).
    /// - Named keys, any case: Up, Down, Left, Right, Home, End, PgUp (PageUp),
    ///   PgDn (PageDown), Enter (Return), Esc (Escape), Tab, Shift-Tab (S-Tab, BackTab),
    ///   Backspace (BS), Delete (Del), Insert (Ins), Space, F1–F12, Ctrl-PgUp, Ctrl-PgDn.
    ///
    /// Returns nil for anything else, including Ctrl with a character no terminal can send.
    public init?(_ description: String) {
        guard !description.isEmpty else { return nil }
        if description.count == 1, let character = description.first {
            self = .character(character)
            return
        }
        if let key = Key.named[description.lowercased()] {
            self = key
            return
        }
        if let rest = Key.strip(description, prefixes: ["ctrl-", "ctrl+", "control-", "c-", "^"]) {
            guard let key = Key.control(named: rest) else { return nil }
            self = key
            return
        }
        if let rest = Key.strip(description, prefixes: ["alt-", "alt+", "meta-", "m-", "a-"]) {
            guard rest.count == 1, let character = rest.first else { return nil }
            self = .alt(character)
            return
        }
        if let number = Key.strip(description, prefixes: ["f"]).flatMap({ Int($0) }), (1...12).contains(number) {
            self = .function(number)
            return
        }
        return nil
    }

    /// Named keys by their lowercased spellings.
    private static let named: [String: Key] = [
        "up": .up, "down": .down, "left": .left, "right": .right,
        "home": .home, "end": .end,
        "pgup": .pageUp, "pageup": .pageUp, "ppage": .pageUp,
        "pgdn": .pageDown, "pgdown": .pageDown, "pagedown": .pageDown, "npage": .pageDown,
        "enter": .enter, "return": .enter, "ret": .enter, "cr": .enter,
        "esc": .escape, "escape": .escape,
        "tab": .tab, "shift-tab": .backTab, "s-tab": .backTab, "backtab": .backTab, "btab": .backTab,
        "backspace": .backspace, "bs": .backspace, "bspace": .backspace,
        "delete": .delete, "del": .delete, "dc": .delete,
        "insert": .insert, "ins": .insert, "ic": .insert,
        "space": .character(" "), "spc": .character(" "),
        "ctrl-pgup": .controlPageUp, "c-pgup": .controlPageUp, "ctrl-pageup": .controlPageUp,
        "ctrl-pgdn": .controlPageDown, "c-pgdn": .controlPageDown, "ctrl-pagedown": .controlPageDown,
    ]

    /// What the terminal delivers for Ctrl and `name` (a character, or Space).
    private static func control(named name: String) -> Key? {
        if name.lowercased() == "space" { return .control(" ") }
        guard name.count == 1, let character = name.lowercased().first else { return nil }
        switch character {
        case "i": return .tab
        case "m", "j": return .enter
        case "h": return .backspace
        case "[": return .escape
        case " ": return .control(" ")
        case "a"..."z": return .control(character)
        default: return nil
        }
    }

    /// `text` without the first of `prefixes` it starts with (ignoring case), if any.
    private static func strip(_ text: String, prefixes: [String]) -> String? {
        let lowered = text.lowercased()
        guard let prefix = prefixes.first(where: { lowered.hasPrefix($0) && text.count > $0.count }) else { return nil }
        return String(text.dropFirst(prefix.count))
    }
}

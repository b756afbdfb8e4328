/// A key press, decoded by the terminal into something views can match on.
public enum Key: Hashable, Sendable {
    /// A printable character (no modifiers other than Shift).
    case character(Character)
    /// A character with Ctrl held: `.control("c")` is Ctrl-C.
    case control(Character)
    /// A character with Alt/Meta held (sent as Esc then the character).
    case alt(Character)
    /// An arrow key.
    case up, down, left, right
    /// A key that moves by more than a row.
    case home, end, pageUp, pageDown
    /// An editing or control key; `backTab` is Shift-Tab.
    case enter, escape, tab, backTab, backspace, delete, insert
    /// Ctrl-PgUp / Ctrl-PgDn, which terminals use to switch tabs.
    case controlPageUp, controlPageDown
    /// Function key F1…F12.
    case function(Int)
    /// A sequence the terminal sent that no binding knows; kept so nothing half-decoded leaks.
    case unknown
    /// Text pasted while the terminal brackets pastes: it arrives whole (line breaks as
    /// spaces, controls removed), no binding maps it to an action, and text fields insert it.
    case paste(String)
}

extension Key {
    /// How many keys have a `plainIndex`.
    static let plainCount = 18

    /// A number below `plainCount` for each key without a payload, nil for the others.
    var plainIndex: Int? {
        switch self {
        case .up: 0
        case .down: 1
        case .left: 2
        case .right: 3
        case .home: 4
        case .end: 5
        case .pageUp: 6
        case .pageDown: 7
        case .enter: 8
        case .escape: 9
        case .tab: 10
        case .backTab: 11
        case .backspace: 12
        case .delete: 13
        case .insert: 14
        case .controlPageUp: 15
        case .controlPageDown: 16
        case .unknown: 17
        case .character, .control, .alt, .function, .paste: nil
        }
    }
}

extension Key: CustomStringConvertible {
    /// How help screens and messages name the key: "Down", "Ctrl-C", "j".
    public var description: String {
        switch self {
        case .character(" "): return "Space"
        case .character(let c): return String(c)
        case .control(" "): return "Ctrl-Space"
        case .control(let c): return "Ctrl-" + String(c).uppercased()
        case .alt(let c): return "Alt-" + String(c)
        case .up: return "Up"
        case .down: return "Down"
        case .left: return "Left"
        case .right: return "Right"
        case .home: return "Home"
        case .end: return "End"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .enter: return "Enter"
        case .escape: return "Esc"
        case .tab: return "Tab"
        case .backTab: return "Shift-Tab"
        case .backspace: return "Backspace"
        case .delete: return "Delete"
        case .insert: return "Insert"
        case .controlPageUp: return "Ctrl-PgUp"
        case .controlPageDown: return "Ctrl-PgDn"
        case .function(let n): return "F\(n)"
        case .unknown: return "unknown key"
        case .paste(let text): return "paste of " + text.count.counted("character")
        }
    }
}

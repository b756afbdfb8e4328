/// What single characters and complete sequences mean.
extension InputDecoder {
    /// The largest screen coordinate taken from a mouse report; larger ones are clamped,
    /// so hostile reports cannot overflow anything downstream.
    static let coordinateLimit = 10_000

    /// The key for one character: controls as Ctrl keys or their named keys, anything
    /// unprintable (C1 controls, invalid values) as an unknown key.
    public static func key(forCharacter value: UInt32) -> Key {
        switch value {
        case 0x0d, 0x0a: return .enter
        case 0x09: return .tab
        case 0x1b: return .escape
        case 0x7f, 0x08: return .backspace
        case 0x00: return .control(" ")
        case 0x01...0x1a: return .control(Character(Unicode.Scalar(UInt8(value + 0x60))))
        case 0x1c...0x1f, 0x80..<0xa0: return .unknown
        default:
            guard let scalar = Unicode.Scalar(value) else { return .unknown }
            return .character(Character(scalar))
        }
    }

    /// Cursor, editing and function keys as `CSI parameters final` (xterm, VT220, rxvt
    /// and Linux console forms); with modifiers other than Ctrl-PgUp/PgDn (xterm's
    /// `5;5~`, rxvt's `5^`), an unknown key. Read from the bytes without making strings:
    /// every cursor key comes this way.
    static func controlSequenceKey(parameters: [UInt8], final: UInt8) -> Key {
        guard let (number, modifier) = keyParameters(parameters) else { return .unknown }
        let final = Unicode.Scalar(final)
        switch (final, number, modifier) {
        case ("~", 5, 5), ("^", 5, nil): return .controlPageUp
        case ("~", 6, 5), ("^", 6, nil): return .controlPageDown
        case (_, _, .some): return .unknown
        default: break
        }
        let plain = number == nil || number == 1
        switch final {
        case "A" where plain: return .up
        case "B" where plain: return .down
        case "C" where plain: return .right
        case "D" where plain: return .left
        case "H" where plain: return .home
        case "F" where plain: return .end
        case "Z" where number == nil: return .backTab
        case "L" where number == nil: return .insert  // ANSI and SCO consoles
        case "~": return number.map(tildeKey) ?? .unknown
        default: return .unknown
        }
    }

    /// Keys sent as `ESC O final` (cursor keys in application mode, F1–F4, keypad Enter).
    static func singleShiftKey(_ value: UInt32) -> Key {
        switch value {
        case 0x41: return .up
        case 0x42: return .down
        case 0x43: return .right
        case 0x44: return .left
        case 0x48: return .home
        case 0x46: return .end
        case 0x4d: return .enter
        case 0x50...0x53: return .function(Int(value - 0x50) + 1)
        default: return .unknown
        }
    }

    /// An SGR mouse report (`CSI < button ; column ; row M`, `m` on release), 1-based.
    static func sgrMouse(parameters: Substring, released: Bool) -> MouseEvent? {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { clampedNumber($0) }
        guard numbers.count == 3, let button = numbers[0], let column = numbers[1], let row = numbers[2] else {
            return nil
        }
        return mouse(button: button, released: released, column: column - 1, row: row - 1)
    }

    /// A legacy (X10) mouse report: three values, each offset by 32, positions 1-based.
    /// X10 has no release per button: button bits 3, without motion or wheel, mean "released".
    static func legacyMouse(_ values: [UInt32]) -> MouseEvent? {
        guard values.count == 3 else { return nil }
        let numbers = values.map { Int(min($0, UInt32(coordinateLimit))) - 32 }
        let button = max(0, numbers[0])
        let released = button & 0b11 == 3 && button & (64 | 32) == 0
        return mouse(button: released ? button & ~0b11 : button, released: released,
                     column: numbers[1] - 1, row: numbers[2] - 1)
    }

    // MARK: - Private

    private static func tildeKey(_ number: Int) -> Key {
        switch number {
        case 1, 7: return .home
        case 2: return .insert
        case 3: return .delete
        case 4, 8: return .end
        case 5: return .pageUp
        case 6: return .pageDown
        case 11...15: return .function(number - 10)
        case 17...21: return .function(number - 11)
        case 23, 24: return .function(number - 12)
        default: return .unknown
        }
    }

    /// A key sequence's parameters: a number, or none, and optionally `;` and a modifier
    /// (both decimal, up to four digits); nil for anything else (more fields, private
    /// markers, empty fields).
    private static func keyParameters(_ bytes: [UInt8]) -> (number: Int?, modifier: Int?)? {
        var number: Int?
        var modifier: Int?
        var separated = false
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = Int(byte - UInt8(ascii: "0"))
                if separated {
                    modifier = (modifier ?? 0) * 10 + digit
                } else {
                    number = (number ?? 0) * 10 + digit
                }
                guard (number ?? 0) < 10_000 && (modifier ?? 0) < 10_000 else { return nil }
            case UInt8(ascii: ";") where !separated && number != nil:
                separated = true
            default:
                return nil
            }
        }
        if separated && modifier == nil { return nil }
        return (number, modifier)
    }

    /// The event for xterm's button code: bits 0–1 the button, 32 motion, 64 the wheel;
    /// 4, 8 and 16 are Shift, Meta and Ctrl, ignored. Only the left button and the
    /// vertical wheel mean something here; positions left of or above the screen are 0.
    private static func mouse(button: Int, released: Bool, column: Int, row: Int) -> MouseEvent? {
        let location = Point(x: max(0, column), y: max(0, row))
        if button & 64 != 0 {
            switch button & 0b11 {
            case 0: return MouseEvent(kind: .scrollUp, location: location)
            case 1: return MouseEvent(kind: .scrollDown, location: location)
            default: return nil
            }
        }
        guard button & 0b11 == 0 else { return nil }
        if button & 32 != 0 { return MouseEvent(kind: .drag, location: location) }
        return MouseEvent(kind: released ? .release : .press, location: location)
    }

    /// A decimal parameter, clamped to `coordinateLimit`; nil when it is not a number.
    private static func clampedNumber(_ digits: Substring) -> Int? {
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return nil }
        let significant = digits.drop(while: { $0 == "0" })
        guard significant.count <= 6 else { return coordinateLimit }
        return min(Int(significant) ?? 0, coordinateLimit)
    }
}

/// Turns what the terminal sends into events, one item at a time, whatever arrives:
/// keys the terminal library already decoded, characters, and the escape sequences it
/// did not know (other terminals' cursor keys, mouse reports, bracketed paste, terminal
/// replies, garbage).
///
/// Nothing half-decoded ever leaks out as typed text, and nothing stays half-open: a
/// sequence that never finishes is given up when the terminal waits `timeout` without
/// sending the rest (`flush`), a pasted text ends at its end marker or then, and every
/// buffer is bounded. Pasted text arrives whole as `Key.paste`, which no binding maps to
/// an action, so a paste is never taken for commands.
public struct InputDecoder: Sendable {
    /// One unit of input as the terminal library delivers it.
    public enum Item: Hashable, Sendable {
        /// A key the terminal library already decoded (cursor and function keys).
        case key(Key)
        /// One character as read (a Unicode scalar value, or anything the library returned).
        case character(UInt32)
    }

    /// How long to wait for the rest of a pending sequence before giving it up.
    public static let sequenceTimeout = 100
    /// How long a paste may pause before what arrived is taken as the whole paste.
    public static let pasteTimeout = 1_000
    /// The most characters a paste keeps; the rest is dropped (up to its end marker).
    public static let pasteLimit = 65_536
    /// The longest escape sequence collected; longer ones are skipped to their end.
    static let sequenceLimit = 64

    private enum State: Sendable {
        case ground
        case escape
        case controlSequence([UInt8])
        case skippingSequence
        case singleShift
        /// `ESC [ [`, the Linux console's F1–F5 (`ESC [ [ A` … `ESC [ [ E`).
        case consoleFunctionKey
        case string(afterEscape: Bool)
        case legacyMouse([UInt32])
        case paste(text: String.UnicodeScalarView, count: Int, markerMatched: Int)
    }

    private static let pasteEnd = Array("\u{1b}[201~".unicodeScalars.map(\.value))
    private var state = State.ground

    /// A decoder with nothing pending.
    public init() {}

    /// Whether part of a sequence or a paste is waiting for more input.
    public var isPending: Bool {
        if case .ground = state { return false }
        return true
    }

    /// Milliseconds to wait for more input before calling `flush`, or nil when nothing is pending.
    public var timeout: Int? {
        switch state {
        case .ground: return nil
        case .paste: return Self.pasteTimeout
        default: return Self.sequenceTimeout
        }
    }

    /// Decodes one item, appending any events it completes to `events`.
    public mutating func decode(_ item: Item, into events: inout [Event]) {
        switch (state, item) {
        case (.paste(var text, var count, let matched), _):
            state = .ground  // so that `text` is the only reference and grows in place
            continuePaste(item, text: &text, count: &count, matched: matched, into: &events)
        case (.ground, .key(let key)):
            events.append(.key(key))
        case (.ground, .character(0x1b)):
            state = .escape
        case (.ground, .character(let value)):
            events.append(.key(Self.key(forCharacter: value)))
        case (.escape, .character(let value)):
            afterEscape(value, into: &events)
        case (_, .key(let key)):
            // A decoded key cuts any sequence short: give the sequence up, keep the key.
            abandonSequence(into: &events)
            events.append(.key(key))
        case (.controlSequence(var bytes), .character(let value)):
            state = .ground  // as above
            continueControlSequence(value, bytes: &bytes, into: &events)
        case (.skippingSequence, .character(let value)):
            if !(0x20...0x3f).contains(value) { state = .ground }
            if !(0x20...0x7e).contains(value) { decode(item, into: &events) }
        case (.singleShift, .character(let value)):
            state = .ground
            events.append(.key(Self.singleShiftKey(value)))
        case (.consoleFunctionKey, .character(let value)):
            state = .ground
            events.append(.key((0x41...0x45).contains(value) ? .function(Int(value) - 0x40) : .unknown))
        case (.string(let afterEscape), .character(let value)):
            if value == 0x07 || (afterEscape && value == 0x5c) {
                state = .ground
            } else if afterEscape {
                state = .ground
                decode(.character(0x1b), into: &events)
                decode(item, into: &events)
            } else {
                state = .string(afterEscape: value == 0x1b)
            }
        case (.legacyMouse(var values), .character(let value)):
            values.append(value)
            if values.count < 3 {
                state = .legacyMouse(values)
            } else {
                state = .ground
                if let mouse = Self.legacyMouse(values) { events.append(.mouse(mouse)) }
            }
        }
    }

    /// Ends a read: what was available has been decoded. A lone Esc at the end is the Esc
    /// key (the terminal library has already waited its escape delay for more); any
    /// other pending sequence keeps waiting, up to `timeout`.
    public mutating func finishRead(into events: inout [Event]) {
        if case .escape = state {
            state = .ground
            events.append(.key(.escape))
        }
    }

    /// Gives up what is pending because the rest did not come in time: a paste is
    /// delivered as far as it got, a lone Esc is the Esc key, Esc O is Alt-O, and any
    /// other unfinished sequence is an unknown key.
    public mutating func flush(into events: inout [Event]) {
        switch state {
        case .ground: break
        case .paste(let text, _, _): events.append(.key(.paste(String(text))))
        case .escape: events.append(.key(.escape))
        case .singleShift: events.append(.key(.alt("O")))
        case .string: break
        default: events.append(.key(.unknown))
        }
        state = .ground
    }

    // MARK: - States

    private mutating func afterEscape(_ value: UInt32, into events: inout [Event]) {
        switch value {
        case 0x5b: state = .controlSequence([])
        case 0x4f: state = .singleShift
        case 0x5d, 0x50: state = .string(afterEscape: false)
        case 0x1b: events.append(.key(.escape))
        case 0x09:
            state = .ground
            events.append(.key(.backTab))  // the Linux console's Shift-Tab
        default:
            state = .ground
            if let scalar = Unicode.Scalar(value), value >= 0x20, value != 0x7f, !(0x80..<0xa0).contains(value) {
                events.append(.key(.alt(Character(scalar))))
            } else {
                events.append(.key(.escape))
                decode(.character(value), into: &events)
            }
        }
    }

    private mutating func continueControlSequence(_ value: UInt32, bytes: inout [UInt8], into events: inout [Event]) {
        switch value {
        case 0x5b where bytes.isEmpty:
            state = .consoleFunctionKey
        case 0x20...0x3f:
            bytes.append(UInt8(value))
            state = bytes.count > Self.sequenceLimit ? .skippingSequence : .controlSequence(bytes)
        case 0x40...0x7e:
            state = .ground
            dispatchControlSequence(parameters: bytes, final: UInt8(value), into: &events)
        default:
            // Not part of any sequence: the sequence was cut; decode the character afresh.
            state = .ground
            events.append(.key(.unknown))
            decode(.character(value), into: &events)
        }
    }

    private mutating func dispatchControlSequence(parameters: [UInt8], final: UInt8, into events: inout [Event]) {
        let text = String(decoding: parameters, as: UTF8.self)
        switch (text, final) {
        case ("200", UInt8(ascii: "~")):
            state = .paste(text: String.UnicodeScalarView(), count: 0, markerMatched: 0)
        case ("201", UInt8(ascii: "~")), ("", UInt8(ascii: "I")), ("", UInt8(ascii: "O")):
            break  // a stray paste end, focus in/out: nothing to do
        case ("", UInt8(ascii: "M")):
            state = .legacyMouse([])
        case (_, UInt8(ascii: "M")) where text.hasPrefix("<"), (_, UInt8(ascii: "m")) where text.hasPrefix("<"):
            if let mouse = Self.sgrMouse(parameters: text.dropFirst(), released: final == UInt8(ascii: "m")) {
                events.append(.mouse(mouse))
            }
        default:
            events.append(.key(Self.controlSequenceKey(parameters: text, final: final)))
        }
    }

    private mutating func continuePaste(_ item: Item, text: inout String.UnicodeScalarView, count: inout Int,
                                        matched: Int, into events: inout [Event]) {
        guard case .character(let value) = item else {
            state = .paste(text: text, count: count, markerMatched: 0)
            return  // a key decoded from inside pasted text: not text, not a command
        }
        if value == Self.pasteEnd[matched] {
            if matched + 1 == Self.pasteEnd.count {
                state = .ground
                events.append(.key(.paste(String(text))))
            } else {
                state = .paste(text: text, count: count, markerMatched: matched + 1)
            }
            return
        }
        for earlier in Self.pasteEnd[..<matched] { Self.appendPasted(earlier, to: &text, count: &count) }
        if value == Self.pasteEnd[0] {
            state = .paste(text: text, count: count, markerMatched: 1)
            return
        }
        Self.appendPasted(value, to: &text, count: &count)
        state = .paste(text: text, count: count, markerMatched: 0)
    }

    /// Adds a pasted character as text: line breaks and tabs become spaces, other controls
    /// are dropped, and nothing is kept past `pasteLimit`.
    private static func appendPasted(_ value: UInt32, to text: inout String.UnicodeScalarView, count: inout Int) {
        guard count < pasteLimit else { return }
        let kept: UInt32?
        switch value {
        case 0x09, 0x0a, 0x0d: kept = 0x20
        case 0x00..<0x20, 0x7f, 0x80..<0xa0: kept = nil
        default: kept = value
        }
        guard let kept, let scalar = Unicode.Scalar(kept) else { return }
        text.append(scalar)
        count += 1
    }

    private mutating func abandonSequence(into events: inout [Event]) {
        switch state {
        case .escape: events.append(.key(.escape))
        case .string: break
        case .ground, .paste: return
        default: events.append(.key(.unknown))
        }
        state = .ground
    }
}

/// Turns the bytes a terminal sends into events, whatever arrives: characters, the
/// escape sequences of cursor and function keys (in the CSI and SS3 forms of xterm,
/// VT220, rxvt and the Linux console, so it does not matter whether the terminal is in
/// keypad-transmit mode), mouse reports, bracketed paste, terminal replies, garbage.
///
/// Nothing half-decoded ever leaks out as typed text, and nothing stays half-open: a
/// sequence that never finishes is given up when the terminal waits `timeout` without
/// sending the rest (`flush`), a pasted text ends at its end marker or then, and every
/// buffer is bounded. A lone Esc at the end of a read stays pending (`endsInLoneEscape`)
/// and is the Esc key unless the rest of a sequence comes within `escapeTimeout`. Pasted
/// text arrives whole as `Key.paste`, which no binding maps to an action, so a paste is
/// never taken for commands.
public struct InputDecoder: Sendable {
    /// How long a lone Esc waits for the rest of a sequence before it is the Esc key (the
    /// escape delay ncurses was given, and less than a person notices).
    public static let escapeTimeout = 25
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
        /// Collecting a CSI sequence's parameter and intermediate bytes into `parameters`.
        case controlSequence
        case skippingSequence
        case singleShift
        /// `ESC [ [`, the Linux console's F1–F5 (`ESC [ [ A` … `ESC [ [ E`).
        case consoleFunctionKey
        case string(afterEscape: Bool)
        case legacyMouse([UInt32])
        case paste(text: String.UnicodeScalarView, count: Int, markerMatched: Int)
    }

    private static let pasteEnd = Array("\u{1b}[201~".unicodeScalars.map(\.value))
    private static let pasteStartParameters = Array("200".utf8)
    private static let pasteEndParameters = Array("201".utf8)
    private var state = State.ground
    private var utf8 = UTF8Assembler()
    /// The bytes of the control sequence being read, kept to reuse their storage: a key
    /// such as PgDn then allocates nothing.
    private var parameters: [UInt8] = []

    /// A decoder with nothing pending.
    public init() {}

    /// Whether part of a sequence, a character or a paste is waiting for more input.
    public var isPending: Bool {
        if case .ground = state { return utf8.isPending }
        return true
    }

    /// Whether the input so far ends in an Esc that is either the Esc key or the start of
    /// a sequence, which only the next `escapeTimeout` milliseconds tell.
    public var endsInLoneEscape: Bool {
        if case .escape = state { return true }
        return false
    }

    /// Milliseconds to wait for more input before calling `flush`, or nil when nothing is pending.
    public var timeout: Int? {
        switch state {
        case .ground: return utf8.isPending ? Self.sequenceTimeout : nil
        case .escape: return Self.escapeTimeout
        case .paste: return Self.pasteTimeout
        default: return Self.sequenceTimeout
        }
    }

    /// Decodes bytes read from a terminal whose locale is UTF-8, appending the events
    /// they complete to `events`; a character or sequence cut off at the end waits for
    /// the next read. Invalid UTF-8 is dropped (see `UTF8Assembler`). The three values
    /// of a legacy mouse report are taken as raw bytes, which is what they are.
    public mutating func decode(utf8 bytes: UnsafeRawBufferPointer, into events: inout [Event]) {
        for byte in bytes {
            if case .legacyMouse = state, !utf8.isPending {
                decode(character: UInt32(byte), into: &events)
            } else if let scalar = utf8.take(byte) {
                decode(character: scalar, into: &events)
            }
        }
    }

    /// Decodes one character (a Unicode scalar value), appending any events it completes
    /// to `events`. For terminals whose locale is not UTF-8, whose bytes the C library
    /// turns into characters.
    public mutating func decode(character value: UInt32, into events: inout [Event]) {
        switch state {
        case .paste(var text, var count, let matched):
            state = .ground  // so that `text` is the only reference and grows in place
            continuePaste(value, text: &text, count: &count, matched: matched, into: &events)
        case .ground:
            if value == 0x1b {
                state = .escape
            } else {
                events.append(.key(Self.key(forCharacter: value)))
            }
        case .escape:
            afterEscape(value, into: &events)
        case .controlSequence:
            continueControlSequence(value, into: &events)
        case .skippingSequence:
            if !(0x20...0x3f).contains(value) { state = .ground }
            if !(0x20...0x7e).contains(value) { decode(character: value, into: &events) }
        case .singleShift:
            state = .ground
            events.append(.key(Self.singleShiftKey(value)))
        case .consoleFunctionKey:
            state = .ground
            events.append(.key((0x41...0x45).contains(value) ? .function(Int(value) - 0x40) : .unknown))
        case .string(let afterEscape):
            if value == 0x07 || (afterEscape && value == 0x5c) {
                state = .ground
            } else if afterEscape {
                state = .ground
                decode(character: 0x1b, into: &events)
                decode(character: value, into: &events)
            } else {
                state = .string(afterEscape: value == 0x1b)
            }
        case .legacyMouse(var values):
            values.append(value)
            if values.count < 3 {
                state = .legacyMouse(values)
            } else {
                state = .ground
                if let mouse = Self.legacyMouse(values) { events.append(.mouse(mouse)) }
            }
        }
    }

    /// Gives up what is pending because the rest did not come in time: a paste is
    /// delivered as far as it got, a lone Esc is the Esc key, Esc O is Alt-O, any other
    /// unfinished sequence is an unknown key, and part of a character is dropped.
    public mutating func flush(into events: inout [Event]) {
        utf8.reset()
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
        case 0x5b:
            parameters.removeAll(keepingCapacity: true)
            state = .controlSequence
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
                decode(character: value, into: &events)
            }
        }
    }

    private mutating func continueControlSequence(_ value: UInt32, into events: inout [Event]) {
        switch value {
        case 0x5b where parameters.isEmpty:
            state = .consoleFunctionKey
        case 0x20...0x3f:
            parameters.append(UInt8(value))
            if parameters.count > Self.sequenceLimit { state = .skippingSequence }
        case 0x40...0x7e:
            state = .ground
            dispatchControlSequence(parameters: parameters, final: UInt8(value), into: &events)
        default:
            // Not part of any sequence: the sequence was cut; decode the character afresh.
            state = .ground
            events.append(.key(.unknown))
            decode(character: value, into: &events)
        }
    }

    private mutating func dispatchControlSequence(parameters: [UInt8], final: UInt8, into events: inout [Event]) {
        switch final {
        case UInt8(ascii: "~") where parameters == Self.pasteStartParameters:
            state = .paste(text: String.UnicodeScalarView(), count: 0, markerMatched: 0)
        case UInt8(ascii: "~") where parameters == Self.pasteEndParameters,
             UInt8(ascii: "I") where parameters.isEmpty, UInt8(ascii: "O") where parameters.isEmpty:
            break  // a stray paste end, focus in/out: nothing to do
        case UInt8(ascii: "M") where parameters.isEmpty:
            state = .legacyMouse([])
        case UInt8(ascii: "M") where parameters.first == UInt8(ascii: "<"),
             UInt8(ascii: "m") where parameters.first == UInt8(ascii: "<"):
            let text = String(decoding: parameters.dropFirst(), as: UTF8.self)
            if let mouse = Self.sgrMouse(parameters: Substring(text), released: final == UInt8(ascii: "m")) {
                events.append(.mouse(mouse))
            }
        default:
            events.append(.key(Self.controlSequenceKey(parameters: parameters, final: final)))
        }
    }

    private mutating func continuePaste(_ value: UInt32, text: inout String.UnicodeScalarView, count: inout Int,
                                        matched: Int, into events: inout [Event]) {
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
}

/// Turns the keys a terminal decoded into events, for what arrives as several keys:
/// Esc then a character is Alt and that character (as terminals send Alt), and an xterm
/// mouse report is one mouse event. Reports come in the SGR form (mode 1006,
/// `Esc [ < button ; column ; row M` for a press or motion, `m` for a release) or, from a
/// terminal without it, the X10 form (`Esc [ M` and three characters). A report cut off
/// at the end of a read waits for the next one; anything that turns out not to be a
/// report comes out as the keys it was, so nothing typed is lost.
public struct InputParser: Sendable {
    /// The longest SGR report body kept waiting ("65;1000;1000" and its final).
    private static let maximumReportLength = 16

    private var pending: [Key] = []

    /// A parser with nothing pending.
    public init() {}

    /// Events for `keys`, read together. A lone Esc at the end is Esc: the terminal
    /// layer has already waited for what might follow it.
    public mutating func events(for keys: [Key]) -> [Event] {
        let input = pending + keys
        pending = []
        var events: [Event] = []
        var index = 0
        scanning: while index < input.count {
            guard input[index] == .escape else {
                events.append(.key(input[index]))
                index += 1
                continue
            }
            switch Self.report(in: input, at: index) {
            case .complete(let mouse, let length):
                if let mouse { events.append(.mouse(mouse)) }
                index += length
            case .incomplete:
                pending = Array(input[index...])
                break scanning
            case .notAReport:
                if index + 1 < input.count, case .character(let character) = input[index + 1] {
                    events.append(.key(.alt(character)))
                    index += 2
                } else {
                    events.append(.key(.escape))
                    index += 1
                }
            }
        }
        return events
    }

    // MARK: - Private

    private enum Report {
        /// A whole report of `length` keys; nil for buttons the app does not use.
        case complete(MouseEvent?, length: Int)
        /// The start of a report, cut off.
        case incomplete
        /// Not a report.
        case notAReport
    }

    private static func report(in keys: [Key], at start: Int) -> Report {
        let rest = keys[(start + 1)...].prefix(maximumReportLength + 2).map { key -> Character? in
            if case .character(let character) = key { return character }
            return nil
        }
        guard let first = rest.first, first == "[" else { return .notAReport }
        guard rest.count > 1 else { return .incomplete }
        switch rest[1] {
        case "<": return sgr(Array(rest.dropFirst(2)))
        case "M": return x10(Array(rest.dropFirst(2)))
        default: return .notAReport
        }
    }

    /// `b;x;y` then `M` or `m`, after `Esc [ <`.
    private static func sgr(_ body: [Character?]) -> Report {
        var text = ""
        for character in body.prefix(maximumReportLength) {
            guard let character else { return .notAReport }
            if character == "M" || character == "m" {
                let numbers = text.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
                guard numbers.count == 3, let button = numbers[0], let x = numbers[1], let y = numbers[2] else {
                    return .notAReport
                }
                let mouse = event(button: button, x: x - 1, y: y - 1, released: character == "m")
                return .complete(mouse, length: 3 + text.count + 1)
            }
            guard character.isASCII, character.isNumber || character == ";" else { return .notAReport }
            text.append(character)
        }
        return body.count < maximumReportLength ? .incomplete : .notAReport
    }

    /// Three characters after `Esc [ M`, each a value plus 32 (positions also plus 1).
    private static func x10(_ body: [Character?]) -> Report {
        guard body.count >= 3 else { return body.contains(nil) ? .notAReport : .incomplete }
        let values = body.prefix(3).map { $0?.unicodeScalars.first.map { Int($0.value) - 32 } }
        guard let button = values[0], let x = values[1], let y = values[2] else { return .notAReport }
        // X10 has no release per button: button bits 3, without motion or wheel, mean "released".
        let released = button & 0b11 == 3 && button & (64 | 32) == 0
        return .complete(event(button: released ? button & ~0b11 : button, x: x - 1, y: y - 1, released: released),
                         length: 6)
    }

    /// The event for xterm's button code: bits 0–1 the button, 32 motion, 64 the wheel;
    /// 4, 8 and 16 are Shift, Meta and Ctrl, ignored. Only the left button and the
    /// vertical wheel mean something here.
    private static func event(button: Int, x: Int, y: Int, released: Bool) -> MouseEvent? {
        let location = Point(x: x, y: y)
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
}

import CNcurses
import CWidth
import Glibc
import SplitKit

/// What `ScreenWriter` needs of the terminal, read from the terminfo entry ncurses loaded
/// for TERM: cursor movement (`cup`, `hpa`, `vpa`), `clear`, attributes (`sgr` or `sgr0`
/// and the single ones, `sitm`) and colours (`setaf`, `setab`, `op`). Cursor movements in
/// the common ANSI form are written directly by `ScreenWriter` (`CursorMovements` tries them),
/// and an ANSI erase or scroll region is formatted directly instead of interpreting terminfo
/// each time.
/// Colours the terminal lacks fall back to the nearest of the first eight, and a terminal
/// without colours gets only the attributes.
enum TerminfoCapabilities {
    /// The capabilities of the current terminal, or an error naming what it cannot do.
    static func load() throws(TerminalError) -> TerminalCapabilities {
        guard let cup = string("cup") else {
            let name = getenv("TERM").map { String(cString: $0) } ?? "(unset)"
            throw TerminalError(description: "TERM=\(name) cannot move the cursor (its terminfo entry has no cup)")
        }
        let ansi = TerminalCapabilities.ansi
        let lastCellScrolls = tigetflag("am") > 0 && tigetflag("xenl") <= 0
        return TerminalCapabilities(
            moveCursor: { row, column in apply(cup, row, column) },
            moveToColumn: oneParameter("hpa"),
            moveToRow: oneParameter("vpa"),
            clearScreen: sequence("clear") ?? ansi.clearScreen,
            clearToEndOfLine: sequence("el"),
            eraseCharacters: oneParameter("ech", ansi: ansi.eraseCharacters),
            setScrollRegion: scrollRegion(ansi: ansi.setScrollRegion),
            scrollForward: sequence("ind"),
            scrollReverse: sequence("ri"),
            setStyle: styleSequence(colorCount: max(0, Int(tigetnum("colors")))),
            canWriteLastCell: !lastCellScrolls,
            encode: localeIsUTF8 ? nil : encodeInLocale)
    }

    /// A one-parameter capability, formatted directly when the terminal's is `ansi`.
    private static func oneParameter(_ name: String, ansi: (@Sendable (Int) -> [UInt8])? = nil)
        -> (@Sendable (Int) -> [UInt8])? {
        guard let capability = string(name) else { return nil }
        if let ansi, [0, 7, 119, 299].allSatisfy({ tiparm1(capability, $0) == ansi($0) }) { return ansi }
        return { value in tiparm1(capability, value) }
    }

    /// The scroll region's capability (`csr`), formatted directly when the terminal's is `ansi`.
    private static func scrollRegion(ansi: (@Sendable (Int, Int) -> [UInt8])?) -> (@Sendable (Int, Int) -> [UInt8])? {
        guard let csr = string("csr") else { return nil }
        if let ansi, [(0, 23), (7, 39), (0, 299)].allSatisfy({ apply(csr, $0, $1) == ansi($0, $1) }) { return ansi }
        return { top, bottom in apply(csr, top, bottom) }
    }

    /// How to switch to a style from any other: reset and set the attributes in one `sgr`
    /// where there is one, then the colours.
    private static func styleSequence(colorCount: Int) -> @Sendable (Style) -> [UInt8] {
        let caps = StyleCapabilities()
        return { style in
            let attributes = style.attributes
            var bytes: [UInt8]
            if let sgr = caps.sgr {
                bytes = apply(sgr, [0, attributes.contains(.underline) ? 1 : 0, attributes.contains(.reverse) ? 1 : 0, 0,
                                    attributes.contains(.dim) ? 1 : 0, attributes.contains(.bold) ? 1 : 0, 0, 0, 0])
            } else {
                bytes = caps.sgr0 ?? []
                let single = [(Style.Attributes.bold, caps.bold), (.dim, caps.dim), (.reverse, caps.rev), (.underline, caps.smul)]
                for (attribute, sequence) in single where attributes.contains(attribute) { bytes += sequence ?? [] }
            }
            if attributes.contains(.italic) { bytes += caps.sitm ?? [] }
            guard colorCount > 0 else { return bytes }
            let text = String(decoding: bytes, as: UTF8.self)
            let resetsColours = ["\u{1b}[0;", "\u{1b}[0m", "\u{1b}[m"].contains { text.contains($0) }
            if !resetsColours, style.foreground == .default || style.background == .default {
                bytes += caps.op ?? []
            }
            if case .palette(let index) = style.foreground, let setaf = caps.setaf {
                bytes += tiparm1(setaf, paletteIndex(index, colorCount: colorCount))
            }
            if case .palette(let index) = style.background, let setab = caps.setab {
                bytes += tiparm1(setab, paletteIndex(index, colorCount: colorCount))
            }
            return bytes
        }
    }

    /// The attribute and colour capabilities, read once.
    private struct StyleCapabilities: Sendable {
        /// Parametrized: kept as terminfo has them, for tiparm.
        let sgr = string("sgr"), setaf = string("setaf"), setab = string("setab")
        let sgr0 = sequence("sgr0"), bold = sequence("bold"), dim = sequence("dim"), rev = sequence("rev")
        let smul = sequence("smul"), sitm = sequence("sitm"), op = sequence("op")
    }

    /// A palette entry the terminal has: itself, or the nearest it has (`Color.approximated`).
    private static func paletteIndex(_ index: UInt8, colorCount: Int) -> Int {
        guard case .palette(let nearest) = Color.palette(index).approximated(toPaletteSize: colorCount) else { return 0 }
        return Int(nearest)
    }

    private static var localeIsUTF8: Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).lowercased()
        return name == "utf-8" || name == "utf8"
    }

    /// A scalar in the locale's character set; else SplitKit's ASCII look-alike for its
    /// own symbols (`…` as `~`, box lines as `- | +`), else one `?` per column it covers,
    /// so every column stays where the canvas put it.
    @Sendable private static func encodeInLocale(_ scalar: UInt32, _ bytes: inout [UInt8]) {
        var buffer = [CChar](repeating: 0, count: 16)
        let length = sv_encode(wchar_t(bitPattern: scalar), &buffer)
        if length <= 0 {
            if let value = Unicode.Scalar(scalar), let lookAlike = Cell.asciiLookAlike(for: value) {
                bytes.append(contentsOf: lookAlike.utf8)
            } else {
                bytes.append(contentsOf: repeatElement(UInt8(ascii: "?"), count: Int(max(0, splitkit_wcwidth(scalar)))))
            }
        } else {
            bytes.append(contentsOf: buffer[0..<Int(length)].map { UInt8(bitPattern: $0) })
        }
    }

    // MARK: - terminfo

    /// A string capability, nil when the terminal lacks it. Padding (`$<5>`) is kept, as
    /// tiparm needs it; `bytes(_:)` drops it.
    static func string(_ name: String) -> String? {
        guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return nil }
        return String(cString: value)
    }

    /// What is sent for a capability's value: its padding specifications (`$<5>`, delays
    /// for hardware terminals that tputs would turn into waits) removed.
    static func bytes(_ value: UnsafePointer<CChar>?) -> [UInt8] {
        guard let value else { return [] }
        var result: [UInt8] = []
        var index = 0
        while value[index] != 0 {
            if value[index] == CChar(UInt8(ascii: "$")) && value[index + 1] == CChar(UInt8(ascii: "<")) {
                var end = index + 2
                while value[end] != 0 && value[end] != CChar(UInt8(ascii: ">")) { end += 1 }
                if value[end] != 0 {
                    index = end + 1
                    continue
                }
            }
            result.append(UInt8(bitPattern: value[index]))
            index += 1
        }
        return result
    }

    /// A string capability as sent (see `bytes(_:)`), nil when the terminal lacks it.
    static func sequence(_ name: String) -> [UInt8]? {
        guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return nil }
        return bytes(value)
    }

    private static func tiparm1(_ capability: String, _ value: Int) -> [UInt8] {
        bytes(sv_tiparm1(capability, Int32(value)))
    }

    private static func apply(_ capability: String, _ row: Int, _ column: Int) -> [UInt8] {
        bytes(sv_tiparm2(capability, Int32(row), Int32(column)))
    }

    private static func apply(_ capability: String, _ p: [Int32]) -> [UInt8] {
        bytes(sv_tiparm9(capability, p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7], p[8]))
    }
}

/// The escape sequences a `ScreenWriter` writes with, as the terminal's terminfo entry
/// describes them: how to move the cursor, clear the screen and change attributes. The
/// ncurses terminal fills it from terminfo; `ansi` is the common xterm dialect, for tests.
public struct TerminalCapabilities: Sendable {
    /// The bytes that move the cursor to a row and column, both from 0 (terminfo `cup`).
    public var moveCursor: @Sendable (_ row: Int, _ column: Int) -> [UInt8]
    /// The bytes that move the cursor to a column of its row (`hpa`), if the terminal has them.
    public var moveToColumn: (@Sendable (_ column: Int) -> [UInt8])?
    /// The bytes that move the cursor to a row in its column (`vpa`), if the terminal has them.
    public var moveToRow: (@Sendable (_ row: Int) -> [UInt8])?
    /// The bytes that clear the screen and put the cursor top left (`clear`).
    public var clearScreen: [UInt8]
    /// The bytes that blank the rest of the cursor's row (`el`), if the terminal has them.
    public var clearToEndOfLine: [UInt8]?
    /// The bytes that blank cells from the cursor on, not moving it (`ech`), if any.
    public var eraseCharacters: (@Sendable (_ count: Int) -> [UInt8])?
    /// The bytes that limit scrolling to rows `top` through `bottom` (`csr`), if any.
    public var setScrollRegion: (@Sendable (_ top: Int, _ bottom: Int) -> [UInt8])?
    /// The bytes that scroll the region up a line with the cursor on its last row (`ind`).
    public var scrollForward: [UInt8]?
    /// The bytes that scroll the region down a line with the cursor on its first row (`ri`).
    public var scrollReverse: [UInt8]?
    /// The bytes that make what follows appear in a style, whatever the style before:
    /// attributes reset (`sgr` or `sgr0`) and set, then the colours (`setaf`, `setab`).
    public var setStyle: @Sendable (Style) -> [UInt8]
    /// False when writing the bottom-right cell would scroll the screen (auto margins
    /// without the xenl glitch); that cell is then left alone.
    public var canWriteLastCell: Bool
    /// Encodes a scalar above ASCII for a terminal whose locale is not UTF-8 (appending
    /// to the bytes given); nil for UTF-8, which the writer encodes itself.
    public var encode: (@Sendable (_ scalar: UInt32, _ bytes: inout [UInt8]) -> Void)?

    /// Capabilities from their parts; see each property.
    public init(moveCursor: @escaping @Sendable (_ row: Int, _ column: Int) -> [UInt8],
                moveToColumn: (@Sendable (_ column: Int) -> [UInt8])?,
                moveToRow: (@Sendable (_ row: Int) -> [UInt8])?,
                clearScreen: [UInt8], clearToEndOfLine: [UInt8]?, eraseCharacters: (@Sendable (_ count: Int) -> [UInt8])?,
                setScrollRegion: (@Sendable (_ top: Int, _ bottom: Int) -> [UInt8])?, scrollForward: [UInt8]?,
                scrollReverse: [UInt8]?, setStyle: @escaping @Sendable (Style) -> [UInt8],
                canWriteLastCell: Bool, encode: (@Sendable (_ scalar: UInt32, _ bytes: inout [UInt8]) -> Void)?) {
        self.moveCursor = moveCursor
        self.moveToColumn = moveToColumn
        self.moveToRow = moveToRow
        self.clearScreen = clearScreen
        self.clearToEndOfLine = clearToEndOfLine
        self.eraseCharacters = eraseCharacters
        self.setScrollRegion = setScrollRegion
        self.scrollForward = scrollForward
        self.scrollReverse = scrollReverse
        self.setStyle = setStyle
        self.canWriteLastCell = canWriteLastCell
        self.encode = encode
    }

    /// xterm's sequences (ECMA-48 with 256 colours), UTF-8.
    public static let ansi = TerminalCapabilities(
        moveCursor: { row, column in controlSequence(row + 1, column + 1, final: UInt8(ascii: "H")) },
        moveToColumn: { column in controlSequence(column + 1, final: UInt8(ascii: "G")) },
        moveToRow: { row in controlSequence(row + 1, final: UInt8(ascii: "d")) },
        clearScreen: Array("\u{1b}[H\u{1b}[2J".utf8),
        clearToEndOfLine: Array("\u{1b}[K".utf8),
        eraseCharacters: { count in controlSequence(count, final: UInt8(ascii: "X")) },
        setScrollRegion: { top, bottom in controlSequence(top + 1, bottom + 1, final: UInt8(ascii: "r")) },
        scrollForward: [0x0A],
        scrollReverse: [0x1B, UInt8(ascii: "M")],
        setStyle: ansiStyle,
        canWriteLastCell: true,
        encode: nil)

    /// ESC [ first ; second final, numbers in decimal.
    private static func controlSequence(_ first: Int, _ second: Int? = nil, final: UInt8) -> [UInt8] {
        var bytes: [UInt8] = []
        appendControlSequence(first, second, final: final, to: &bytes)
        return bytes
    }

    /// Appends ESC [ first ; second final, numbers in decimal (how `ScreenWriter` writes
    /// the movements of a terminal that moves as ANSI says).
    static func appendControlSequence(_ first: Int, _ second: Int?, final: UInt8, to bytes: inout [UInt8]) {
        bytes.append(0x1B)
        bytes.append(UInt8(ascii: "["))
        first.appendDecimal(to: &bytes)
        if let second {
            bytes.append(UInt8(ascii: ";"))
            second.appendDecimal(to: &bytes)
        }
        bytes.append(final)
    }

    /// The bytes in ESC [ first ; second final.
    static func controlSequenceLength(_ first: Int, _ second: Int?) -> Int {
        3 + first.decimalLength + (second.map { 1 + $0.decimalLength } ?? 0)
    }

    /// SGR 0, the attributes, then 256-colour foreground and background.
    private static func ansiStyle(_ style: Style) -> [UInt8] {
        var parameters = ["0"]
        let attributes: [(Style.Attributes, String)] = [(.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"),
                                                        (.reverse, "7")]
        for (attribute, code) in attributes where style.attributes.contains(attribute) { parameters.append(code) }
        if case .palette(let index) = style.foreground { parameters.append("38;5;\(index)") }
        if case .palette(let index) = style.background { parameters.append("48;5;\(index)") }
        return Array("\u{1b}[\(parameters.joined(separator: ";"))m".utf8)
    }
}

/// How a cell is drawn: colours and attributes.
public struct Style: Hashable, Sendable {
    /// Text attributes a terminal can show without colour.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt8
        /// Attributes from their bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// Bold or bright.
        public static let bold = Attributes(rawValue: 1 << 0)
        /// Dim (half-bright).
        public static let dim = Attributes(rawValue: 1 << 1)
        /// Foreground and background swapped.
        public static let reverse = Attributes(rawValue: 1 << 2)
        /// Underlined.
        public static let underline = Attributes(rawValue: 1 << 3)
        /// Italic, where the terminal has it.
        public static let italic = Attributes(rawValue: 1 << 4)
    }

    /// Text colour.
    public var foreground: Color {
        get { Style.unpack(packed & 0x1FF) }
        set { packed = packed & ~0x1FF | Style.pack(newValue) }
    }
    /// Cell colour.
    public var background: Color {
        get { Style.unpack(packed >> 9 & 0x1FF) }
        set { packed = packed & ~(0x1FF << 9) | Style.pack(newValue) << 9 }
    }
    /// Bold, dim, reverse, underline, italic.
    public var attributes: Attributes {
        get { Attributes(rawValue: UInt8(truncatingIfNeeded: packed >> 18)) }
        set { packed = packed & 0x3FFFF | UInt32(newValue.rawValue) << 18 }
    }

    /// The style in 26 bits, as `Cell` stores it: foreground (9 bits, 256 for the
    /// default), background (the same), attributes (8 bits). Kept so, two styles are
    /// compared and hashed as one integer: every frame compares the themes and styles its
    /// views drew with, and one integer compares in one step where the parts take many.
    private(set) var packed: UInt32

    /// A style; every part defaults to the terminal's own.
    public init(foreground: Color = .default, background: Color = .default, attributes: Attributes = []) {
        packed = Style.pack(foreground) | Style.pack(background) << 9 | UInt32(attributes.rawValue) << 18
    }

    /// The terminal's default colours, no attributes.
    public static let plain = Style()

    /// The style `packed` describes.
    init(packed: UInt32) {
        self.packed = packed
    }

    private static func pack(_ color: Color) -> UInt32 {
        switch color {
        case .default: return 0x100
        case .palette(let index): return UInt32(index)
        }
    }

    private static func unpack(_ bits: UInt32) -> Color {
        bits == 0x100 ? .default : .palette(UInt8(truncatingIfNeeded: bits))
    }

    /// This style with `extra` attributes added.
    public func adding(_ extra: Attributes) -> Style {
        var copy = self
        copy.attributes.formUnion(extra)
        return copy
    }
}

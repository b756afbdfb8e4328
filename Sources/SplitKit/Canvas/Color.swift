/// A terminal colour: the terminal's own default, or an entry of the 256-colour palette
/// (0–7 the classic colours, 8–15 their bright forms). Terminals with fewer colours get
/// the nearest of what they have; that mapping is the terminal's business, not the views'.
public enum Color: Hashable, Sendable {
    /// Whatever the terminal's foreground or background is.
    case `default`
    /// A palette index, 0–255.
    case palette(UInt8)

    /// Palette 0.
    public static let black = Color.palette(0)
    /// Palette 1.
    public static let red = Color.palette(1)
    /// Palette 2.
    public static let green = Color.palette(2)
    /// Palette 3.
    public static let yellow = Color.palette(3)
    /// Palette 4.
    public static let blue = Color.palette(4)
    /// Palette 5.
    public static let magenta = Color.palette(5)
    /// Palette 6.
    public static let cyan = Color.palette(6)
    /// Palette 7.
    public static let white = Color.palette(7)
}

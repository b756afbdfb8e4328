extension Color: LosslessStringConvertible {
    /// How configuration files and help name the colour: "default", "red",
    /// "bright-blue" for 8–15, else the palette number ("208").
    public var description: String {
        switch self {
        case .default: return "default"
        case .palette(let index) where index < 8: return Color.names[Int(index)]
        case .palette(let index) where index < 16: return "bright-" + Color.names[Int(index) - 8]
        case .palette(let index): return String(index)
        }
    }

    /// A colour from its name: "default"; the eight names ("red"); "bright-red" (or
    /// "brightred") for 8–15, "grey"/"gray" for 8; a palette number 0–255; or "#rrggbb",
    /// which becomes the nearest entry of the 256-colour palette's cube and greys.
    /// Names ignore case; nil for anything else.
    public init?(_ description: String) {
        let name = description.lowercased()
        if name == "default" {
            self = .default
        } else if let index = Color.names.firstIndex(of: name) {
            self = .palette(UInt8(index))
        } else if name.hasPrefix("bright"), let index = Color.names.firstIndex(of: String(name.dropFirst(6).drop { $0 == "-" })) {
            self = .palette(UInt8(index + 8))
        } else if name == "grey" || name == "gray" {
            self = .palette(8)
        } else if let index = UInt8(name) {
            self = .palette(index)
        } else if name.hasPrefix("#"), name.count == 7, let value = UInt32(name.dropFirst(), radix: 16) {
            let rgb = RGB(red: Int(value >> 16), green: Int(value >> 8 & 0xff), blue: Int(value & 0xff))
            self = .palette(UInt8(rgb.nearest(in: 16..<256)))
        } else {
            return nil
        }
    }

    private static let names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]
}

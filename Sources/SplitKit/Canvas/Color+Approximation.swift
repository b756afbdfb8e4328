extension Color {
    /// The colour a terminal with `count` colours shows for this one: itself when the
    /// terminal has it, else the nearest (in xterm's default RGB values) of the terminal's
    /// first 16 colours, or first 8 on an 8-colour terminal. A grey becomes black or
    /// white, a deep blue becomes blue, where `index % 8` would give an unrelated colour.
    /// With no colours at all, the terminal's default.
    public func approximated(toPaletteSize count: Int) -> Color {
        guard case .palette(let index) = self else { return self }
        if Int(index) < count { return self }
        guard count > 0 else { return .default }
        return .palette(UInt8(RGB(paletteIndex: Int(index)).nearest(in: 0..<min(count, 16))))
    }
}

/// A colour's red, green and blue (0–255), as xterm draws its 256-colour palette.
struct RGB: Hashable {
    var red: Int
    var green: Int
    var blue: Int

    /// xterm's default for palette `index`: the 16 system colours, the 6×6×6 cube, the greys.
    init(paletteIndex index: Int) {
        switch index {
        case 0..<16:
            (red, green, blue) = RGB.system[index]
        case 16..<232:
            let levels = [0, 95, 135, 175, 215, 255]
            let cube = index - 16
            (red, green, blue) = (levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])
        default:
            let grey = 8 + 10 * (index - 232)
            (red, green, blue) = (grey, grey, grey)
        }
    }

    init(red: Int, green: Int, blue: Int) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// The palette index in `candidates` closest to this colour.
    func nearest(in candidates: Range<Int>) -> Int {
        candidates.min { distance(to: RGB(paletteIndex: $0)) < distance(to: RGB(paletteIndex: $1)) } ?? 0
    }

    /// Squared distance, weighted for how strongly the eye sees each channel.
    private func distance(to other: RGB) -> Int {
        let dr = red - other.red, dg = green - other.green, db = blue - other.blue
        return 2 * dr * dr + 4 * dg * dg + 3 * db * db
    }

    private static let system: [(Int, Int, Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255),
        (255, 255, 255),
    ]
}

import CNcurses
import SplitKit

/// Turns canvas styles into ncurses attributes and colour pairs, allocating each pair
/// once. Colours the terminal lacks fall back to the nearest it has (`Color.approximated`), and on
/// a terminal without colours only the attributes remain.
@MainActor
struct StylePalette {
    private var cache: [Style: (attr_t, Int32)] = [:]
    private let colorCount: Int

    init(colorCount: Int) {
        self.colorCount = colorCount
    }

    mutating func attributes(for style: Style) -> (attr_t, Int32) {
        if let known = cache[style] { return known }
        var attributes = sv_A_NORMAL
        if style.attributes.contains(.bold) { attributes |= sv_A_BOLD }
        if style.attributes.contains(.dim) { attributes |= sv_A_DIM }
        if style.attributes.contains(.reverse) { attributes |= sv_A_REVERSE }
        if style.attributes.contains(.underline) { attributes |= sv_A_UNDERLINE }
        if style.attributes.contains(.italic) { attributes |= sv_A_ITALIC }
        var pair: Int32 = 0
        if colorCount > 0, style.foreground != .default || style.background != .default {
            let allocated = alloc_pair(index(style.foreground), index(style.background))
            pair = allocated > 0 ? allocated : 0
        }
        cache[style] = (attributes, pair)
        return (attributes, pair)
    }

    private func index(_ color: Color) -> Int32 {
        switch color.approximated(toPaletteSize: colorCount) {
        case .default: return -1
        case .palette(let value): return Int32(value)
        }
    }
}

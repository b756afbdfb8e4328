import SeededRandom
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

/// One thing the fuzzer does to the app: an event, as the terminal would deliver it, or a
/// change of the split view's configuration (what the command-line flags and the
/// library's properties can set).
enum FuzzStep: CustomStringConvertible {
    case event(Event)
    /// Raw terminal input (partial and unknown sequences, pastes, mouse reports, noise)
    /// and the events the input decoder made of it.
    case input([UInt8], [Event])
    case configure(SplitConfiguration)

    var description: String {
        switch self {
        case .event(let event): return "\(event)"
        case .input(let values, _):
            return "input " + values.map { String($0, radix: 16) }.joined(separator: " ")
        case .configure(let configuration):
            return "configure(\(configuration.preferredDisplayMode), \(configuration.primaryEdge), "
                + "layout \(configuration.preferredLayoutMode.map(\.rawValue) ?? "auto"), "
                + "landscape≥\(configuration.landscapeMinimumWidth), compact<\(configuration.compactBelowWidth), "
                + "primary \(configuration.minimumPrimaryColumnWidth)…\(configuration.maximumPrimaryColumnWidth))"
        }
    }
}

/// Makes random steps. Keys come from the bindings (every key bound to any action, so a
/// new action or binding is exercised without touching this file), plus every other kind
/// of key, typed text in many scripts, pastes, mouse reports inside and far outside the
/// screen, resizes across every size from 1x1 to 500x200, data changes, repaints and
/// configuration changes over every display mode, edge and layout mode.
///
/// To cover a new state: bind its key to an action (it is picked up from the bindings);
/// add any event that is not a key to `next`; and add what must hold in it to
/// `AppInvariants`.
struct FuzzStepGenerator {
    var random: SeededGenerator
    /// Every key some action is bound to.
    let boundKeys: [Key]

    /// Keys that are not characters, bound or not.
    static let namedKeys: [Key] = [
        .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .enter, .escape, .tab, .backTab,
        .backspace, .delete, .insert, .controlPageUp, .controlPageDown, .unknown,
    ] + (1...12).map(Key.function)

    /// Characters people type and data holds: letters, digits, symbols, accents, wide and
    /// combining characters, emoji, and the controls a hostile stream could produce.
    static let characters: [Character] = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 *-_.,;:'\"/\\[]{}()<>|!@#$%^&~`+=?")
        + ["é", "ß", "漢", "字", "🙂", "👩‍👩‍👧", "e\u{301}", "\u{1b}", "\u{7}", "\u{0}", "\u{9b}", "\u{202e}", "\u{fffd}", "\u{200b}"]

    init(seed: UInt64, bindings: KeyBindings = KeyBindings(sections: ActionSection.browser)) {
        random = SeededGenerator(seed: seed)
        boundKeys = bindings.declaredActions.flatMap { bindings.keys(for: $0) }.filter { bindings.action(for: $0) != .quit }
    }

    /// The next step for an app whose terminal is `size`.
    mutating func next(size: Size) -> FuzzStep {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<40: return .event(.key(random.pick(boundKeys)))
        case 40..<58: return .event(.key(.character(random.pick(Self.characters))))
        case 58..<63: return .event(.key(randomOtherKey()))
        case 63..<66: return randomInput()
        case 66..<78: return .event(.mouse(randomMouse(size: size)))
        case 78..<92: return .event(.resize(randomSize()))
        case 92..<95: return .event(random.chance(50) ? .posted : .redraw)
        default: return .configure(randomConfiguration())
        }
    }

    private mutating func randomOtherKey() -> Key {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return random.pick(Self.namedKeys)
        case 1: return .control(random.pick(Array("abcdefghijklmnopqrstuvwxyz ")))
        case 2: return .paste(String((0..<Int.random(in: 0...40, using: &random)).map { _ in random.pick(Self.characters) }))
        default: return .alt(random.pick(Self.characters))
        }
    }

    /// Pieces terminals send, glued at random: sequences whole and cut, paste markers,
    /// mouse reports with wild coordinates, controls and text.
    static let inputPieces: [String] = [
        "\u{1b}", "\u{1b}[", "\u{1b}[A", "\u{1b}OB", "\u{1b}[5~", "\u{1b}[1;5C", "\u{1b}[200~", "\u{1b}[201~",
        "\u{1b}[<0;5;3M", "\u{1b}[<0;99999;99999m", "\u{1b}[<64;1;1M", "\u{1b}[M !!", "\u{1b}]0;t\u{7}", "\u{1b}P",
        "\u{1b}\\", "\u{9b}", "\r", "\n", "\t", "\u{7f}", "\u{0}", "j", "k", "/", "m", "\u{1b}v", "abc", "漢", "12;",
    ]

    private mutating func randomInput() -> FuzzStep {
        let text = (0..<Int.random(in: 1...8, using: &random)).map { _ in random.pick(Self.inputPieces) }.joined()
        let bytes = Array(text.utf8)
        var decoder = InputDecoder()
        return .input(bytes, decoder.events(of: bytes, flushing: true))
    }

    private mutating func randomMouse(size: Size) -> MouseEvent {
        let kinds: [MouseEvent.Kind] = [.press, .release, .drag, .scrollUp, .scrollDown]
        let inside = random.chance(80)
        let x = inside ? Int.random(in: 0..<max(1, size.width), using: &random) : Int.random(in: -1_000...100_000, using: &random)
        let y = inside ? Int.random(in: 0..<max(1, size.height), using: &random) : Int.random(in: -1_000...100_000, using: &random)
        return MouseEvent(kind: random.pick(kinds), location: Point(x: x, y: y))
    }

    /// Sizes from 1x1 to 500x200, weighted towards the thresholds and the tiny end,
    /// where the layout changes.
    mutating func randomSize() -> Size {
        let width: Int
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<2: width = Int.random(in: 1...25, using: &random)
        case 2..<6: width = Int.random(in: 44...86, using: &random)
        case 6..<9: width = Int.random(in: 1...200, using: &random)
        default: width = Int.random(in: 1...500, using: &random)
        }
        let height = random.chance(30) ? Int.random(in: 1...8, using: &random) : Int.random(in: 1...(random.chance(80) ? 60 : 200), using: &random)
        return Size(width: width, height: height)
    }

    /// A configuration over every display mode, edge and layout pin, sometimes with other
    /// thresholds and widths.
    mutating func randomConfiguration() -> SplitConfiguration {
        var configuration = SplitConfiguration()
        configuration.preferredDisplayMode = random.pick(DisplayMode.allCases)
        configuration.primaryEdge = random.pick(PrimaryEdge.allCases)
        configuration.preferredLayoutMode = random.chance(50) ? nil : random.pick(LayoutMode.allCases)
        if random.chance(50) {
            configuration.compactBelowWidth = Int.random(in: 20...80, using: &random)
            configuration.landscapeMinimumWidth = configuration.compactBelowWidth + Int.random(in: 0...80, using: &random)
            configuration.minimumPrimaryColumnWidth = Int.random(in: 1...40, using: &random)
            configuration.maximumPrimaryColumnWidth = configuration.minimumPrimaryColumnWidth + Int.random(in: 0...60, using: &random)
            configuration.preferredPrimaryColumnWidthFraction = Double.random(in: 0...1, using: &random)
            configuration.preferredPrimaryColumnWidth = random.chance(30) ? Int.random(in: 0...120, using: &random) : nil
        }
        return configuration
    }
}

/// What the status bar says after the layout changes: "portrait 60x40", or
/// "landscape 120x40 · master 36" while the master shows. It appears when the mode,
/// the size or the master's width changes and stays until the next key or click, as
/// vim's messages do, so a resize, `<`, `>` or a drag of the divider says what it did
/// without a timer. The first layout says nothing.
struct LayoutIndicator {
    private struct Reading: Equatable {
        var mode: LayoutMode
        var size: Size
        var primaryWidth: Int
    }

    private var last: Reading?
    /// The message shown now, if any.
    private(set) var message: String?
    /// The two latest messages made, with what they say and whether the master shows:
    /// rotating back and forth (a tmux zoom, say) says again what it said without making
    /// the text anew, which after a pause costs a rotation some 10 µs.
    private var made: [(reading: Reading, masterShown: Bool, message: String)] = []

    /// Notes the layout drawn on a screen of `size`, updating the message.
    mutating func update(_ layout: SplitLayout?, size: Size) {
        guard let layout else { return }
        let reading = Reading(mode: layout.mode, size: size, primaryWidth: layout.primaryWidth)
        if let last, last != reading {
            message = self.message(for: reading, masterShown: layout.primary != nil || layout.popover != nil)
        }
        last = reading
    }

    /// "portrait 60x40", or "landscape 120x40 · master 36" when the master shows.
    private mutating func message(for reading: Reading, masterShown: Bool) -> String {
        if let kept = made.first(where: { $0.reading == reading && $0.masterShown == masterShown }) {
            return kept.message
        }
        let text = "\(reading.mode.rawValue) \(reading.size)" + (masterShown ? " · master \(reading.primaryWidth)" : "")
        if made.count == 2 { made.removeFirst() }
        made.append((reading, masterShown, text))
        return text
    }

    /// Hides the message (a key or a click).
    mutating func dismiss() { message = nil }
}

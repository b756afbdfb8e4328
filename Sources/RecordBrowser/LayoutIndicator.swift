import SplitKit
import RecordTables
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

    /// Notes the layout of a screen of `size`, updating the message.
    mutating func update(_ layout: SplitLayout?, size: Size) {
        guard let layout else { return }
        let reading = Reading(mode: layout.mode, size: size, primaryWidth: layout.primaryWidth)
        if let last, last != reading {
            let masterShown = layout.primary != nil || layout.popover != nil
            message = "\(reading.mode.rawValue) \(reading.size)" + (masterShown ? " · master \(reading.primaryWidth)" : "")
        }
        last = reading
    }

    /// Hides the message (a key or a click).
    mutating func dismiss() { message = nil }
}

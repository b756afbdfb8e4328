import RecordBrowser
import RecordTables
import SplitKit

/// The help overlay's list of what the mouse does, shown when the app takes mouse reports.
enum MouseHelp {
    static let section = HelpOverlay.Section(title: "Mouse", entries: [
        HelpOverlay.Entry(keys: "Click a row", summary: "open the record"),
        HelpOverlay.Entry(keys: "Click [m] Master", summary: "show or hide the master"),
        HelpOverlay.Entry(keys: "Click outside", summary: "close the popover"),
        HelpOverlay.Entry(keys: "Wheel", summary: "scroll the pane under the pointer"),
        HelpOverlay.Entry(keys: "Drag the divider", summary: "narrow or widen the master"),
        HelpOverlay.Entry(keys: "Shift-drag", summary: "select text (the terminal's own)"),
    ])
}

/// The styles every view draws with, by role. A theme is chosen once (from the
/// terminal's colours, `NO_COLOR`, the configuration) and handed to views through the
/// draw context, so no view picks a colour of its own.
public struct Theme: Hashable, Sendable {
    /// Plain text.
    public var text = Style.plain
    /// Secondary text: subtitles, hints, empty-state messages.
    public var secondaryText = Style(attributes: .dim)
    /// A navigation bar's row, in the pane with the keyboard focus.
    public var navigationBar = Style(attributes: [.bold, .underline])
    /// A navigation bar's row in a pane without the focus: dimmer, so the focused pane
    /// stands out when both are shown.
    public var inactiveNavigationBar = Style(attributes: [.dim, .underline])
    /// A bar button item's label ("[m] Master").
    public var barButton = Style(foreground: .cyan, attributes: [.bold, .underline])
    /// The selected row in the focused pane.
    public var selection = Style(attributes: .reverse)
    /// The selected row in a pane without focus.
    public var inactiveSelection = Style(attributes: [.bold, .underline])
    /// Field labels in the detail.
    public var label = Style(foreground: .cyan, attributes: .bold)
    /// Dividers and borders.
    public var line = Style(attributes: .dim)
    /// The border of the focused pane's popover or divider.
    public var focusedLine = Style(foreground: .cyan)
    /// What lies behind a popover.
    public var dimmed = Style(attributes: .dim)
    /// The status bar.
    public var statusBar = Style(attributes: .reverse)
    /// Notices and warnings.
    public var notice = Style(foreground: .yellow, attributes: .bold)
    /// The filter's matches, highlighted in the detail.
    public var match = Style(attributes: .reverse)
    /// Delete markers in Edit mode, and questions that risk data.
    public var destructive = Style(foreground: .red, attributes: .bold)
    /// The tab bar's row.
    public var tabBar = Style(attributes: .reverse)
    /// The selected tab.
    public var selectedTab = Style(attributes: .bold)
    /// Lines for borders and dividers.
    public var lines = BoxLines.unicode

    /// The default theme: terminal default colours with a few accents, readable on dark
    /// and light backgrounds.
    public init() {}

    /// Bold, dim, reverse and underline only, for `NO_COLOR` and monochrome terminals.
    public static var monochrome: Theme {
        var theme = Theme()
        theme.barButton = Style(attributes: [.bold, .underline])
        theme.label = Style(attributes: .bold)
        theme.focusedLine = Style(attributes: .bold)
        theme.notice = Style(attributes: .bold)
        theme.destructive = Style(attributes: .bold)
        return theme
    }
}

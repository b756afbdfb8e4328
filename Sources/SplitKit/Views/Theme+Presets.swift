extension Theme {
    /// The built-in themes, by the names `--theme` and configuration files use.
    public enum Name: String, CaseIterable, Hashable, Sendable {
        /// `Theme()`: the terminal's own colours with a few of its eight accents, so the
        /// palette the terminal tuned for its background decides how they look.
        case `default`
        /// `Theme.light`: 256-colour shades for a light background.
        case light
        /// `Theme.dark`: 256-colour shades for a dark background.
        case dark
        /// `Theme.monochrome`: attributes only.
        case mono
    }

    /// Filled bars and soft blues chosen for a dark background (needs 256 colours).
    public static var dark: Theme {
        var theme = Theme()
        theme.secondaryText = Style(foreground: .palette(244))
        theme.navigationBar = Style(foreground: .palette(255), background: .palette(237), attributes: .bold)
        theme.inactiveNavigationBar = Style(foreground: .palette(248), background: .palette(236))
        theme.barButton = Style(foreground: .palette(117), background: .palette(237), attributes: .bold)
        theme.selection = Style(foreground: .palette(231), background: .palette(25), attributes: .bold)
        theme.inactiveSelection = Style(foreground: .palette(252), background: .palette(238))
        theme.label = Style(foreground: .palette(110), attributes: .bold)
        theme.line = Style(foreground: .palette(240))
        theme.focusedLine = Style(foreground: .palette(75))
        theme.dimmed = Style(foreground: .palette(240))
        theme.statusBar = Style(foreground: .palette(252), background: .palette(236))
        theme.notice = Style(foreground: .palette(221), attributes: .bold)
        return theme
    }

    /// Filled bars and deep blues chosen for a light background (needs 256 colours).
    public static var light: Theme {
        var theme = Theme()
        theme.secondaryText = Style(foreground: .palette(243))
        theme.navigationBar = Style(foreground: .palette(235), background: .palette(253), attributes: .bold)
        theme.inactiveNavigationBar = Style(foreground: .palette(243), background: .palette(254))
        theme.barButton = Style(foreground: .palette(25), background: .palette(253), attributes: .bold)
        theme.selection = Style(foreground: .palette(16), background: .palette(153))
        theme.inactiveSelection = Style(foreground: .palette(235), background: .palette(254))
        theme.label = Style(foreground: .palette(25), attributes: .bold)
        theme.line = Style(foreground: .palette(249))
        theme.focusedLine = Style(foreground: .palette(32))
        theme.dimmed = Style(foreground: .palette(250))
        theme.statusBar = Style(foreground: .palette(235), background: .palette(252))
        theme.notice = Style(foreground: .palette(130), attributes: .bold)
        return theme
    }

    /// The theme a terminal can show, as less and git choose: `name` when given (asking
    /// for a theme overrides `NO_COLOR`, as no-color.org allows); else monochrome when
    /// `noColor` (the `NO_COLOR` variable is set and not empty) and the default otherwise.
    /// A terminal without colours always gets monochrome, and light or dark falls back to
    /// the default below 256 colours, whose eight accents read on any palette.
    public static func named(_ name: Name?, colorCount: Int, noColor: Bool) -> Theme {
        if colorCount < 8 { return .monochrome }
        switch name ?? (noColor ? .mono : .default) {
        case .default: return Theme()
        case .mono: return .monochrome
        case .light: return colorCount >= 256 ? .light : Theme()
        case .dark: return colorCount >= 256 ? .dark : Theme()
        }
    }
}

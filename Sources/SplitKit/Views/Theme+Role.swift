extension Theme {
    /// A style of the theme by the name configuration files use (`color selection =
    /// white on blue`). Every `Style` a theme holds has a role, so every colour can be set.
    public enum Role: String, CaseIterable, Hashable, Sendable {
        /// Plain text (`Theme.text`).
        case text
        /// Subtitles, hints and empty-state messages.
        case secondaryText = "secondary-text"
        /// A navigation bar's row.
        case navigationBar = "navigation-bar"
        /// The navigation bar of the pane without the focus.
        case inactiveNavigationBar = "inactive-navigation-bar"
        /// A bar button's label, such as "[m] Master".
        case barButton = "bar-button"
        /// The selected row in the focused pane.
        case selection
        /// The selected row in a pane without focus.
        case inactiveSelection = "inactive-selection"
        /// Field labels in the detail.
        case label
        /// Dividers and borders.
        case line
        /// The popover's border.
        case focusedLine = "focused-line"
        /// What lies behind a popover.
        case dimmed
        /// The status bar.
        case statusBar = "status-bar"
        /// Notices and warnings.
        case notice
        /// The filter's matches in the detail.
        case match
        /// Destructive marks, such as Edit mode's delete markers.
        case destructive
        /// The tab bar's row.
        case tabBar = "tab-bar"
        /// The current tab in the tab bar.
        case selectedTab = "selected-tab"

        /// The theme's property this role names.
        var keyPath: WritableKeyPath<Theme, Style> {
            switch self {
            case .text: return \.text
            case .secondaryText: return \.secondaryText
            case .navigationBar: return \.navigationBar
            case .inactiveNavigationBar: return \.inactiveNavigationBar
            case .barButton: return \.barButton
            case .selection: return \.selection
            case .inactiveSelection: return \.inactiveSelection
            case .label: return \.label
            case .line: return \.line
            case .focusedLine: return \.focusedLine
            case .dimmed: return \.dimmed
            case .statusBar: return \.statusBar
            case .notice: return \.notice
            case .match: return \.match
            case .destructive: return \.destructive
            case .tabBar: return \.tabBar
            case .selectedTab: return \.selectedTab
            }
        }
    }

    /// The style for `role`.
    public subscript(role: Role) -> Style {
        get { self[keyPath: role.keyPath] }
        set { self[keyPath: role.keyPath] = newValue }
    }
}

/// What a view needs to know while drawing besides its frame.
public struct DrawContext: Sendable {
    /// The styles to draw with.
    public var theme: Theme
    /// Whether the pane being drawn has the keyboard focus.
    public var isFocused: Bool

    /// A context with `theme`, focused or not.
    public init(theme: Theme, isFocused: Bool = true) {
        self.theme = theme
        self.isFocused = isFocused
    }

    /// The same context with focus set to `focused`.
    public func focused(_ focused: Bool) -> DrawContext {
        var copy = self
        copy.isFocused = focused
        return copy
    }
}

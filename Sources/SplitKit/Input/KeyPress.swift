/// A key as it travels down the controller tree: the key itself, for text fields, and
/// the action the bindings give it, for everything else.
public struct KeyPress: Hashable, Sendable {
    /// The key pressed.
    public var key: Key
    /// What the bindings say it means, if anything.
    public var action: Action?

    /// A key press and its bound action.
    public init(key: Key, action: Action?) {
        self.key = key
        self.action = action
    }
}

/// Why unsaved edits could not be kept, in words for the person.
public struct RecoveryError: Error, CustomStringConvertible, Sendable {
    /// The message.
    public let description: String
}

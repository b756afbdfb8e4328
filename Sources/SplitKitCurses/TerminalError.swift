/// Why the terminal could not be opened; the message is what a person reads.
public struct TerminalError: Error, CustomStringConvertible {
    /// One line, without the program name.
    public let description: String
}

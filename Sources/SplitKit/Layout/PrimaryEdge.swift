/// The side of the screen the primary column docks on (UIKit's `primaryEdge`).
public enum PrimaryEdge: String, CaseIterable, Hashable, Sendable {
    /// The left side.
    case leading
    /// The right side.
    case trailing
}

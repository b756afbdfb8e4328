#if canImport(Glibc)
import Glibc
#endif

/// Why a save did not happen. The file on disk is untouched in every case.
public struct SaveError: Error, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Equatable, Sendable {
        /// The file changed on disk since it was opened (or last saved).
        case changedOnDisk
        /// A file is already there (saving under a new name).
        case fileExists
        /// The table has not finished loading; saving now would drop records.
        case stillLoading
        /// The table could not be read completely; saving over it would drop records.
        case incomplete
        /// The file the table was read from changed on disk since, so the records shown
        /// cannot be read to save them (the edits are kept).
        case sourceChanged
        /// A system call failed (no space, no permission, …).
        case system
    }

    /// What went wrong.
    public let kind: Kind
    /// The file being saved.
    public let path: String
    /// The reason, for a person.
    public let message: String

    /// An error of `kind` saving `path`.
    public init(kind: Kind, path: String, message: String) {
        self.kind = kind
        self.path = path
        self.message = message
    }

    /// A failed system call: "cannot write x.csv.tmp: No space left on device".
    static func system(_ step: String, _ code: Int32, path: String) -> SaveError {
        SaveError(kind: .system, path: path, message: "\(step): \(String(cString: strerror(code)))")
    }

    /// "cannot save people.csv: it changed on disk since it was opened". The name is data, as
    /// it is: whoever shows the text makes it visible (the app's stderr and the canvas both do).
    public var description: String { "cannot save \(path): \(message)" }
}

#if canImport(Glibc)
import Glibc
#endif

/// A problem that stops a table from opening, or from finishing loading.
///
/// `description` is the one line the app prints before exiting with status 2. It names the file
/// and, where it applies, the line and column (1-based; columns count Unicode scalars):
/// `data.csv:12:7: unterminated quoted field (opened here)`.
public struct LoadError: Error, CustomStringConvertible, Sendable, Equatable {
    /// What kind of failure this is, for code that wants to react to a specific one.
    public enum Kind: Sendable, Equatable {
        /// The path does not exist.
        case fileNotFound
        /// The path is a directory.
        case isDirectory
        /// The file could not be opened for reading.
        case permissionDenied
        /// Any other failure of the operating system while opening, mapping or reading.
        case readFailed
        /// A CSV/TSV quoted field is never closed.
        case unterminatedQuote
        /// The JSON text is not valid JSON.
        case invalidJSON
        /// The JSON is valid but is not an array of objects (or a sequence of objects).
        case notRecords
        /// A column asked for by name does not exist.
        case unknownColumn
        /// The file changed on disk while it was read.
        case changedOnDisk
        /// Reading stopped at the memory limit (see the status bar); the rows read are kept.
        case limitReached
    }

    /// What kind of failure this is.
    public var kind: Kind
    /// The path as the user gave it (or `stdin`).
    public var file: String
    /// 1-based line of the problem, when it has a position.
    public var line: Int?
    /// 1-based column (in Unicode scalars) of the problem, when it has a position.
    public var column: Int?
    /// A short explanation a person reads, without the file name or position.
    public var message: String

    /// Creates an error; `description` assembles `file:line:column: message`.
    public init(kind: Kind, file: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.kind = kind
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column: message`, or `file: message` when there is no position. The file's
    /// name and quoted values are data, as they are: whoever shows the text makes it visible
    /// (the app's stderr and the canvas both do).
    public var description: String {
        var text = file
        if let line {
            text += ":\(line)"
            if let column { text += ":\(column)" }
        }
        return text + ": " + message
    }

    /// The error for a failed system call, from its `errno`.
    static func system(_ code: Int32, file: String) -> LoadError {
        switch code {
        case ENOENT, ENOTDIR:
            return LoadError(kind: .fileNotFound, file: file, message: "no such file")
        case EACCES, EPERM:
            return LoadError(kind: .permissionDenied, file: file, message: "permission denied")
        case EISDIR:
            return LoadError(kind: .isDirectory, file: file, message: "is a directory")
        default:
            return LoadError(kind: .readFailed, file: file, message: String(cString: strerror(code)))
        }
    }
}

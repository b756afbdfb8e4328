#if canImport(Glibc)
import Glibc
#endif

/// Keeps unsaved edits when a session ends with nobody to ask about them (the terminal
/// was lost: the pane or ssh session closed; or a signal ended it). They go to a hidden
/// file beside the original, `.NAME.splitview-recovery`, in the original's format,
/// never over the original; the next start on that file finds it and names it, and the
/// person decides what to do with it. Edits to a table with no file of its own (standard
/// input, the sample) go to a new file in a folder of their own (the app uses
/// `$XDG_STATE_HOME/splitview`), which every later start names until it is moved away.
public struct RecoveryStore: Sendable {
    /// The file the edits belong to; nil for a table with no file of its own.
    public let originalPath: String?
    /// Where the edits are kept: `.NAME.splitview-recovery` in the original's folder, or a
    /// new file in the recovery folder for a table with no file.
    public let recoveryPath: String
    /// What the edits are of, for messages: the original's path, or a description such
    /// as "standard input".
    public let source: String

    /// The store for edits to `originalPath`.
    public init(originalPath: String) {
        self.originalPath = originalPath
        source = originalPath
        let absolute = originalPath.hasPrefix("/") ? originalPath : Self.currentFolder() + "/" + originalPath
        let slash = absolute.lastIndex(of: "/")!
        recoveryPath = absolute[...slash] + "." + absolute[absolute.index(after: slash)...] + ".splitview-recovery"
    }

    /// The store for edits to a table with no file of its own, made when they are about
    /// to be kept: a new file in `folder` (created when missing, for the owner only),
    /// named after `stem`, the moment and the process, in `format` (`folder` is absolute):
    /// `stdin-2026-11-29-224501-4242.csv`. `source` names the table in messages.
    public init(source: String, stem: String, format: TableFormat, folder: String) {
        originalPath = nil
        self.source = source
        let moment = Timestamp.local(Int(time(nil)), "%Y-%m-%d-%H%M%S")
        recoveryPath = "\(folder)/\(stem)-\(moment)-\(getpid()).\(format.rawValue)"
    }

    /// The working folder, so that messages name the recovery file wherever they are read.
    private static func currentFolder() -> String {
        guard let folder = getcwd(nil, 0) else { return "." }
        defer { free(folder) }
        return String(cString: folder)
    }

    /// Writes every record of `editable`, as edited, to the recovery file when it has
    /// unsaved changes; returns whether it wrote. The file is replaced atomically (see
    /// `TableSaver`) and is readable by its owner only, since it holds the person's data.
    @MainActor
    @discardableResult
    public func keep(_ editable: EditableTable) throws(SaveError) -> Bool {
        guard editable.isModified else { return false }
        if originalPath == nil { try Self.makeFolders(for: recoveryPath) }
        let descriptor = open(recoveryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if descriptor >= 0 { close(descriptor) }  // a new file; an atomic replace keeps its mode
        _ = try TableSaver.save(editable.snapshot(), to: recoveryPath, format: editable.table.format ?? .csv,
                                expecting: .anything)
        return true
    }

    /// Whether edits from an earlier session are waiting in the recovery file.
    public var hasRecovery: Bool { ProcessEnvironment.fileExists(atPath: recoveryPath) }

    /// The message to show at start when edits from an earlier session are waiting:
    /// where they are, and what to do with them.
    public var startupMessage: String? {
        guard hasRecovery else { return nil }
        guard let originalPath else { return Self.waitingMessage(recoveryPath) }
        return "unsaved edits from an earlier session that lost its terminal are in \(recoveryPath); "
            + "compare it with \(originalPath), then move it over the original to keep them, or delete it"
    }

    /// The same, short enough for a status bar.
    public var statusMessage: String? {
        guard hasRecovery else { return nil }
        return Self.waitingStatusMessage(recoveryPath)
    }

    /// The files of edits to tables with no file of their own waiting in `folder`, oldest
    /// name first (hidden files are not theirs and are left out).
    public static func waiting(in folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var paths: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if !name.hasPrefix(".") && entry.pointee.d_type == UInt8(DT_REG) { paths.append(folder + "/" + name) }
        }
        return paths.sorted()
    }

    /// The start-up message for edits to a table with no file, kept at `path`.
    public static func waitingMessage(_ path: String) -> String {
        "unsaved edits to a table with no file (standard input or the sample) from an earlier session "
            + "that lost its terminal are in \(path); move it where you want to keep it, or delete it"
    }

    /// The status bar's message for edits kept at `path`.
    public static func waitingStatusMessage(_ path: String) -> String {
        "unsaved edits from a lost session are in \(path.split(separator: "/").last ?? "")"
    }

    /// Creates the folders above `path` that are missing, readable by their owner only.
    private static func makeFolders(for path: String) throws(SaveError) {
        var folder = ""
        for part in path.split(separator: "/").dropLast() {
            folder += "/" + part
            if mkdir(folder, 0o700) != 0 && errno != EEXIST {
                throw SaveError.system("cannot create the folder \(folder)", errno, path: path)
            }
        }
    }
}

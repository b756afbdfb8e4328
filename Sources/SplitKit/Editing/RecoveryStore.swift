#if canImport(Glibc)
import Glibc
#endif

/// Keeps unsaved edits when a session ends with nobody to ask about them (the terminal
/// was lost: the pane or ssh session closed; or a signal ended it). They go to a hidden
/// file beside the original, `.NAME.splitview-recovery`, in the original's format,
/// never over the original; the next start on that file finds it and names it, and the
/// person decides what to do with it.
public struct RecoveryStore: Sendable {
    /// The file the edits belong to.
    public let originalPath: String
    /// Where the edits are kept: `.NAME.splitview-recovery` in the original's folder.
    public let recoveryPath: String

    /// The store for edits to `originalPath`.
    public init(originalPath: String) {
        self.originalPath = originalPath
        let absolute = originalPath.hasPrefix("/") ? originalPath : Self.currentFolder() + "/" + originalPath
        let slash = absolute.lastIndex(of: "/")!
        recoveryPath = absolute[...slash] + "." + absolute[absolute.index(after: slash)...] + ".splitview-recovery"
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
        return "unsaved edits from an earlier session that lost its terminal are in \(recoveryPath); "
            + "compare it with \(originalPath), then move it over the original to keep them, or delete it"
    }

    /// The same, short enough for a status bar.
    public var statusMessage: String? {
        guard hasRecovery else { return nil }
        return "unsaved edits from a lost session are in \(recoveryPath.split(separator: "/").last ?? "")"
    }
}

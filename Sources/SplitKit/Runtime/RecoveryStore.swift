import Foundation

/// Keeps unsaved edits when a session ends with nobody to save them (the terminal was
/// lost: the pane or ssh session closed). They go to a hidden file beside the original,
/// `.NAME.splitview-recovery`, never over the original; the next start on that file finds
/// it and names it in a message, and the person decides what to do with it.
public struct RecoveryStore: Sendable {
    /// The file the edits belong to.
    public let originalPath: String
    /// Where the edits are kept: `.NAME.splitview-recovery` in the original's folder.
    public let recoveryPath: String

    /// The store for edits to `originalPath`.
    public init(originalPath: String) {
        self.originalPath = originalPath
        let url = URL(fileURLWithPath: originalPath)
        recoveryPath = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).splitview-recovery").path
    }

    /// Writes `contents` (the whole table, serialised in the original's format) to the
    /// recovery file: atomically, so a half-written file never replaces a good one, and
    /// readable by the owner only, since it holds the person's data.
    public func save(_ contents: String) throws(RecoveryError) {
        let temporary = recoveryPath + ".\(getpid()).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(contents.utf8),
                                             attributes: [.posixPermissions: 0o600]) else {
            throw RecoveryError(description: "cannot write \(temporary)")
        }
        guard rename(temporary, recoveryPath) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw RecoveryError(description: "cannot write \(recoveryPath): \(reason)")
        }
    }

    /// Whether edits from an earlier session are waiting in the recovery file.
    public var hasRecovery: Bool { FileManager.default.fileExists(atPath: recoveryPath) }

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
        return "unsaved edits from a lost session are in \(URL(fileURLWithPath: recoveryPath).lastPathComponent)"
    }

    /// Removes the recovery file (after its edits were applied or declined).
    public func discard() throws(RecoveryError) {
        guard unlink(recoveryPath) == 0 || errno == ENOENT else {
            throw RecoveryError(description: "cannot remove \(recoveryPath): \(String(cString: strerror(errno)))")
        }
    }
}

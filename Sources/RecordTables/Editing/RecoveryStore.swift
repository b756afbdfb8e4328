#if canImport(Glibc)
import Glibc
#endif

/// Keeps a session's unsaved edits on disk as they are made, so that they outlive
/// whatever ends the session: a lost terminal, a signal, a crash, `kill -9`, a power cut.
/// Nothing depends on code running at the end.
///
/// Edits to a file go to a journal (`EditJournal`) beside it, `.NAME.splitview-recovery`
/// (`-2`, `-3`… when an earlier session's is there), rewritten after every change: O(edits),
/// never a copy of the table. After a save to the file, they are kept as edits to the
/// version saved (`SavedVersion`), which the next start opens. When the file's folder cannot be written, the journal goes to
/// the recovery folder (`$XDG_STATE_HOME/splitview`), named after the file and a hash of its
/// path. Edits to a table with no file of its own (standard input, the sample) are kept
/// as a full copy in the recovery folder instead (`stdin-2026-11-29-224501-4242.csv`),
/// written in the background. A save of every edit, or a quit that discards them, removes
/// what was kept.
@MainActor
public final class RecoveryStore {
    /// What the edits are of, for messages: the original's path, or a description such
    /// as "standard input".
    public let source: String
    /// Where the edits are kept, once they have been.
    public private(set) var keptPath: String?
    /// The original (absolute, links resolved); nil for a table with no file.
    let originalPath: String?
    private let folder: String?
    private let copyPath: String?
    private let folderIsWritable: (String) -> Bool
    private var keptVersion: Int?
    /// The original's stamp in the journal written last: a file that grew since (its new
    /// rows read) is written for again, so the edits apply to it as it is.
    private var keptStamp: FileStamp?
    private var copyJob: SaveJob?
    /// What the last save to the original wrote, which later edits are kept against.
    private var saved: SavedVersion?

    /// The store for edits to the file at `originalPath`, with `fallbackFolder` for when
    /// its folder cannot be written (`folderIsWritable` says; tests replace it).
    public init(originalPath: String, fallbackFolder: String?,
                folderIsWritable: @escaping (String) -> Bool = { access($0, W_OK) == 0 }) {
        source = originalPath
        self.originalPath = Self.absolute(originalPath)
        folder = fallbackFolder
        copyPath = nil
        self.folderIsWritable = folderIsWritable
    }

    /// The store for edits to a table with no file of its own: a new file in `folder`
    /// (created when missing, for the owner only), named after `stem`, the moment and the
    /// process, in `format`. `source` names the table in messages.
    public init(source: String, stem: String, format: TableFormat, folder: String) {
        self.source = source
        originalPath = nil
        self.folder = folder
        let moment = Timestamp.local(Int(time(nil)), "%Y-%m-%d-%H%M%S")
        copyPath = "\(folder)/\(stem)-\(moment)-\(getpid()).\(format.rawValue)"
        folderIsWritable = { _ in true }
    }

    /// Where the edits to `originalPath` are kept when the file's folder cannot be written.
    nonisolated static func fallbackName(for originalPath: String) -> String {
        ".\(SideFileName.stem(of: SideFileName.split(originalPath).name + "~" + SideFileName.hash(originalPath)))"
            + ".splitview-recovery"
    }

    /// Takes over the journal an earlier session left, whose edits `editable` now holds.
    public func adopt(_ found: FoundJournal, into editable: EditableTable) {
        guard editable.restore(found.journal.overlay) else { return }
        keptPath = found.path
        keptVersion = nil
    }

    /// Keeps `editable`'s edits, after a change: writes the journal (or starts writing the
    /// copy) when they changed since last kept, and removes what was kept when nothing is
    /// unsaved any more. Throws when they could not be kept; the previous version stays.
    public func keep(_ editable: EditableTable) throws(SaveError) {
        if let job = copyJob {
            guard let result = job.result else { return }
            copyJob = nil
            if case .failure(let error) = result { throw error }
            keptVersion = job.version
        }
        guard editable.isModified else { return discard() }
        guard editable.version != keptVersion || (copyPath == nil && originalStamp(editable) != keptStamp) else { return }
        if copyPath != nil {
            try startCopy(editable)
        } else {
            try writeJournal(editable)
        }
    }

    /// Keeps the edits as they are now before the process ends (waits for a copy being
    /// written, and writes again if the edits changed since it started).
    public func finishKeeping(_ editable: EditableTable) throws(SaveError) {
        copyJob?.wait()
        try keep(editable)
        copyJob?.wait()
        try keep(editable)
    }

    /// Records that `snapshot` was saved to `path`, now at `stamp`: when that is the
    /// original, the edits made from now on are kept as edits to the saved version.
    public func didSave(_ snapshot: EditSnapshot, to path: String, stamp: FileStamp) {
        guard copyPath == nil, let originalPath, Self.absolute(path) == originalPath else { return }
        saved = SavedVersion(stamp: stamp, version: snapshot.version, state: snapshot.state)
        keptVersion = nil
    }

    /// Removes what was kept (the edits were saved, or the person chose to discard them).
    public func discard() {
        copyJob?.wait()
        copyJob = nil
        if let keptPath { unlink(keptPath) }
        keptPath = nil
        keptVersion = nil
    }

    // MARK: - Private

    private func writeJournal(_ editable: EditableTable) throws(SaveError) {
        // Over the version last saved, unless the table's edits were started afresh since.
        let saved = saved.flatMap { $0.version == editable.savedVersion ? $0 : nil }
        guard let originalPath, let stamp = originalStamp(editable) else { return }
        let overlay = saved?.overlay(of: editable.state, table: editable.table) ?? editable.overlay
        let journal = EditJournal(originalPath: originalPath, stamp: stamp, format: editable.table.format ?? .csv,
                                  columns: editable.columns, processID: getpid(), overlay: overlay)
        let bytes = journal.encoded()
        if let keptPath {
            try PrivateFile.write(bytes, to: keptPath, replacing: true)
        } else {
            keptPath = try place(bytes, for: originalPath)
        }
        keptVersion = editable.version
        keptStamp = stamp
    }

    /// The version of the original the edits apply to: the one last saved, unless the
    /// edits were started afresh since, else the file as read.
    private func originalStamp(_ editable: EditableTable) -> FileStamp? {
        saved.flatMap { $0.version == editable.savedVersion ? $0.stamp : nil } ?? editable.table.fileStamp
    }

    /// Writes a new journal under the first free name, beside the file or in the
    /// recovery folder; returns its path.
    private func place(_ bytes: [UInt8], for originalPath: String) throws(SaveError) -> String {
        let (home, name) = SideFileName.split(originalPath)
        var places: [(folder: String, base: String)] = []
        if folderIsWritable(home) { places.append((home, ".\(SideFileName.stem(of: name)).splitview-recovery")) }
        if let folder { places.append((folder, Self.fallbackName(for: originalPath))) }
        var failure = SaveError(kind: .system, path: originalPath,
                                message: "\(home) cannot be written and there is no recovery folder (no HOME)")
        for place in places {
            do throws(SaveError) {
                if place.folder == folder { try Self.makeFolders(place.folder, for: originalPath) }
                for number in 1...99 {
                    let path = place.folder + "/" + place.base + (number == 1 ? "" : "-\(number)")
                    if try PrivateFile.write(bytes, to: path, replacing: false) { return path }
                }
                failure = SaveError(kind: .system, path: originalPath, message: "99 journals are already beside it")
            } catch {
                failure = error  // this folder failed (no permission, a read-only file system, …): try the next
            }
        }
        throw failure
    }

    private func startCopy(_ editable: EditableTable) throws(SaveError) {
        guard let copyPath, let folder else { return }
        if keptPath == nil {
            try Self.makeFolders(folder, for: copyPath)
            let descriptor = open(copyPath, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { throw SaveError.system("cannot create \(copyPath)", errno, path: copyPath) }
            close(descriptor)  // a new file for the owner only; the atomic replace keeps its mode
            keptPath = copyPath
        }
        copyJob = SaveJob(snapshot: editable.snapshot(), path: copyPath, format: editable.table.format ?? .csv,
                          expecting: .anything, onFinish: { _, _ in })
    }

    /// The path made absolute, its links resolved, so that every way of naming a file
    /// finds the same journals.
    nonisolated static func absolute(_ path: String) -> String {
        let resolved = AtomicFile.resolved(path)
        guard !resolved.hasPrefix("/") else { return resolved }
        guard let folder = getcwd(nil, 0) else { return resolved }
        defer { free(folder) }
        return String(cString: folder) + "/" + resolved
    }

    /// Creates `folder` and those above it that are missing, readable by their owner only.
    static func makeFolders(_ folder: String, for path: String) throws(SaveError) {
        var partial = ""
        for part in folder.split(separator: "/") {
            partial += "/" + part
            if mkdir(partial, 0o700) != 0 && errno != EEXIST {
                throw SaveError.system("cannot create the folder \(partial)", errno, path: path)
            }
        }
    }
}

#if canImport(Glibc)
import Glibc
#endif

/// A journal of kept edits found at start, and whether it applies to the file as it is now.
public struct FoundJournal: Sendable {
    /// Where it is.
    public let path: String
    /// When it was last written (seconds since 1970).
    public let modified: Int
    let journal: EditJournal
}

/// What earlier sessions left for a file, found when it is opened: journals of unsaved
/// edits (applied when the file is unchanged since, else named with the way to get the
/// edits out), files that only look like journals (ignored with a warning: a symbolic
/// link, another user's file, damaged), and temporaries of saves killed before they
/// finished.
public struct RecoveryScan: Sendable {
    /// The journal to apply: the newest of those made on the file as it is now by a
    /// session that is gone.
    public private(set) var chosen: FoundJournal?
    /// Lines for stderr, one per finding.
    public private(set) var notices: [String] = []
    /// The most useful finding, short enough for the status bar.
    public private(set) var statusMessage: String?

    /// Looks beside `originalPath` and in `fallbackFolder` for what earlier sessions left
    /// for it; `stamp` is the version opened now.
    public init(originalPath: String, stamp: FileStamp?, fallbackFolder: String?) {
        let original = RecoveryStore.absolute(originalPath)
        let (home, name) = SideFileName.split(original)
        let stem = ".\(SideFileName.stem(of: name)).splitview-"
        var journals: [String] = []
        var temporaries: [(path: String, size: Int64)] = []
        for (entry, size) in Self.entries(in: home) where entry.hasPrefix(stem) {
            let rest = entry.dropFirst(stem.count)
            if Self.isJournalName(rest) {
                journals.append(home + "/" + entry)
            } else if rest.count == 6 || (rest.hasPrefix("keeping-") && rest.count == 14) {
                temporaries.append((home + "/" + entry, size))
            }
        }
        if let fallbackFolder {
            let base = RecoveryStore.fallbackName(for: original)
            for (entry, _) in Self.entries(in: fallbackFolder) where entry.hasPrefix(base) {
                if entry == base || Self.isNumberSuffix(entry.dropFirst(base.count)) { journals.append(fallbackFolder + "/" + entry) }
            }
        }
        var applicable: [FoundJournal] = []
        for path in journals.sorted() {
            switch PrivateFile.read(path) {
            case .failure(let problem):
                note("ignored \(path): \(problem.reason); it is not taken as unsaved edits", status: "ignored \(Self.name(path)): see stderr")
            case .success(let (bytes, modified)):
                guard let journal = EditJournal(decoding: bytes) else {
                    note("ignored \(path): it is not a whole splitview journal; delete it", status: "ignored \(Self.name(path)): see stderr")
                    continue
                }
                let found = FoundJournal(path: path, modified: modified, journal: journal)
                if journal.processID != getpid() && (kill(journal.processID, 0) == 0 || errno == EPERM) {
                    note("\(path) holds unsaved edits to \(original) of a session that may still be running "
                         + "(process \(journal.processID)); left alone", status: nil)
                } else if journal.stamp != stamp {
                    note("\(path) holds unsaved edits to an earlier version of \(original), which changed since; "
                         + "they were not applied. \(Self.recoverHint(path))", status: "unsaved edits to an earlier version are in \(Self.name(path)): see stderr")
                } else {
                    applicable.append(found)
                }
            }
        }
        let newest = applicable.max { ($0.modified, $0.path) < ($1.modified, $1.path) }
        for other in applicable where other.path != newest?.path {
            note("\(other.path) holds unsaved edits to \(original) from another lost session; \(Self.recoverHint(other.path))",
                 status: nil)
        }
        if let newest {
            chosen = newest
            notices.insert("unsaved edits to \(original) from a lost session (kept in \(newest.path)) are applied "
                           + "as unsaved changes: save them with w, undo them with u, or quit and discard them", at: 0)
            statusMessage = "recovered unsaved edits from a lost session: w saves them, u undoes them"
        }
        for (path, size) in temporaries {
            note("\(path) (\(size) bytes) was left by a save that was interrupted; \(name) is whole without it: "
                 + "delete it unless another splitview is saving \(name) now", status: "a temporary left by an interrupted save: see stderr")
        }
    }

    /// The full copies of edits to tables with no file of their own waiting in `folder`,
    /// oldest name first (hidden files, such as journals, are not among them).
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
        "unsaved edits from a lost session are in \(name(path))"
    }

    private mutating func note(_ notice: String, status: String?) {
        notices.append(notice)
        if statusMessage == nil { statusMessage = status }
    }

    /// How to get the edits out of a journal that is not applied.
    static func recoverHint(_ path: String) -> String {
        "splitview --recover \(path) --output FILE writes its edited and inserted records to FILE; then delete it"
    }

    private static func name(_ path: String) -> String { SideFileName.split(path).name }

    /// `recovery`, `recovery-2`, `recovery-3`…
    private static func isJournalName(_ rest: Substring) -> Bool {
        rest == "recovery" || (rest.hasPrefix("recovery") && isNumberSuffix(rest.dropFirst("recovery".count)))
    }

    private static func isNumberSuffix(_ rest: Substring) -> Bool {
        rest.hasPrefix("-") && rest.count > 1 && rest.dropFirst().allSatisfy(\.isASCIIDigit)
    }

    /// The names in `folder` (hidden ones included) with their sizes (without following links).
    private static func entries(in folder: String) -> [(String, Int64)] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [(String, Int64)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name.hasPrefix(".") && name.contains(".splitview-") else { continue }
            var info = stat()
            let size = lstat(folder + "/" + name, &info) == 0 ? Int64(info.st_size) : 0
            names.append((name, size))
        }
        return names
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}

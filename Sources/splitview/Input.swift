import Glibc
import RecordBrowser
import RecordTables
import SplitKit

/// One table to browse and how to title it: a file, standard input ("-" or a pipe), or
/// the sample table shipped beside the binary.
struct Input {
    let table: Table
    /// The master's title: the file's name, "stdin", or "Elements" for the sample.
    let title: String
    let titleColumn: Int
    let subtitleColumns: [Int]
    /// The columns the master shows side by side (--columns, then the subtitles), the
    /// title's first unless listed; empty without --columns.
    let listColumns: [Int]
    let groupColumns: [Int]
    /// What the records are sorted by at first.
    let sortKeys: [SortKey]
    /// Where saves go: --output, else the file itself; nil for stdin and the sample (ask).
    let destination: String?
    /// Where the table came from.
    let origin: Origin
    /// Takes the table's reports to its document.
    let updates: TableUpdates

    /// Where a table came from.
    enum Origin: Equatable {
        case file(String)
        case standardInput
        /// `-` with a terminal on standard input: nothing is read from it (the keys come
        /// from it), and the screen says to pipe a table in.
        case terminalInput
        case sample
    }

    /// What the list says for `-` given with a terminal on standard input.
    static let terminalInputMessage = "stdin is this terminal"
    /// What the status bar says then.
    static let terminalInputHint = "pipe a table in (command | splitview -), or name a file; q or Esc quits"

    /// Opens `path` ("-" for stdin; nil for stdin when piped, else the sample); the table's
    /// reports are posted to `mailbox`.
    @MainActor
    static func open(path: String?, options: Options, mailbox: Mailbox) throws(UsageError) -> Input {
        let updates = TableUpdates()
        let onUpdate = updates.poster(mailbox)
        let table: Table
        let title: String
        let origin: Origin
        var destination = options.output
        let sample = path == nil && isatty(STDIN_FILENO) != 0 ? SampleTable.path() : nil
        if path == nil && isatty(STDIN_FILENO) != 0 && sample == nil {
            throw UsageError(description: "the sample table \(SampleTable.fileName) was not found beside the binary")
        }
        do throws(LoadError) {
            if path == "-" && isatty(STDIN_FILENO) != 0 {
                table = Table.inMemory(columns: [], rows: [], name: "stdin")
                title = "stdin"
                origin = .terminalInput
            } else if let path {
                table = try Table.open(path: path, format: options.format, options: options.reading, onUpdate: onUpdate)
                title = path == "-" ? "stdin" : table.name
                origin = path == "-" ? .standardInput : .file(path)
                if path != "-" && table.fileStamp != nil { destination = destination ?? path }
            } else if isatty(STDIN_FILENO) == 0 {
                table = try Table.readStandardInput(format: options.format, options: options.reading, onUpdate: onUpdate)
                title = "stdin"
                origin = .standardInput
            } else {
                table = try Table.open(path: sample ?? SampleTable.fileName, format: .csv, onUpdate: onUpdate)
                title = "Elements"
                origin = .sample
            }
        } catch {
            throw UsageError(description: error.description)
        }
        do throws(LoadError) {
            let titleColumn = try options.titleColumn.map(table.column(named:)) ?? table.suggestedTitleColumn
            let subtitleColumns = try options.subtitleColumns.map(table.column(named:))
            let listed = try options.listColumns.map(table.column(named:))
            var listColumns = listed.isEmpty || listed.contains(titleColumn) ? [] : [titleColumn]
            for column in listed + (listed.isEmpty ? [] : subtitleColumns) where !listColumns.contains(column) {
                listColumns.append(column)
            }
            let groupColumns = try options.groupColumns.map(table.column(named:))
            let sortKeys = try options.sortColumns.map { name throws(LoadError) in try SortKey(named: name, in: table) }
            return Input(table: table, title: title, titleColumn: titleColumn, subtitleColumns: subtitleColumns,
                         listColumns: listColumns, groupColumns: groupColumns, sortKeys: sortKeys, destination: destination,
                         origin: origin, updates: updates)
        } catch {
            throw UsageError(description: error.description)
        }
    }

    /// The first two of `paths` that name one regular file (the same device and inode:
    /// one path twice, a link, a hard link), if any. A file is opened once, so that two
    /// tabs never keep apart edits to it, nor save over each other.
    static func repeatedFile(in paths: [String]) -> (first: String, again: String)? {
        var seen: [(device: UInt64, inode: UInt64, path: String)] = []
        for path in paths where path != "-" {
            var info = stat()
            guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            let device = UInt64(info.st_dev), inode = UInt64(info.st_ino)
            if let earlier = seen.first(where: { $0.device == device && $0.inode == inode }) { return (earlier.path, path) }
            seen.append((device, inode, path))
        }
        return nil
    }

    /// Where unsaved edits are kept as they are made: a journal beside the file the table
    /// was read from (or in `folder` when its folder cannot be written); for a table with
    /// no file to go back to (standard input, the sample, a pipe), a full copy in `folder`;
    /// nil when there is nowhere (no file and no folder).
    @MainActor
    func recovery(folder: String?) -> RecoveryStore? {
        if case .file(let path) = origin, table.fileStamp != nil {
            return RecoveryStore(originalPath: path, fallbackFolder: folder)
        }
        let stem = switch origin {
        case .file: "stream"
        case .standardInput, .terminalInput: "stdin"
        case .sample: "sample"
        }
        return folder.map { RecoveryStore(source: source, stem: stem, format: table.format ?? .csv, folder: $0) }
    }

    /// What earlier sessions left for the file the table was read from (nil for a table
    /// with no file of its own).
    func leftovers(folder: String?) -> RecoveryScan? {
        guard case .file(let path) = origin, let stamp = table.fileStamp else { return nil }
        return RecoveryScan(originalPath: path, stamp: stamp, fallbackFolder: folder)
    }

    /// What the table is, in messages: its path, "standard input" or "the sample table".
    var source: String {
        switch origin {
        case .file(let path): path
        case .standardInput, .terminalInput: "standard input"
        case .sample: "the sample table"
        }
    }
}

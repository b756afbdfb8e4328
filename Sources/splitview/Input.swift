import Glibc
import SplitKit

/// One table to browse and how to title it: a file, standard input ("-" or a pipe), or
/// the sample table shipped beside the binary.
struct Input {
    let table: Table
    /// The master's title: the file's name, "stdin", or "Elements" for the sample.
    let title: String
    let titleColumn: Int
    let subtitleColumn: Int?
    let groupColumns: [Int]
    /// Where saves go: --output, else the file itself; nil for stdin and the sample (ask).
    let destination: String?
    /// Where the table came from.
    let origin: Origin

    /// Where a table came from.
    enum Origin: Equatable {
        case file(String)
        case standardInput
        case sample
    }

    /// Opens `path` ("-" for stdin; nil for stdin when piped, else the sample).
    static func open(path: String?, options: Options, onUpdate: @escaping @Sendable () -> Void) throws(UsageError) -> Input {
        let table: Table
        let title: String
        let origin: Origin
        var destination = options.output
        let sample = path == nil && isatty(STDIN_FILENO) != 0 ? SampleTable.path() : nil
        if path == nil && isatty(STDIN_FILENO) != 0 && sample == nil {
            throw UsageError(description: "the sample table \(SampleTable.fileName) was not found beside the binary")
        }
        do throws(LoadError) {
            if let path {
                table = try Table.open(path: path, format: options.format, onUpdate: onUpdate)
                title = path == "-" ? "stdin" : table.name
                origin = path == "-" ? .standardInput : .file(path)
                if path != "-" && table.fileStamp != nil { destination = destination ?? path }
            } else if isatty(STDIN_FILENO) == 0 {
                table = try Table.readStandardInput(format: options.format, onUpdate: onUpdate)
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
            let subtitleColumn = try options.subtitleColumn.map(table.column(named:))
            let groupColumns = try options.groupColumns.map(table.column(named:))
            return Input(table: table, title: title, titleColumn: titleColumn, subtitleColumn: subtitleColumn,
                         groupColumns: groupColumns, destination: destination, origin: origin)
        } catch {
            throw UsageError(description: error.description)
        }
    }

    /// Where unsaved edits go if the session ends with nobody to ask: beside the file it
    /// was opened from, or for standard input beside --output; in a new file in
    /// `folder` for a table with no file (standard input, the sample); nil when there
    /// is nowhere (no file and no folder).
    func recovery(output: String?, folder: String?) -> RecoveryStore? {
        switch origin {
        case .file(let path):
            return RecoveryStore(originalPath: path)
        case .standardInput, .sample:
            if let output { return RecoveryStore(originalPath: output) }
            let stem = origin == .sample ? "sample" : "stdin"
            return folder.map { RecoveryStore(source: source, stem: stem, format: table.format ?? .csv, folder: $0) }
        }
    }

    /// What the table is, in messages: its path, "standard input" or "the sample table".
    var source: String {
        switch origin {
        case .file(let path): path
        case .standardInput: "standard input"
        case .sample: "the sample table"
        }
    }
}

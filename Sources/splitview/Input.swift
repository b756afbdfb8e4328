import Glibc
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

    /// Opens `path` ("-" for stdin; nil for stdin when piped, else the sample).
    static func open(path: String?, options: Options, onUpdate: @escaping @Sendable () -> Void) throws(UsageError) -> Input {
        let table: Table
        let title: String
        var destination = options.output
        let sample = path == nil && isatty(STDIN_FILENO) != 0 ? SampleTable.path() : nil
        if path == nil && isatty(STDIN_FILENO) != 0 && sample == nil {
            throw UsageError(description: "the sample table \(SampleTable.fileName) was not found beside the binary")
        }
        do throws(LoadError) {
            if let path {
                table = try Table.open(path: path, format: options.format, onUpdate: onUpdate)
                title = path == "-" ? "stdin" : table.name
                if path != "-" && table.fileStamp != nil { destination = destination ?? path }
            } else if isatty(STDIN_FILENO) == 0 {
                table = try Table.readStandardInput(format: options.format, onUpdate: onUpdate)
                title = "stdin"
            } else {
                table = try Table.open(path: sample ?? SampleTable.fileName, format: .csv, onUpdate: onUpdate)
                title = "Elements"
            }
        } catch {
            throw UsageError(description: error.description)
        }
        do throws(LoadError) {
            let titleColumn = try options.titleColumn.map(table.column(named:)) ?? table.suggestedTitleColumn
            let subtitleColumn = try options.subtitleColumn.map(table.column(named:))
            let groupColumns = try options.groupColumns.map(table.column(named:))
            return Input(table: table, title: title, titleColumn: titleColumn, subtitleColumn: subtitleColumn,
                         groupColumns: groupColumns, destination: destination)
        } catch {
            throw UsageError(description: error.description)
        }
    }
}

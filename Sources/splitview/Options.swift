import Glibc
import RecordBrowser
import RecordTables
import SplitKit

/// What the command line asked for.
struct Options {
    /// Files to open; "-" is standard input. Empty: the sample table (or stdin when piped).
    var files: [String] = []
    /// The input format, when not guessed.
    var format: TableFormat?
    /// How to read it beyond the format: delimiter, header, comments, lines skipped, JSON path.
    var reading = ReadOptions()
    /// The column naming each record, when not guessed.
    var titleColumn: String?
    /// Columns shown dimmer after each title, in order.
    var subtitleColumns: [String] = []
    /// Columns shown side by side in the master, in order (--columns).
    var listColumns: [String] = []
    /// The split view's display mode, layout pin, thresholds, master width and edge.
    var layout = LayoutOptions()
    /// Whether the detail waits for Enter instead of following the highlight.
    var updatesDetailOnEnterOnly = false
    /// Whether the app takes mouse reports (--no-mouse leaves the mouse to the terminal).
    var usesMouse = true
    /// Columns to drill down by, outermost first.
    var groupColumns: [String] = []
    /// Columns to sort by (`-` first: descending), the first deciding.
    var sortColumns: [String] = []
    /// Where saves go instead of the input file (one input only).
    var output: String?
    /// A journal of kept edits whose records --recover writes to --output.
    var recoverPath: String?
    /// What Enter on a record writes to stdout before the app exits (--print), if anything.
    var pick: Picker.Choice?
    /// --help was given.
    var showsHelp = false
    /// --version was given.
    var showsVersion = false
    /// --man-page was given.
    var showsManPage = false
    /// The theme asked for; nil lets the terminal and NO_COLOR decide.
    var theme: Theme.Name?
    /// The lines asked for; nil lets the locale and TERM decide.
    var lines: BoxLines?
    /// The configuration file to read instead of the default one.
    var configPath: String?
    /// False after --no-config.
    var readsConfig = true

    /// Parses `arguments` (without the program name) on top of `defaults` (the
    /// configuration file's settings): flags in any order, `--flag value` or
    /// `--flag=value`, `--` ending the flags. A flag whose value may be left out (`--print`)
    /// takes the next argument only when it is no flag and no file that exists
    /// (`--print=COLUMN` always takes COLUMN).
    static func parse(_ arguments: [String], over defaults: Options = Options()) throws(UsageError) -> Options {
        var options = defaults
        var index = 0
        var flagsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if flagsEnded || argument == "-" || !argument.hasPrefix("-") {
                options.files.append(argument)
                continue
            }
            if argument == "--" {
                flagsEnded = true
                continue
            }
            let (name, inline) = split(argument)
            guard let spec = OptionSpec.all.first(where: { $0.name == name || $0.short == name }) else {
                throw UsageError(description: "unknown option \(VisibleText.excerpt(name))\(suggestion(for: name, among: OptionSpec.all.map(\.name))); see splitview --help")
            }
            var value = ""
            if let placeholder = spec.value {
                if let inline {
                    value = inline
                } else if spec.isValueOptional {
                    if index < arguments.count, !arguments[index].hasPrefix("-"), access(arguments[index], F_OK) != 0 {
                        value = arguments[index]
                        index += 1
                    }
                } else if index < arguments.count {
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError(description: "\(spec.name) needs a value (\(placeholder))")
                }
            } else if inline != nil {
                throw UsageError(description: "\(spec.name) takes no value")
            }
            try spec.apply(&options, value)
        }
        return options
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// " (did you mean --format?)" for a near miss among `candidates`, else "".
    static func suggestion(for name: String, among candidates: [String]) -> String {
        let best = candidates.min { distance(name, $0) < distance(name, $1) }
        guard let best, distance(name, best) <= max(2, best.count / 3) else { return "" }
        return " (did you mean \(best)?)"
    }

    private static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var row = Array(0...b.count)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in 1...max(1, b.count) where !b.isEmpty {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return row[b.count]
    }
}

import RecordBrowser
import RecordTables
import SplitKit

/// One command-line flag: its names, what it takes, its help line, and what it sets.
/// All flags live in `OptionSpec.all`, so parsing, `--help` and the man page's list
/// cannot disagree.
struct OptionSpec: Sendable {
    /// "--format".
    let name: String
    /// "-f", if it has a short form.
    let short: String?
    /// The value's placeholder ("FORMAT"), nil for a switch.
    let value: String?
    /// One line for --help.
    let help: String
    /// Whether only the command line may give it (--help, --config…); every other flag
    /// is also a setting of the configuration file, named without its dashes.
    var isCommandLineOnly = false
    /// Whether the value may be left out (see `Options.parse`): then the flag gets "".
    var isValueOptional = false
    /// Applies the flag (with its value, "" for a switch).
    let apply: @Sendable (inout Options, String) throws(UsageError) -> Void

    /// Every flag, in the order --help lists them.
    static let all: [OptionSpec] = [
        OptionSpec(name: "--format", short: "-f", value: "FORMAT",
                   help: "read the input as csv, tsv, json or jsonl (default: from the extension, then the content)") {
            options, value throws(UsageError) in
            guard let format = TableFormat(name: value) else {
                throw UsageError(description: "--format takes csv, tsv, json or jsonl, not \(quoted(value))")
            }
            options.format = format
        },
        OptionSpec(name: "--delimiter", short: "-d", value: "CHAR",
                   help: "the character between fields of delimited text: , ; | or tab (default: found from the content)") {
            options, value throws(UsageError) in options.reading.delimiter = try ReadFlags.character(value, flag: "--delimiter")
        },
        OptionSpec(name: "--no-header", short: nil, value: nil,
                   help: "the first line is a record, not column names: the columns are numbered 1, 2, …") {
            options, _ throws(UsageError) in options.reading.hasHeader = false
        },
        OptionSpec(name: "--comment", short: nil, value: "CHAR",
                   help: "pass over lines of delimited text that begin with CHAR, such as #") {
            options, value throws(UsageError) in options.reading.comment = try ReadFlags.character(value, flag: "--comment")
        },
        OptionSpec(name: "--skip", short: nil, value: "N",
                   help: "pass over the first N lines of delimited text, before its header") {
            options, value throws(UsageError) in options.reading.skipLines = try ReadFlags.lineCount(value, flag: "--skip")
        },
        OptionSpec(name: "--path", short: nil, value: "KEY[.KEY…]",
                   help: "the records of a JSON object are the array under these keys (default: found inside it)") {
            options, value throws(UsageError) in options.reading.jsonPath = try ReadFlags.keyPath(value, flag: "--path")
        },
        OptionSpec(name: "--title", short: "-t", value: "COLUMN",
                   help: "the column that titles each record in the master (default: chosen from the names and values)") {
            options, value throws(UsageError) in options.titleColumn = value
        },
        OptionSpec(name: "--subtitle", short: "-s", value: "COLUMN",
                   help: "a column shown dimmer after each title; repeat it for more") {
            options, value throws(UsageError) in options.subtitleColumns.append(value)
        },
        OptionSpec(name: "--columns", short: nil, value: "A,B,…",
                   help: "show these columns side by side in the master, under a header row (the title's first, unless listed)") {
            options, value throws(UsageError) in
            let names = value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard !names.contains(where: \.isEmpty) else {
                throw UsageError(description: "--columns takes column names joined by commas, such as name,city, not \(quoted(value))")
            }
            options.listColumns += names
        },
        OptionSpec(name: "--display-mode", short: nil, value: "MODE",
                   help: "auto, beside (master docked even in portrait), over (master open as a popover) or detail-only") {
            options, value throws(UsageError) in options.layout.displayMode = try LayoutOptions.displayMode(value)
        },
        OptionSpec(name: "--layout", short: nil, value: "LAYOUT",
                   help: "auto (from the width), or pin landscape, portrait or compact") {
            options, value throws(UsageError) in options.layout.layoutMode = try LayoutOptions.layoutMode(value)
        },
        OptionSpec(name: "--landscape-at", short: nil, value: "COLS",
                   help: "the narrowest width that is landscape (default 80)") {
            options, value throws(UsageError) in
            options.layout.landscapeAt = try LayoutOptions.columns(value, flag: "--landscape-at")
        },
        OptionSpec(name: "--compact-below", short: nil, value: "COLS",
                   help: "widths below this are compact, one pane at a time (default 50)") {
            options, value throws(UsageError) in
            options.layout.compactBelow = try LayoutOptions.columns(value, flag: "--compact-below")
        },
        OptionSpec(name: "--master-width", short: nil, value: "WIDTH",
                   help: "the master's width: a fraction (0.3, 30%) or columns (32); default 0.3") {
            options, value throws(UsageError) in
            options.layout.masterWidth = try LayoutOptions.width(value, flag: "--master-width")
        },
        OptionSpec(name: "--master-min", short: nil, value: "COLS",
                   help: "the narrowest the master gets (default 20)") {
            options, value throws(UsageError) in
            options.layout.masterMin = try LayoutOptions.columns(value, flag: "--master-min")
        },
        OptionSpec(name: "--master-max", short: nil, value: "COLS",
                   help: "the widest the master gets (default 40)") {
            options, value throws(UsageError) in
            options.layout.masterMax = try LayoutOptions.columns(value, flag: "--master-max")
        },
        OptionSpec(name: "--master-edge", short: nil, value: "EDGE",
                   help: "leading (master on the left) or trailing (on the right)") {
            options, value throws(UsageError) in options.layout.masterEdge = try LayoutOptions.edge(value)
        },
        OptionSpec(name: "--detail-on-enter", short: nil, value: nil,
                   help: "update the detail on Enter only, not as the highlight moves (for costly details)") {
            options, _ throws(UsageError) in options.updatesDetailOnEnterOnly = true
        },
        OptionSpec(name: "--no-mouse", short: nil, value: nil,
                   help: "leave the mouse to the terminal (its own selection and paste)") {
            options, _ throws(UsageError) in options.usesMouse = false
        },
        OptionSpec(name: "--theme", short: nil, value: "THEME",
                   help: "colours: default, light, dark or mono (default: default, or mono when NO_COLOR is set)") {
            options, value throws(UsageError) in
            guard let theme = Theme.Name(rawValue: value) else {
                throw UsageError(description: "--theme takes \(Theme.Name.allCases.map(\.rawValue).joined(separator: ", ")), not \(quoted(value))")
            }
            options.theme = theme
        },
        OptionSpec(name: "--lines", short: nil, value: "STYLE",
                   help: "draw borders with unicode or ascii lines (default: auto, ascii where the locale or TERM cannot)") {
            options, value throws(UsageError) in
            switch value {
            case "auto": options.lines = nil
            case "unicode": options.lines = .unicode
            case "ascii": options.lines = .ascii
            default: throw UsageError(description: "--lines takes auto, unicode or ascii, not \(quoted(value))")
            }
        },
        OptionSpec(name: "--print", short: nil, value: "[COLUMN]",
                   help: "pick: Enter writes the record as a JSON line (or its COLUMN's value) to stdout and exits 0; q exits 1",
                   isCommandLineOnly: true, isValueOptional: true) {
            options, value throws(UsageError) in options.pick = value.isEmpty ? .record : .field(value)
        },
        OptionSpec(name: "--config", short: nil, value: "FILE",
                   help: "read settings from FILE (default: $XDG_CONFIG_HOME/splitview/config)", isCommandLineOnly: true) {
            options, value throws(UsageError) in options.configPath = value
        },
        OptionSpec(name: "--no-config", short: nil, value: nil, help: "read no configuration file", isCommandLineOnly: true) {
            options, _ throws(UsageError) in options.readsConfig = false
        },
        OptionSpec(name: "--group", short: "-g", value: "COLUMN",
                   help: "drill down by this column's values first (repeat to nest: --group a --group b)") {
            options, value throws(UsageError) in options.groupColumns.append(value)
        },
        OptionSpec(name: "--sort", short: nil, value: "[-]COLUMN",
                   help: "list the records sorted by this column, -COLUMN largest first (repeat to break ties)") {
            options, value throws(UsageError) in options.sortColumns.append(value)
        },
        OptionSpec(name: "--output", short: "-o", value: "FILE",
                   help: "where w saves (default: the file itself; stdin asks for a name)") {
            options, value throws(UsageError) in options.output = value
        },
        OptionSpec(name: "--recover", short: nil, value: "JOURNAL",
                   help: "write the edited and inserted records kept in JOURNAL to the --output file, and exit",
                   isCommandLineOnly: true) {
            options, value throws(UsageError) in options.recoverPath = value
        },
        OptionSpec(name: "--help", short: "-h", value: nil, help: "show this help and exit", isCommandLineOnly: true) {
            options, _ throws(UsageError) in options.showsHelp = true
        },
        OptionSpec(name: "--version", short: "-V", value: nil, help: "show the version and exit", isCommandLineOnly: true) {
            options, _ throws(UsageError) in options.showsVersion = true
        },
        OptionSpec(name: "--man-page", short: nil, value: nil, help: "print the man page (roff) and exit", isCommandLineOnly: true) {
            options, _ throws(UsageError) in options.showsManPage = true
        },
    ]
}

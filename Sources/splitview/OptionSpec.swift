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
    /// Applies the flag (with its value, "" for a switch).
    let apply: @Sendable (inout Options, String) throws(UsageError) -> Void

    /// Every flag, in the order --help lists them.
    static let all: [OptionSpec] = [
        OptionSpec(name: "--format", short: "-f", value: "FORMAT",
                   help: "read the input as csv, tsv, json or jsonl (default: from the extension, then the content)") {
            options, value throws(UsageError) in
            guard let format = TableFormat(name: value) else {
                throw UsageError(description: "--format takes csv, tsv, json or jsonl, not '\(value)'")
            }
            options.format = format
        },
        OptionSpec(name: "--title", short: "-t", value: "COLUMN",
                   help: "the column that titles each record in the master (default: title, name, label, … else the first)") {
            options, value throws(UsageError) in options.titleColumn = value
        },
        OptionSpec(name: "--subtitle", short: "-s", value: "COLUMN",
                   help: "a column shown dimmer after each title") {
            options, value throws(UsageError) in options.subtitleColumn = value
        },
        OptionSpec(name: "--group", short: "-g", value: "COLUMN",
                   help: "drill down by this column's values first (repeat to nest: --group a --group b)") {
            options, value throws(UsageError) in options.groupColumns.append(value)
        },
        OptionSpec(name: "--output", short: "-o", value: "FILE",
                   help: "where w saves (default: the file itself; stdin asks for a name)") {
            options, value throws(UsageError) in options.output = value
        },
        OptionSpec(name: "--help", short: "-h", value: nil, help: "show this help and exit") {
            options, _ throws(UsageError) in options.showsHelp = true
        },
        OptionSpec(name: "--version", short: "-V", value: nil, help: "show the version and exit") {
            options, _ throws(UsageError) in options.showsVersion = true
        },
    ]
}

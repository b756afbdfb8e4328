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
        OptionSpec(name: "--theme", short: nil, value: "THEME",
                   help: "colours: default, light, dark or mono (default: default, or mono when NO_COLOR is set)") {
            options, value throws(UsageError) in
            guard let theme = Theme.Name(rawValue: value) else {
                throw UsageError(description: "--theme takes \(Theme.Name.allCases.map(\.rawValue).joined(separator: ", ")), not '\(value)'")
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
            default: throw UsageError(description: "--lines takes auto, unicode or ascii, not '\(value)'")
            }
        },
        OptionSpec(name: "--config", short: nil, value: "FILE",
                   help: "read settings from FILE (default: $XDG_CONFIG_HOME/splitview/config)", isCommandLineOnly: true) {
            options, value throws(UsageError) in options.configPath = value
        },
        OptionSpec(name: "--no-config", short: nil, value: nil, help: "read no configuration file", isCommandLineOnly: true) {
            options, _ throws(UsageError) in options.readsConfig = false
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

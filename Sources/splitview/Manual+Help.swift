import RecordBrowser
import RecordTables
import SplitKit

extension Manual {
    /// The --help text.
    static var helpText: String {
        var lines = ["usage: splitview [OPTIONS] [FILE | -]", ""]
        lines += description.flatMap { wrap($0, width: 80) + [""] }
        lines.append("options:")
        for spec in OptionSpec.all {
            lines.append(row(flagNames(spec), spec.help, column: 26))
        }
        lines += ["", "keys (change them with bind lines in the configuration file):"]
        lines += keys.map { row($0.keys.joined(separator: ", "), $0.summary, column: 30) }
        lines += wrap(escapeAndQuit, width: 78).map { "  " + $0 }
        lines += wrap(filterSyntax, width: 78).map { "  " + $0 }
        lines += [
            "",
            "configuration file, ~/.config/splitview/config (or under $XDG_CONFIG_HOME):",
            row("theme = dark", "any option above, without its dashes", column: 36),
            row("bind C-d half-page-down", "a key to an action (see splitview(1)); none unbinds", column: 36),
            row("color selection = white on blue", "roles: " + Theme.Role.allCases.map(\.rawValue).joined(separator: " "),
                column: 36),
        ]
        let commandLineOnly = OptionSpec.all.filter(\.isCommandLineOnly).map(\.name).joined(separator: " ")
        lines += wrap("The command line wins over the file; a bad line is reported with its number and skipped. "
                      + "Command-line only: " + commandLineOnly, width: 78).map { "  " + $0 }
        lines += ["", "environment:"]
        lines += environment.map { row($0.0, $0.1, column: 24) }
        lines += ["", "examples:"]
        lines += examples.map { "  " + $0.0 }
        lines += ["", "exit status:"]
        lines += exitStatuses.map { row($0.0, $0.1, column: 10) }
        return lines.joined(separator: "\n")
    }

    /// "  name        text", the text starting at `column` and wrapped to 80 columns (on
    /// the next line when the name reaches the column).
    private static func row(_ name: String, _ text: String, column: Int) -> String {
        let head = "  " + name
        let indent = String(repeating: " ", count: column)
        var lines = wrap(text, width: 80 - column).map { indent + $0 }
        if head.count + 1 >= column {
            lines.insert(head, at: 0)
        } else if !lines.isEmpty {
            lines[0] = head + String(repeating: " ", count: column - head.count) + lines[0].dropFirst(column)
        }
        return lines.joined(separator: "\n")
    }

    /// `text` broken at spaces into lines of at most `width` characters.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}

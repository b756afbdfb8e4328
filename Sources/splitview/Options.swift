import Glibc
import SplitKit

/// What the command line asked for.
struct Options {
    /// Files to open; "-" is standard input. Empty: the sample table (or stdin when piped).
    var files: [String] = []
    /// The input format, when not guessed.
    var format: TableFormat?
    /// The column naming each record, when not guessed.
    var titleColumn: String?
    /// A column shown dimmer after each title.
    var subtitleColumn: String?
    /// --help was given.
    var showsHelp = false
    /// --version was given.
    var showsVersion = false

    /// Parses `arguments` (without the program name): flags in any order, `--flag value`
    /// or `--flag=value`, `--` ending the flags.
    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
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
                throw UsageError(description: "unknown option \(name)\(suggestion(for: name)); see splitview --help")
            }
            var value = ""
            if let placeholder = spec.value {
                if let inline {
                    value = inline
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

    /// " (did you mean --format?)" for a near miss, else "".
    private static func suggestion(for name: String) -> String {
        let candidates = OptionSpec.all.map(\.name)
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

    /// The --help text.
    static var helpText: String {
        var lines = [
            "usage: splitview [OPTIONS] [FILE | -]",
            "",
            "Browse a table of records in a split view: the list of records beside the detail",
            "of the selected one. FILE is CSV, TSV, JSON (an array of objects) or JSON Lines;",
            "- or a pipe reads standard input. With no FILE, opens the sample table (the",
            "chemical elements).",
            "",
            "options:",
        ]
        for spec in OptionSpec.all {
            let names = (spec.short.map { $0 + ", " } ?? "    ") + spec.name + (spec.value.map { " " + $0 } ?? "")
            lines.append("  " + String((names + String(repeating: " ", count: 24)).prefix(24)) + " " + spec.help)
        }
        lines += [
            "",
            "keys:",
            "  Up/Down j/k  move          PgUp/PgDn  page         Home/End g/G  first/last",
            "  Enter  open                Esc  back               Tab  switch pane",
            "  m  show/hide the master    /  filter               < >  narrow/widen master",
            "  Ctrl-L  repaint            Ctrl-Z  suspend         q  quit",
            "",
            "examples:",
            "  splitview people.csv",
            "  splitview --title name --subtitle city people.csv",
            "  curl -s https://example.com/events.jsonl | splitview -",
            "",
            "exit status: 0 done, 1 no terminal, 2 bad option or unreadable input",
        ]
        return lines.joined(separator: "\n")
    }
}

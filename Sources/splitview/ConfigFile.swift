import RecordBrowser
import RecordTables
import SplitKit

/// The configuration file's format: one setting per line, read top to bottom, later
/// lines winning. A line whose first non-blank character is `#` is a comment (only whole
/// lines: `#` may start a colour such as `#ff8700`).
///
///     # any option without its dashes: NAME = VALUE; a switch alone (or = yes / no)
///     theme = dark
///     # a key to an action ("none" unbinds it)
///     bind C-d half-page-down
///     unbind q
///     color selection = white on blue bold
///
/// Every option that is not command-line only is a setting, so a flag added to
/// `OptionSpec.all` is configurable and documented at once. A line that cannot be used
/// is skipped with a problem naming its line; the setting keeps its default.
enum ConfigFile {
    /// A line that could not be used.
    struct Problem: Equatable {
        /// 1-based; nil for the file as a whole (it could not be read).
        let line: Int?
        /// What is wrong and what would be right.
        let message: String
    }

    /// The most bytes a configuration file may hold (1 MiB): far more than any list of
    /// settings, and where reading a device or a pipe that never ends stops.
    static let sizeLimit = 1 << 20

    /// Why a configuration file cannot be used at all.
    enum ReadError: Error, CustomStringConvertible {
        case unreadable
        case tooLarge
        case notText

        /// What is wrong, after the file's name.
        var description: String {
            switch self {
            case .unreadable: "cannot be read"
            case .tooLarge: "is larger than 1 MiB"
            case .notText: "is not text (it holds a NUL byte, or bytes that are not UTF-8)"
            }
        }
    }

    /// The text of the file at `path`, read up to `sizeLimit` bytes and one more to tell
    /// when it is larger. A binary file (`--config /bin/ls`) is turned away as a whole
    /// rather than read as lines of garbage, each one a problem quoted back.
    static func text(ofFile path: String) throws(ReadError) -> String {
        guard let bytes = ProcessEnvironment.contents(ofFile: path, atMost: sizeLimit + 1) else { throw .unreadable }
        guard !bytes.contains(0) else { throw .notText }
        guard bytes.count <= sizeLimit else { throw .tooLarge }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .notText }
        return text
    }

    /// Applies every usable line of `text` to `settings` and returns the problems.
    static func apply(_ text: String, to settings: inout Settings) -> [Problem] {
        var problems: [Problem] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingBlanks
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
            let (head, rest) = firstWord(of: trimmed)
            do throws(UsageError) {
                switch head {
                case "bind": try bind(rest, in: &settings.keyBindings)
                case "unbind": try bind(rest + " none", in: &settings.keyBindings)
                case "color", "colour": try color(rest, in: &settings.colors)
                default: try set(head, to: unquoted(afterEquals(rest)), in: &settings.options)
                }
            } catch {
                problems.append(Problem(line: index + 1, message: error.description))
            }
        }
        return problems
    }

    /// The settings a configuration file may hold, by name.
    static var settings: [OptionSpec] { OptionSpec.all.filter { !$0.isCommandLineOnly } }

    // MARK: - Lines

    private static func set(_ name: String, to value: String, in options: inout Options) throws(UsageError) {
        guard let spec = settings.first(where: { $0.name == "--" + name }) else {
            if OptionSpec.all.contains(where: { $0.name == "--" + name }) {
                throw UsageError(description: "\(quoted(name)) can only be given on the command line")
            }
            let hint = Options.suggestion(for: name, among: settings.map { String($0.name.dropFirst(2)) })
            throw UsageError(description: "unknown setting \(quoted(name))\(hint)")
        }
        var changed = options
        if let placeholder = spec.value {
            guard !value.isEmpty else { throw UsageError(description: "\(quoted(name)) needs a value: \(name) = \(placeholder)") }
            try spec.apply(&changed, value)
        } else {
            switch value.lowercased() {
            case "", "yes", "true", "on": try spec.apply(&changed, "")
            case "no", "false", "off": return
            default: throw UsageError(description: "\(quoted(name)) is a switch: write it alone, or \(name) = yes / no")
            }
        }
        options = changed
    }

    private static func bind(_ arguments: String, in bindings: inout KeyBindings) throws(UsageError) {
        let words = arguments.split { $0 == " " || $0 == "\t" }.map(String.init)
        guard words.count == 2 else { throw UsageError(description: "write bind KEY ACTION (or unbind KEY)") }
        guard let key = Key(words[0]) else {
            throw UsageError(description: "unknown key \(quoted(words[0])) (keys look like j, G, C-d, Alt-v, PgDn, Space, F1)")
        }
        if words[1] == "none" {
            bindings.bind(key, to: nil)
            return
        }
        guard let action = bindings.action(named: words[1]) else {
            let hint = Options.suggestion(for: words[1], among: bindings.declaredActions.map(\.name) + ["none"])
            throw UsageError(description: "unknown action \(quoted(words[1]))\(hint)")
        }
        bindings.bind(key, to: action)
    }

    private static func color(_ arguments: String, in colors: inout [Theme.Role: Style]) throws(UsageError) {
        let (name, rest) = firstWord(of: arguments)
        guard let role = Theme.Role(rawValue: name) else {
            let hint = Options.suggestion(for: name, among: Theme.Role.allCases.map(\.rawValue))
            throw UsageError(description: "unknown colour role \(quoted(name))\(hint)")
        }
        let specification = unquoted(afterEquals(rest))
        guard let style = Style(specification) else {
            throw UsageError(description: "cannot read \(quoted(specification)) as a style for \(name) (write colours and attributes, e.g. white on blue bold)")
        }
        colors[role] = style
    }

    // MARK: - Words

    /// The text up to the first blank or `=`, and the rest, trimmed.
    private static func firstWord(of text: String) -> (String, String) {
        let end = text.firstIndex { $0 == " " || $0 == "\t" || $0 == "=" } ?? text.endIndex
        return (String(text[..<end]), text[end...].trimmingBlanks)
    }

    private static func afterEquals(_ text: String) -> String {
        text.hasPrefix("=") ? text.dropFirst().trimmingBlanks : text
    }

    /// `"a value"` without its quotes, so a value may keep blanks at its ends.
    private static func unquoted(_ text: String) -> String {
        text.count >= 2 && text.hasPrefix("\"") && text.hasSuffix("\"") ? String(text.dropFirst().dropLast()) : text
    }
}

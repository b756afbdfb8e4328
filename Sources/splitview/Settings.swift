import RecordBrowser
import RecordTables
import SplitKit

/// Everything the person chose: the configuration file first, then the command line,
/// which wins; and what was wrong in the configuration file.
struct Settings {
    /// The flags and settings.
    var options = Options()
    /// The default key bindings with the configuration file's `bind` lines applied.
    var keyBindings = KeyBindings(sections: ActionSection.browser)
    /// Styles the configuration file's `color` lines set.
    var colors: [Theme.Role: Style] = [:]
    /// The configuration file read, if any.
    var configPath: String?
    /// Lines of the configuration file that were skipped.
    var problems: [ConfigFile.Problem] = []

    /// Reads the command line and the configuration file it names (or the default one).
    /// A missing default file is fine; a file named with --config must be readable text.
    static func load(arguments: [String], environment: [String: String]) throws(UsageError) -> Settings {
        let commandLine = try Options.parse(arguments)
        var settings = Settings()
        let informational = commandLine.showsHelp || commandLine.showsVersion || commandLine.showsManPage
        if commandLine.readsConfig && !informational,
           let path = commandLine.configPath ?? defaultConfigPath(environment: environment) {
            let explicit = commandLine.configPath != nil
            if explicit || ProcessEnvironment.fileExists(atPath: path) {
                settings.configPath = path
                do throws(ConfigFile.ReadError) {
                    settings.problems = ConfigFile.apply(try ConfigFile.text(ofFile: path), to: &settings)
                } catch .unreadable where explicit {
                    throw UsageError(description: "cannot read the configuration file \(path)")
                } catch where explicit {
                    throw UsageError(description: "cannot use the configuration file \(path): it \(error)")
                } catch {
                    settings.problems = [ConfigFile.Problem(line: nil, message: "\(error); using the defaults")]
                }
            }
        }
        settings.options = try Options.parse(arguments, over: settings.options)
        return settings
    }

    /// Where edits to tables with no file of their own (standard input, the sample) are
    /// kept when a session ends with nobody to ask: `$XDG_STATE_HOME/splitview`, else
    /// `~/.local/state/splitview`; nil without a home.
    static func recoveryFolder(environment: [String: String]) -> String? {
        if let base = environment["XDG_STATE_HOME"], base.hasPrefix("/") { return base + "/splitview" }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return home + "/.local/state/splitview"
    }

    /// `$XDG_CONFIG_HOME/splitview/config`, or `~/.config/splitview/config` when that
    /// variable is unset or not an absolute path (as the XDG specification says).
    static func defaultConfigPath(environment: [String: String]) -> String? {
        if let base = environment["XDG_CONFIG_HOME"], base.hasPrefix("/") { return base + "/splitview/config" }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.config/splitview/config"
    }

    /// The most problems reported on stderr, one line each; a last line counts the rest.
    static let reportedProblems = 10

    /// Each problem as a line for stderr: "PATH:LINE: message", the first
    /// `reportedProblems` of them and a count of the others.
    var problemReport: [String] {
        let path = configPath ?? "config"
        let lines = problems.prefix(Self.reportedProblems).map { "\(path):\($0.line.map { "\($0):" } ?? "") \($0.message)" }
        let rest = problems.count - lines.count
        return lines + (rest > 0 ? ["\(path): \(rest.counted("more line")) could not be used"] : [])
    }

    /// The first problem, short enough for the status bar, with how many more there are.
    var problemSummary: String? {
        guard let first = problems.first else { return nil }
        let more = problems.count > 1 ? " (+\(problems.count - 1) more on stderr)" : ""
        return "config\(first.line.map { " line \($0)" } ?? ""): \(first.message)\(more)"
    }

    /// The theme for a terminal with `colorCount` colours drawing `boxLines`: the one
    /// asked for (or NO_COLOR's monochrome), with the configuration's colours on top.
    func theme(colorCount: Int, boxLines: BoxLines, environment: [String: String]) -> Theme {
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        var theme = Theme.named(options.theme, colorCount: colorCount, noColor: noColor)
        for (role, style) in colors { theme[role] = style }
        theme.lines = options.lines ?? boxLines
        return theme
    }
}

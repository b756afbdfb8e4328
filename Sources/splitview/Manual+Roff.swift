import RecordBrowser
import RecordTables
import SplitKit

extension Manual {
    /// The man page, splitview(1), in roff with the man macros; `make man` writes it to
    /// Resources/splitview.1 and a test checks the copy there is current.
    static func manPage(version: String) -> String {
        var page = [
            ".TH SPLITVIEW 1 \"\" \"splitview \(version)\" \"User Commands\"", ".nh", ".ad l",
            ".SH NAME", "splitview \\- " + text(summary),
            ".SH SYNOPSIS", ".B splitview", "[\\fIOPTIONS\\fR] [\\fIFILE\\fR | \\fB\\-\\fR]",
            ".SH DESCRIPTION",
        ]
        page += description.flatMap { [".PP", text($0)] }
        page.append(".SH OPTIONS")
        for spec in OptionSpec.all {
            let names = ([spec.short].compactMap { $0 } + [spec.name]).map { "\\fB" + name($0) + "\\fR" }
            let help = spec.help + (spec.isCommandLineOnly ? " (command line only)" : "")
            page += [".TP", names.joined(separator: ", ") + (spec.value.map { " \\fI" + $0 + "\\fR" } ?? ""), text(help)]
        }
        page += [".SH KEYS", text(escapeAndQuit), ".PP", text(filterSyntax)]
        for (keys, summary) in keys {
            page += [".TP", keys.map { "\\fB" + name($0) + "\\fR" }.joined(separator: ", "), text(summary)]
        }
        page += configuration
        page.append(".SH ENVIRONMENT")
        for (variable, meaning) in environment { page += [".TP", ".B " + text(variable), text(meaning)] }
        page += [
            ".SH FILES",
            ".TP", ".I $XDG_CONFIG_HOME/splitview/config", "the configuration file (default \\fI~/.config/splitview/config\\fR)",
            ".TP", ".I PREFIX/share/splitview/elements.csv", "the sample table opened when no file is given",
            ".TP", ".I .NAME.splitview-recovery",
            "the journal of unsaved edits to NAME, written after every change; the next start applies it "
                + "(\\fB-2\\fR, \\fB-3\\fR… for other sessions; see \\fB--recover\\fR)",
            ".TP", ".I $XDG_STATE_HOME/splitview/",
            "unsaved edits to standard input or the sample (full copies), and journals of files whose folder "
                + "cannot be written (default \\fI~/.local/state/splitview\\fR)",
            ".SH EXIT STATUS",
        ]
        for (status, meaning) in exitStatuses { page += [".TP", ".B " + text(status), text(meaning)] }
        page.append(".SH EXAMPLES")
        for (command, meaning) in examples { page += [".TP", ".B " + text(command), text(meaning)] }
        page += [".SH SEE ALSO", ".BR less (1),", ".BR fzf (1)"]
        return page.joined(separator: "\n") + "\n"
    }

    private static var configuration: [String] {
        var page = [
            ".SH CONFIGURATION",
            text("The configuration file holds one setting per line; later lines win, and the command line wins over "
                + "the file. A line whose first non-blank character is # is a comment. A line that cannot be used is "
                + "reported on standard error and in the status bar with its line number, and skipped: that setting "
                + "keeps its default."),
            ".PP", ".nf", ".RS",
            "theme = dark", "lines = ascii", "bind C\\-d half\\-page\\-down", "bind x quit", "unbind q",
            "color selection = bright\\-white on blue bold", "color label = 110 bold",
            ".RE", ".fi",
            ".SS Settings",
            text("Every option but those marked command line only is a setting, named without its dashes: "
                + "NAME = VALUE, or a switch alone (or = yes / no)."),
        ]
        for spec in settings {
            let head = "\\fB" + name(String(spec.name.dropFirst(2))) + "\\fR" + (spec.value.map { " = \\fI" + $0 + "\\fR" } ?? "")
            page += [".TP", head, text(spec.help)]
        }
        page += [
            ".SS Key bindings",
            text("bind KEY ACTION makes KEY do ACTION; bind KEY none and unbind KEY remove it. Keys are written as "
                + "--help lists them or as vi, Emacs and tmux users write them: j, G, Space, Ctrl-D, C-d, ^D, Alt-v, "
                + "M-v, Up, PgDn, Home, Enter, Esc, Tab, Shift-Tab, Backspace, F1 to F12. The actions:"),
        ]
        for entry in KeyBindings(sections: ActionSection.browser).sections.flatMap(\.entries) {
            page += [".TP", "\\fB" + name(entry.action.name) + "\\fR", text(entry.summary)]
        }
        page += [
            ".SS Colours",
            text("color ROLE = STYLE sets one role of the theme. A style is words in any order (" + styleWords
                + "), for example: white on blue bold. The roles:"),
            ".PP", text(Theme.Role.allCases.map(\.rawValue).joined(separator: ", ") + "."),
            ".PP",
            text("Themes: default uses the terminal's own eight colours, so its palette decides how they look on a "
                + "light or dark background; light and dark use 256 colours (the default theme stands in on terminals "
                + "with fewer); mono uses attributes only. Colours a terminal lacks become the nearest it has."),
        ]
        return page
    }

    private static var settings: [OptionSpec] { ConfigFile.settings }

    /// Prose made safe for roff: backslashes doubled, a leading dot or quote guarded,
    /// characters outside ASCII as \[uXXXX].
    private static func text(_ prose: String) -> String {
        var result = ""
        for scalar in prose.unicodeScalars {
            switch scalar {
            case "\\": result += "\\e"
            case _ where scalar.value > 0x7e:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result.hasPrefix(".") || result.hasPrefix("'") ? "\\&" + result : result
    }

    /// A flag, key or name, with its hyphens as roff's minus signs so they can be copied.
    private static func name(_ word: String) -> String {
        text(word).replacing("-", with: "\\-")
    }
}

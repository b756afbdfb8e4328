import RecordBrowser
import RecordTables
import SplitKit

/// What --help and the man page both say, kept once: the options come from
/// `OptionSpec.all`, the keys from the browser's `KeyBindings` and their sections, the colour roles from
/// `Theme.Role`, so neither text can fall behind the code.
enum Manual {
    /// One line: what splitview is.
    static let summary = "browse a table of records in a split view"

    /// The description, one paragraph per element.
    static let description = [
        "Browse a table of records in a split view: the list of records beside the detail of the selected one. "
            + "FILE is CSV, TSV, JSON (an array of objects) or JSON Lines, or any of them compressed with gzip "
            + "(found by its first bytes); - or a pipe reads standard input (keys are then read from the terminal, "
            + "as less does; - at a terminal reads nothing, and says to pipe a table in). With no FILE, splitview opens the sample "
            + "table shipped with it: the 118 chemical elements.",
        "The terminal's width plays the iPad's orientation. From 80 columns (landscape) the list and the detail "
            + "stand side by side; from 50 to 79 (portrait) the detail fills the screen and m shows the list as a "
            + "popover over it; below 50 (compact) the list fills the screen and Enter pushes the detail over it. "
            + "Resizing the window rotates it, keeping the selection.",
        "The status bar at the bottom shows the file name, \"modified\" once it is edited, the position "
            + "(\"12 / 1,000\") and ? for help. After a resize it shows the layout and size, and at start any "
            + "problem in the configuration file, until the next key.",
        "A file is read as it is needed, never mapped. If it changes on disk while open (cut short, rewritten), "
            + "splitview notices at the next key and reads it again, the highlight kept at its row; with unsaved "
            + "edits it asks first, and never saves them over other content. Limits: a record (a line, a JSON "
            + "value) is read up to 64 MiB, longer ones are cut there with a note in the status bar; standard "
            + "input, a pipe and the index together hold at most 1 GiB (or a quarter of memory), past which "
            + "reading stops and the rows read are kept.",
    ]

    /// The key bindings in effect by default, one entry per action that has keys.
    static var keys: [(keys: [String], summary: String)] {
        let bindings = KeyBindings(sections: ActionSection.browser)
        return bindings.sections.flatMap(\.entries).compactMap { entry in
            let keys = bindings.keys(for: entry.action)
            return keys.isEmpty ? nil : (keys.map(\.description), entry.summary)
        }
    }

    /// How Esc and q behave, which people coming from less or fzf ask first.
    static let escapeAndQuit = "Esc closes the innermost thing that is open (the popover, a pushed detail, the "
        + "detail's focus) and, as in less, does nothing at the top. q quits from anywhere except while typing "
        + "in the filter line; Ctrl-C always quits."

    /// What the filter line takes, which its key's one-line summary cannot hold.
    static let filterSyntax = "/ opens the filter from any focus; every key then goes into it until Enter "
        + "(keep) or Esc (clear). Words must all match, each in a column the list shows (smart case: a capital "
        + "makes a word case-sensitive); COLUMN:word matches that column only (its name in any case); "
        + "\"two words\" is one term; a leading * searches every field. No match says what to try. While "
        + "filtered, the detail highlights the matches and n / N step through them from anywhere. : then a "
        + "number and Enter goes to that row (:500), as does a count before G (500G)."

    /// Example command lines with what they do.
    static let examples = [
        ("splitview", "the sample table"),
        ("splitview people.csv", "a file; the format comes from the extension, then the content"),
        ("splitview --title name --subtitle city people.csv", "choose the columns the list shows"),
        ("curl -s https://example.com/events.jsonl | splitview -", "records from a pipe"),
        ("dpkg-query -W | splitview --no-header -", "a pipe without a header line"),
        ("splitview --comment '#' --no-header /usr/share/zoneinfo/zone1970.tab", "a table with comment lines"),
        ("NO_COLOR=1 splitview --lines ascii data.tsv", "no colours, ASCII borders"),
    ]

    /// Environment variables splitview reads, with what they do.
    static let environment = [
        ("NO_COLOR", "when set and not empty: no colours, only bold, dim, reverse and underline "
            + "(a --theme or theme setting overrides it)"),
        ("XDG_CONFIG_HOME", "where the configuration file is: $XDG_CONFIG_HOME/splitview/config "
            + "(default ~/.config/splitview/config)"),
        ("XDG_STATE_HOME", "where unsaved edits to standard input or the sample are kept when the terminal "
            + "is lost: $XDG_STATE_HOME/splitview (default ~/.local/state/splitview)"),
        ("TERM", "the terminal's colours; vt100 and its family, linux and dumb get ASCII lines"),
        ("LC_ALL, LC_CTYPE, LANG", "the locale; outside UTF-8, lines are ASCII and characters the locale "
            + "cannot show appear as ?"),
    ]

    /// Exit statuses with their meaning.
    static let exitStatuses = [
        ("0", "done (q)"),
        ("1", "no terminal to draw on"),
        ("2", "a bad option, an unreadable input or an unreadable configuration file named with --config"),
        ("128+N", "killed by signal N (SIGTERM, SIGHUP, SIGINT), after giving the terminal back"),
    ]

    /// The flags as the help shows them: "-f, --format FORMAT".
    static func flagNames(_ spec: OptionSpec) -> String {
        (spec.short.map { $0 + ", " } ?? "    ") + spec.name + (spec.value.map { " " + $0 } ?? "")
    }

    /// Colour names and attributes a style may use.
    static let styleWords = "a colour for the text: default, black, red, green, yellow, blue, magenta, cyan, "
        + "white, bright-red and so on, 0-255 or #rrggbb; on COLOR for the background; bold, dim, reverse, "
        + "underline, italic"
}

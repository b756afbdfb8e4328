import Glibc
import RecordBrowser
import RecordTables
import SplitKit

/// `--print`: splitview as a picker in a pipeline. Enter on a record keeps what is to be
/// printed and quits (asking about unsaved edits first, as quitting does); once the
/// terminal is given back, `finish` writes it to stdout (raw: it is the pipe's data) and
/// exits 0, or exits 1 when nothing was chosen. The screen is drawn on /dev/tty meanwhile.
@MainActor
final class Picker {
    /// What a pick prints.
    enum Choice: Equatable {
        /// The record as one JSON object on one line.
        case record
        /// The value of the column of this name.
        case field(String)
    }

    let choice: Choice
    /// The line to print, once a record was picked.
    private(set) var output: String?

    init(choice: Choice) {
        self.choice = choice
    }

    /// Has Enter on a record of `browser`'s lists pick it and quit `app` (via `delegate`).
    func attach(to browser: BrowserViewController, app: Application, delegate: ApplicationDelegate) {
        browser.picksRecord = { [weak self, weak app, unowned browser] id in
            guard let self, let app else { return }
            guard let text = self.text(of: id, in: browser) else { return }
            self.output = text
            if delegate.applicationShouldTerminate(app) == .now { app.reply(toApplicationShouldTerminate: true) }
        }
    }

    /// What picking `id` prints, or nil (saying why) when the column is not found.
    private func text(of id: RecordID, in browser: BrowserViewController) -> String? {
        let editable = browser.editable
        switch choice {
        case .record:
            return editable.jsonObject(id)
        case .field(let name):
            do throws(LoadError) {
                return editable.title(id, column: try editable.table.column(named: name))
            } catch {
                browser.displayStatus("--print: " + error.message)
                return nil
            }
        }
    }

    /// Prints what was picked and exits 0; with nothing picked, exits 1.
    func finish() -> Never {
        guard let output else { exit(1) }
        printAndExit(output + "\n", what: "the record picked")
    }
}

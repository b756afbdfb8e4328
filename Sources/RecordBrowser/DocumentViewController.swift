import SplitKit
import RecordTables
/// One open table in the app: its browser, and saving it. `w` (Ctrl-S) writes the table
/// back in its format, atomically and in the background (see `TableSaver`); a table with
/// nowhere to go (standard input, the sample) asks for a file name first. The first save
/// over the file that was opened asks first (once said, later ones do not; choosing to
/// save when quitting says it). A file changed on disk since it was opened, or a name
/// already taken, is overwritten only when the person says so. The prompts take the status bar's row. After every event that changed
/// the records, the edits are kept by the `recovery` store (see `RecoveryStore`), so that
/// they outlive a crash.
///
/// A file changed under the app (cut short, rewritten, replaced by rename) is noticed as it
/// happens (the table watches it) and at the next key: without unsaved edits it is read
/// again at once (the highlight kept at its row); with some, the person is told and asked,
/// and the edits are kept unless they say to read the file again (their journal then goes
/// too). Such edits cannot be saved (`sourceChanged`): the records they were made to are
/// gone. Rows appended to the file are no such change: they come in, the edits kept. A save
/// that writes the table's own file in place (a file with several names) is no change
/// either: keys wait while it runs, and the table then reads the saved version, the
/// highlight kept. `R` reads the file again by hand, asking first when there are edits.
@MainActor
public final class DocumentViewController: ViewController {
    /// The browser shown.
    public let browser: BrowserViewController
    /// Where `w` saves; nil until a name is given.
    public private(set) var destination: String?
    /// Keeps the unsaved edits as they are made; nil keeps nothing.
    public var recovery: RecoveryStore?
    /// The question being asked, if any.
    public internal(set) var prompt: Prompt?
    /// The columns listed above the prompt while it asks for one, or, alone, the
    /// list's columns being chosen (c).
    var picker: ColumnPicker?
    private var answer: ((Prompt.Answer) -> Void)?
    var expectation: SaveExpectation
    var job: SaveJob?
    /// Whether the running save writes the table's own file in place (a file with several
    /// names, see `AtomicFile`): the bytes the table reads change under it, so keys wait.
    private var savingInPlace = false
    private var waiting: [(Bool) -> Void] = []
    /// The reading of the table whose change on disk the person was told of.
    var toldOfChange: Int?
    /// Whether the person said the file that was opened may be overwritten by a save.
    private var overwriteConfirmed = false

    /// A document for `browser`'s table, saved to `destination` (nil: ask for a name).
    /// Saving over the table's own file expects it unchanged since it was opened; saving
    /// to another file expects it as it is now (or absent).
    public init(browser: BrowserViewController, destination: String?) {
        self.browser = browser
        self.destination = destination
        let table = browser.editable.table
        if let destination, let stamp = table.fileStamp, FileStamp.of(path: destination) == stamp {
            expectation = .unchanged(stamp)
        } else {
            expectation = destination.flatMap(FileStamp.of(path:)).map(SaveExpectation.unchanged) ?? .noFile
        }
        super.init()
        title = table.name
        addChild(browser)
        browser.didMove(toParent: self)
    }

    /// The records, as edited.
    public var editable: EditableTable { browser.editable }
    /// Whether a save is running.
    public var isSaving: Bool { job != nil }

    /// Applies the edits an earlier session kept in `found` and keeps the next ones in
    /// `recovery` (see `BrowserViewController.recover`).
    public func recover(_ found: FoundJournal) {
        guard let recovery else { return }
        browser.recover(found, keepingIn: recovery)
        updateBadge()
    }

    public override func layout(in frame: Rect, theme: Theme) {
        browser.layout(in: frame, theme: theme)
        picker?.layout(in: frame)
        prompt?.layout(in: promptRow(in: frame))
    }

    public override func draw(in canvas: inout Canvas, frame: Rect, context: DrawContext) {
        browser.draw(in: &canvas, frame: frame, context: context)
        picker?.draw(in: &canvas, theme: context.theme)
        prompt?.draw(in: &canvas, frame: promptRow(in: frame), theme: context.theme)
    }

    /// The row a prompt takes: the status bar's.
    private func promptRow(in frame: Rect) -> Rect {
        Rect(x: frame.minX, y: frame.maxY - 1, width: frame.width, height: 1)
    }

    public override func handle(_ press: KeyPress) -> Bool {
        defer {
            updateBadge()
            keepEdits()
        }
        if prompt == nil, picker != nil { return handlePickerKey(press.key) }
        if prompt != nil {
            if picker != nil, press.key == .up || press.key == .down { return moveChoice(by: press.key == .up ? -1 : 1) }
            if let result = prompt?.handle(press.key) {
                let respond = answer
                prompt = nil
                answer = nil
                respond?(result)
            } else {
                followTypedChoice()
            }
            return true
        }
        if job != nil && savingInPlace {
            browser.displayStatus("saving \(editable.table.name) in place: wait until it is written")
            return true
        }
        switch noticeChangeOnDisk() {
        case .asked:
            return true
        case .reread:
            // The key acts on the table read again; the status bar says why it changed.
            let note = browser.message
            defer { if browser.message == nil { browser.message = note } }
            if browser.handle(press) { return true }
        case .none:
            if browser.handle(press) { return true }
        }
        switch press.action {
        case .save?: save()
        case .chooseTitleColumn?: askForTitleColumn()
        case .chooseColumns?: askForListColumns()
        case .goToRow?: askForRow()
        case .sort?: askForSort()
        case .groupBy?:
            askForColumn("Group by", marked: browser.groupColumns.first) { [weak self] in self?.browser.group(by: $0) }
        case .reread?: rereadByHand()
        default: return false
        }
        return true
    }

    /// Asks which column titles the records, starting as the one in use.
    private func askForTitleColumn() {
        let columns = editable.table.columns
        let current = browser.titleColumn < columns.count ? columns[browser.titleColumn] : ""
        askForColumn("Title column", marked: browser.titleColumn, startingWith: current) { [weak self] column in
            self?.browser.showTitles(from: column)
        }
    }

    /// Asks for a column, saying `message`: the columns are listed, numbered, above the
    /// prompt (`marked` marked and highlighted; Up and Down move the highlight and put its
    /// name in the answer); the answer is a name (any case) or a number from 1, starting
    /// as `text`; `chosen` hears the column. A name that is no column says so in the status bar.
    func askForColumn(_ message: String, marked: Int?, startingWith text: String = "",
                      then chosen: @escaping (Int) -> Void) {
        let columns = editable.table.columns
        guard !columns.isEmpty else { return browser.displayStatus("no columns yet") }
        picker = ColumnPicker(choosingOneOf: columns, marked: marked)
        ask(Prompt(message: "\(message) (a name, or 1–\(columns.count)):", text: text)) { [weak self] answer in
            self?.picker = nil
            guard let self, case .text(let typed) = answer else { return }
            let name = typed.trimmingBlanks
            if let number = Int(name), number >= 1, number <= columns.count, !columns.contains(name) {
                return chosen(number - 1)
            }
            do throws(LoadError) {
                chosen(try editable.table.column(named: name))
            } catch {
                browser.displayStatus(error.message)
            }
        }
    }

    public override func handle(_ mouse: MouseEvent, in frame: Rect) -> Bool {
        defer { keepEdits() }
        return prompt != nil || picker != nil || (job != nil && savingInPlace) || browser.handle(mouse, in: frame)
    }

    public override var barButtonItemsOnScreen: [BarButtonItem] { browser.barButtonItemsOnScreen }

    /// Keeps the edits if they changed (or removes what was kept once nothing is
    /// unsaved); says so in the status bar when they could not be kept.
    public func keepEdits() {
        do throws(SaveError) {
            try recovery?.keep(editable)
        } catch {
            browser.displayStatus("unsaved edits could not be kept: \(error.message)")
        }
    }

    /// Saves to the destination (asking for one when there is none); `completion` hears
    /// whether the table ended up saved.
    public func save(then completion: ((Bool) -> Void)? = nil) {
        if let completion { waiting.append(completion) }
        guard job == nil else { return browser.displayStatus("saving…") }
        guard let destination else { return askForName() }
        let table = editable.table
        if table.state.isLoading {
            browser.displayStatus("\(table.name) is still loading: save when it has loaded")
            return settle(false)
        }
        let ownFile = table.fileStamp.map { FileStamp.of(path: destination)?.isSameFile(as: $0) == true } ?? false
        guard !ownFile || overwriteConfirmed else { return confirmOverwrite() }
        browser.displayStatus("saving \(Self.name(of: destination))…")
        savingInPlace = ownFile && AtomicFile.writesInPlace(destination)
        let mailbox = browser.mailbox
        job = SaveJob(snapshot: editable.snapshot(), path: destination, format: table.format ?? .csv,
                      expecting: expectation) { [weak self] finished, result in
            mailbox.post("save finished") { self?.saveEnded(finished, result) }
        }
    }

    /// Before quitting: asks whether to save unsaved changes; `completion` hears whether
    /// quitting may go on (saved or discarded) or not (cancelled, or the save failed).
    public func confirmClose(_ completion: @escaping (Bool) -> Void) {
        guard editable.isModified else { return completion(true) }
        ask(Prompt(message: "\(editable.table.name) has unsaved changes:",
                   choices: [.init(key: "s", label: "ave"), .init(key: "d", label: "iscard"), .init(key: "c", label: "ancel")])) {
            [weak self] answer in
            switch answer {
            case .choice("s"):
                self?.overwriteConfirmed = true
                self?.save(then: completion)
            case .choice("d"): completion(true)
            default: completion(false)
            }
        }
    }

    /// Blocks until the running save is done and takes its result (before the process
    /// ends on a signal, so a save that completes is not reported as unsaved edits).
    public func waitForSave() {
        guard let job else { return }
        saveEnded(job, job.wait())
    }

    /// A save ended: its outcome is acted on, then what it may have changed (the file on
    /// disk, the edits to keep, the tab's badge).
    private func saveEnded(_ finished: SaveJob, _ result: Result<FileStamp, SaveError>) {
        saveDidFinish(finished, result)
        noticeChangeOnDisk()
        keepEdits()
        updateBadge()
    }

    // MARK: - Private

    func ask(_ prompt: Prompt, _ answer: @escaping (Prompt.Answer) -> Void) {
        self.prompt = prompt
        self.answer = answer
    }

    /// Asks before the first save over the file that was opened: `y` saves, anything else does not.
    private func confirmOverwrite() {
        ask(Prompt(message: "Overwrite \(editable.table.name) with the edits?",
                   choices: [.init(key: "y", label: "es"), .init(key: "n", label: "o")])) { [weak self] answer in
            guard let self else { return }
            guard answer == .choice("y") else {
                browser.displayStatus("not saved")
                return settle(false)
            }
            overwriteConfirmed = true
            save()
        }
    }

    private func askForName() {
        ask(Prompt(message: "Save \(editable.table.name) as:", text: "")) { [weak self] answer in
            guard let self else { return }
            guard case .text(let typed) = answer, !typed.trimmingBlanks.isEmpty else {
                return settle(false)
            }
            destination = Self.expandingTilde(typed.trimmingBlanks)
            expectation = .noFile
            save()
        }
    }

    /// Acts on `result`, the outcome of `finished` if it is the save running.
    private func saveDidFinish(_ finished: SaveJob, _ result: Result<FileStamp, SaveError>) {
        guard finished === job else { return }
        job = nil
        savingInPlace = false
        switch result {
        case .success(let stamp):
            let rewroteOwnFile = editable.table.fileStamp.map { $0.isSameFile(as: stamp) && $0 != stamp } == true
            // Put in place by rename: the file at the table's path is the saved one, no replacement to read.
            if FileStamp.of(path: editable.table.path) == stamp { editable.table.expectFile(stamp) }
            editable.didSave(version: finished.version)
            recovery?.didSave(finished.snapshot, to: finished.path, stamp: stamp)
            destination = finished.path
            expectation = .unchanged(stamp)
            let saved = "saved \(Self.name(of: finished.path)) (\(editable.count.counted("record")))"
            // Written in place: the table reads the saved version now, not new bytes at old offsets.
            if rewroteOwnFile && !editable.isModified { browser.rereadTable() }
            browser.displayStatus(saved)
            if editable.isModified && !waiting.isEmpty { return save() }
            settle(true)
        case .failure(let error) where error.kind == .changedOnDisk || error.kind == .fileExists:
            let message = error.kind == .fileExists ? "\(finished.path) already exists:"
                : "\(Self.name(of: finished.path)) \(error.message):"
            ask(Prompt(message: message, choices: [.init(key: "o", label: "verwrite"), .init(key: "c", label: "ancel")])) {
                [weak self] answer in
                guard let self else { return }
                guard answer == .choice("o") else {
                    browser.displayStatus("not saved")
                    return settle(false)
                }
                expectation = .anything
                save()
            }
        case .failure(let error) where error.kind == .sourceChanged:
            settle(false)
            askToReread(because: "not saved: \(editable.table.name) changed on disk since it was opened; the edits are kept:")
        case .failure(let error):
            browser.displayStatus(error.description)
            settle(false)
        }
    }

    /// Tells whoever waits on a save how it ended.
    private func settle(_ saved: Bool) {
        let done = waiting
        waiting = []
        for completion in done { completion(saved) }
    }

    private func updateBadge() {
        tabBarItem.badgeValue = editable.isModified ? "+" : nil
    }

    private static func name(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    private static func expandingTilde(_ path: String) -> String {
        guard path == "~" || path.hasPrefix("~/"), let home = ProcessEnvironment.value(of: "HOME") else { return path }
        return home + path.dropFirst()
    }
}

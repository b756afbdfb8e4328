import SplitKit
import RecordTables
extension DocumentViewController {
    /// Asks for a row number (`:` then digits, Enter) and has the browser go to it;
    /// anything but a number says so in the status bar.
    func askForRow() {
        ask(Prompt(message: "Go to row:", text: "")) { [weak self] answer in
            guard let self, case .text(let typed) = answer else { return }
            let text = typed.trimmingBlanks
            guard !text.isEmpty else { return }
            guard text.allSatisfy(\.isASCII), let number = Int(text), number >= 1 else {
                return browser.displayStatus("not a row number: \(VisibleText.of(text))")
            }
            browser.goToRow(number)
        }
    }
}

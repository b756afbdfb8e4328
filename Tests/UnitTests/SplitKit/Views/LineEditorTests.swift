import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

@Suite("Line editor and prompt")
struct LineEditorTests {
    private func edit(_ text: String, _ keys: [Key]) -> (String, Int) {
        var editor = LineEditor(text: text)
        for key in keys { _ = editor.handle(key) }
        return (editor.text, editor.cursor)
    }

    @Test("the editing keys terminal users expect")
    func keys() {
        #expect(edit("hello", [.left, .left, .character("X")]) == ("helXlo", 4))
        #expect(edit("hello", [.home, .delete, .control("e"), .backspace]) == ("ell", 3))
        #expect(edit("one two three", [.control("w")]) == ("one two ", 8))
        #expect(edit("one two", [.control("a"), .right, .control("k")]) == ("o", 1))
        #expect(edit("one two", [.left, .left, .left, .control("u")]) == ("two", 0))
        var editor = LineEditor(text: "x")
        #expect(editor.handle(.enter) == .commit)
        #expect(editor.handle(.escape) == .cancel)
    }

    @Test("a long value scrolls to keep the cursor in view; control characters are drawn safely")
    @MainActor
    func drawing() {
        var editor = LineEditor(text: String(repeating: "abcdefghij", count: 3) + "\u{1b}")
        var canvas = Canvas(size: Size(width: 10, height: 1))
        editor.layout(width: 10)
        editor.draw(in: &canvas, frame: canvas.bounds, style: .plain)
        #expect(canvas.text(ofRow: 0) == "defghij^[", "the last cell is the cursor")
        _ = editor.handle(.home)
        editor.layout(width: 10)
        editor.draw(in: &canvas, frame: canvas.bounds, style: .plain)
        #expect(canvas.text(ofRow: 0) == "abcdefghij")
    }

    @Test("a prompt answers with a choice's key, typed text, or Esc")
    func prompt() {
        var choice = Prompt(message: "Save?", choices: [.init(key: "s", label: "ave"), .init(key: "d", label: "iscard")])
        #expect(choice.handle(.character("x")) == nil)
        #expect(choice.handle(.character("S")) == .choice("s"))
        #expect(choice.handle(.escape) == .cancel)
        var text = Prompt(message: "Save as:", text: "")
        for character in "out.csv" { #expect(text.handle(.character(character)) == nil) }
        #expect(text.handle(.enter) == .text("out.csv"))
    }

    @Test("JSON values written bare: numbers, true, false, null; anything else is a string")
    func bareJSON() {
        for bare in ["0", "-1", "3.25", "1e9", "2E-3", "true", "false", "null"] { #expect(RecordEncoder.isBareJSON(bare), "\(bare)") }
        for quoted in ["", "01", "1.", ".5", "-", "1e", "NaN", "True", "12 apples", "0x1f"] {
            #expect(!RecordEncoder.isBareJSON(quoted), "\(quoted)")
        }
    }
}

import Testing
@testable import SplitKit

/// Copying to the clipboard: base64 (RFC 4648's vectors), the OSC 52 sequence sent after
/// the frame, and what the headless terminal makes of it.
@MainActor
@Suite("Pasteboard and base64")
struct PasteboardTests {
    @Test("base64 encodes and decodes RFC 4648's test vectors", arguments: [
        ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="), ("fooba", "Zm9vYmE="),
        ("foobar", "Zm9vYmFy"),
    ])
    func vectors(plain: String, encoded: String) {
        #expect(String(decoding: Base64.encode(plain.utf8), as: UTF8.self) == encoded)
        #expect(Base64.decode(Array(encoded.utf8)) == Array(plain.utf8))
    }

    @Test("every byte value goes through base64 and back; text that is not base64 decodes to nil")
    func everyByte() {
        let bytes = (0...255).map(UInt8.init)
        let encoded = Base64.encode(bytes)
        #expect(encoded.allSatisfy { $0 < 0x80 && $0 > 0x20 }, "printable ASCII only")
        #expect(Base64.decode(encoded) == bytes)
        #expect(Base64.decode(Array("Zm9v\u{1B}".utf8)) == nil)
        #expect(Base64.decode(Array("Zm9".utf8)) == nil)
    }

    @Test("a copy goes out after the next frame as OSC 52, its text in base64, and the headless terminal reads it")
    func copiedAfterTheFrame() {
        let root = ViewController()
        let terminal = HeadlessTerminal(size: Size(width: 20, height: 6))
        let app = Application(terminal: terminal, rootViewController: root)
        app.render()
        let child = ViewController()
        root.addChild(child)
        #expect(child.copyToPasteboard("mass\u{1B}[2J 1.008"))
        #expect(app.pasteboard.string == "mass\u{1B}[2J 1.008")
        app.render()
        let sequence = Array("\u{1B}]52;c;".utf8) + Base64.encode("mass\u{1B}[2J 1.008".utf8) + Array("\u{1B}\\".utf8)
        #expect(terminal.lastWrite.suffix(sequence.count).elementsEqual(sequence))
        #expect(terminal.emulator.copied == ["mass\u{1B}[2J 1.008"])
        #expect(terminal.emulator.unrecognized.isEmpty)
        app.render()
        #expect(terminal.emulator.copied.count == 1, "sent once")
    }

    @Test("text past the limit is not copied; a controller outside an application has no clipboard")
    func limits() {
        let root = ViewController()
        let app = Application(terminal: HeadlessTerminal(size: Size(width: 20, height: 6)), rootViewController: root)
        #expect(!root.copyToPasteboard(String(repeating: "x", count: Pasteboard.maximumBytes + 1)))
        #expect(app.pasteboard.string == nil)
        #expect(root.copyToPasteboard(String(repeating: "x", count: Pasteboard.maximumBytes)))
        #expect(!ViewController().copyToPasteboard("x"))
    }
}

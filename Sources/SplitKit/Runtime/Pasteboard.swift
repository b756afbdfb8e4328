/// The clipboard (UIKit's UIPasteboard): a controller copies with `copyToPasteboard(_:)`,
/// the request goes up the tree to the application's pasteboard, and the application sends
/// it to the terminal after the next frame as an OSC 52 sequence, its text in base64.
@MainActor
public final class Pasteboard {
    /// The most UTF-8 bytes one copy carries: terminals drop OSC 52 payloads past about
    /// 100 KB, and base64 makes four bytes of three.
    public static let maximumBytes = 74_000

    /// The text copied last, if any.
    public private(set) var string: String?
    /// Copied and not yet sent to the terminal.
    private var pending: String?

    /// An empty pasteboard.
    public init() {}

    /// Copies `text`; false, copying nothing, when it is longer than `maximumBytes`.
    @discardableResult
    public func copy(_ text: String) -> Bool {
        guard text.utf8.count <= Pasteboard.maximumBytes else { return false }
        string = text
        pending = text
        return true
    }

    /// The OSC 52 sequence that sets the terminal's clipboard to what was copied since the
    /// last call, or nothing.
    func takeSequence() -> [UInt8] {
        guard let text = pending else { return [] }
        pending = nil
        return Pasteboard.sequence(for: text)
    }

    /// `ESC ] 52 ; c ; BASE64 ESC \`: the clipboard set to `text`.
    static func sequence(for text: String) -> [UInt8] {
        Array("\u{1B}]52;c;".utf8) + Base64.encode(text.utf8) + [0x1B, UInt8(ascii: "\\")]
    }
}

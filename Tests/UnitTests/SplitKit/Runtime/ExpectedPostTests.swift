import Foundation
import Testing
@testable import SplitKit

/// A key whose result comes a moment later (a search's first matches) is one frame: the
/// event loop waits briefly for a post the tree expects; the wake-up that post sends then
/// delivers nothing and draws nothing.
@MainActor
@Suite("Expected posts")
struct ExpectedPostTests {
    /// A terminal that hands out batches of events in turn and counts the frames written; a
    /// `.posted` batch comes once something has been posted (as the waker would send it), or
    /// after a moment when the post was delivered already.
    private final class ScriptedTerminal: Terminal {
        var size = Size(width: 20, height: 3)
        let capabilities = TerminalCapabilities.ansi
        var batches: [[Event]] = [[.key(.character("x"))], [.posted]]
        var mailbox: Mailbox?
        private(set) var frames = 0
        func waitForEvents() -> [Event] {
            guard !batches.isEmpty else { return [.terminate] }
            let batch = batches.removeFirst()
            if batch == [.posted] { _ = mailbox?.wait(timeout: 0.2) }
            return batch
        }
        func write(_ bytes: [UInt8]) { frames += 1 }
        func suspend() {}
        func makeWaker() -> @Sendable () -> Void { {} }
    }

    /// On `x`, starts work that posts its result from another thread 2 ms later; when
    /// `expects`, it says so to the mailbox first.
    private final class Searcher: ViewController {
        let mailbox: Mailbox
        let expects: Bool
        var result = "none"
        init(mailbox: Mailbox, expects: Bool) {
            self.mailbox = mailbox
            self.expects = expects
            super.init()
        }
        override func handle(_ press: KeyPress) -> Bool {
            guard press.key == .character("x") else { return false }
            if expects { mailbox.expectPost() }
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.002) { [mailbox] in
                mailbox.post("found") { [weak self] in self?.result = "found" }
            }
            return true
        }
        override func draw(in canvas: inout Canvas, frame: Rect, context: DrawContext) {
            canvas.draw(result, at: frame.origin, style: context.theme.text, clip: frame)
        }
    }

    /// Runs the app over `x` and the wake-up its post sends: the frames written, and the result.
    private func run(expecting: Bool) -> (frames: Int, result: String) {
        let mailbox = Mailbox()
        let searcher = Searcher(mailbox: mailbox, expects: expecting)
        let terminal = ScriptedTerminal()
        terminal.mailbox = mailbox
        let app = Application(terminal: terminal, rootViewController: searcher, minimumSize: Size(width: 1, height: 1),
                              mailbox: mailbox)
        app.run()
        return (terminal.frames, searcher.result)
    }

    @Test("the key and the result it expects are drawn as one frame; the late wake-up draws nothing")
    func oneFrame() {
        let (frames, result) = run(expecting: true)
        #expect(result == "found")
        #expect(frames == 2, "the first frame, then the key with its result")
    }

    @Test("without the expectation the key and its result are two frames")
    func twoFrames() {
        let (frames, result) = run(expecting: false)
        #expect(result == "found")
        #expect(frames == 3, "the first frame, the key's, the result's")
    }
}

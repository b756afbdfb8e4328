import Foundation
import Testing
@testable import SplitKit

@MainActor
@Suite("Mailbox")
struct MailboxTests {
    /// Counts the wake-ups a mailbox sends.
    private final class Waker: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func wake() { lock.withLock { count += 1 } }
        var wakes: Int { lock.withLock { count } }
    }

    @Test("posts from other threads are delivered on the main actor, in order, by name")
    func deliversInOrder() {
        let mailbox = Mailbox()
        let received = Received()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            for i in 0..<3 { mailbox.post("result \(i)") { received.values.append(i) } }
            done.signal()
        }
        done.wait()
        #expect(mailbox.wait(timeout: 1))
        #expect(mailbox.waiting == ["result 0", "result 1", "result 2"])
        #expect(mailbox.deliver() == ["result 0", "result 1", "result 2"])
        #expect(received.values == [0, 1, 2])
        #expect(mailbox.deliver().isEmpty && !mailbox.wait(timeout: 0.01))
    }

    @Test("posts made before the waker is connected wake it when it is")
    func connectsLate() {
        let mailbox = Mailbox()
        let waker = Waker()
        mailbox.post("rows indexed") {}
        mailbox.connect { waker.wake() }
        #expect(waker.wakes == 1)
        mailbox.post("filter results") {}
        #expect(waker.wakes == 2)
    }

    @Test("the application delivers posts on .posted")
    func applicationDelivers() {
        let mailbox = Mailbox()
        let app = Application(terminal: HeadlessTerminal(size: Size(width: 20, height: 6)),
                              rootViewController: ViewController(), mailbox: mailbox)
        let received = Received()
        mailbox.post("one") { received.values.append(1) }
        #expect(received.values.isEmpty)
        app.handle(.posted)
        #expect(received.values == [1])
    }

    /// What the deliveries received, on the main actor.
    @MainActor
    private final class Received {
        var values: [Int] = []
    }
}

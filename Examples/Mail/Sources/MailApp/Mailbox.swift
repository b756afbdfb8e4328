/// A message in a mailbox: a class, so the list, its search results and the detail share it.
public final class Message {
    public let sender: String
    public let subject: String
    public let date: String
    public let body: String
    public var isRead: Bool

    public init(sender: String, subject: String, date: String, body: String, isRead: Bool = false) {
        (self.sender, self.subject, self.date, self.body, self.isRead) = (sender, subject, date, body, isRead)
    }
}

/// A named list of messages.
public final class Mailbox {
    public let name: String
    public var messages: [Message]

    public init(name: String, messages: [Message]) {
        self.name = name
        self.messages = messages
    }

    public var unreadCount: Int { messages.filter { !$0.isRead }.count }

    /// Three mailboxes of made-up mail.
    public static func samples() -> [Mailbox] {
        [
            Mailbox(name: "Inbox", messages: [
                Message(sender: "Ada Lovelace", subject: "Notes on the Analytical Engine", date: "Mon 09:12",
                        body: "I have finished the notes. Note G describes a method for computing Bernoulli numbers "
                            + "with the engine; I think it will interest you."),
                Message(sender: "Charles Babbage", subject: "Difference Engine No. 2", date: "Sun 18:40",
                        body: "The drawings are ready. Could we meet on Thursday to go through them?"),
                Message(sender: "Grace Hopper", subject: "A moth in relay 70", date: "Sat 15:45",
                        body: "First actual case of bug being found. Taped into the log book."),
            ]),
            Mailbox(name: "Sent", messages: [
                Message(sender: "Me", subject: "Re: Difference Engine No. 2", date: "Sun 19:02",
                        body: "Thursday works. I will bring the notes.", isRead: true),
            ]),
            Mailbox(name: "Archive", messages: [
                Message(sender: "Alan Turing", subject: "On computable numbers", date: "1936-11-12",
                        body: "Attached, the paper as it will appear in the Proceedings.", isRead: true),
                Message(sender: "Claude Shannon", subject: "A mathematical theory", date: "1948-07-01",
                        body: "The fundamental problem of communication is that of reproducing at one point "
                            + "a message selected at another point.", isRead: true),
            ]),
        ]
    }
}

/// A record's title: lent from the table's bytes when it is there as it is, else decoded.
enum TitleText: Sendable {
    case lent(MappedText)
    case decoded(String)

    /// The title as a `String`.
    var string: String {
        switch self {
        case .lent(let text): text.string
        case .decoded(let text): text
        }
    }
}

/// What the filter line asks for: terms that must all match, each in its own scope.
///
/// The syntax, as typed: words separated by blanks, each matched as a substring (smart case,
/// see `ByteMatcher`) in any of the columns the list shows; `COLUMN:word` matches that column
/// only (its name in any case; a name that is no column leaves the term a plain word, so
/// `12:30` and `http://` still work); `"two words"` is one term; a leading `*` searches every
/// field with every term.
public struct FilterQuery: Sendable, Hashable {
    /// One condition: `text` occurs in a field of `scope`.
    public struct Term: Sendable, Hashable {
        /// The text to find (never empty).
        public var text: String
        /// Where to find it.
        public var scope: FilterScope

        /// `text` searched in `scope`.
        public init(_ text: String, in scope: FilterScope) {
            self.text = text
            self.scope = scope
        }
    }

    /// The conditions, all of which a row must meet; none matches every row.
    public var terms: [Term]

    /// A query of `terms`.
    public init(terms: [Term] = []) {
        self.terms = terms
    }

    /// One term, `pattern` in `scope` (no term when `pattern` is empty).
    public init(pattern: String, scope: FilterScope) {
        terms = pattern.isEmpty ? [] : [Term(pattern, in: scope)]
    }

    /// True when the query matches every row.
    public var isEmpty: Bool { terms.isEmpty }

    /// Whether the query searches every field (it was typed with a leading `*`).
    public var searchesAllFields: Bool { !terms.isEmpty && terms.allSatisfy { $0.scope == .allFields } }

    /// Parses what was typed: plain words search `shownColumns`, `COLUMN:word` the column of
    /// `columns` so named (any case), and everything after a leading `*` every field.
    public static func parse(_ input: String, shownColumns: [Int], columns: [String]) -> FilterQuery {
        var text = Substring(input)
        var scope = FilterScope.columns(shownColumns)
        if text.hasPrefix("*") {
            text = text.dropFirst()
            scope = .allFields
        }
        let terms = words(of: text).compactMap { word -> Term? in
            if let offset = word.colon {
                let colon = word.text.utf8.index(word.text.startIndex, offsetBy: offset)
                let name = String(word.text[..<colon]).lowercased()
                if let column = columns.firstIndex(where: { $0.lowercased() == name }) {
                    let value = String(word.text[word.text.utf8.index(after: colon)...])
                    // `name:` alone, while the word is still being typed, asks nothing yet.
                    return value.isEmpty ? nil : Term(value, in: .column(column))
                }
            }
            return Term(word.text, in: scope)
        }
        return FilterQuery(terms: terms)
    }

    /// The words of `text`: split on blanks outside double quotes, the quotes dropped, with
    /// the UTF-8 offset of the first colon outside quotes (a `COLUMN:` prefix is never quoted).
    private static func words(of text: Substring) -> [(text: String, colon: Int?)] {
        var words: [(text: String, colon: Int?)] = []
        var current = ""
        var colon: Int?
        var quoted = false
        var started = false
        func end() {
            if started && !current.isEmpty { words.append((current, colon)) }
            current = ""
            colon = nil
            started = false
        }
        for character in text {
            if character == "\"" {
                quoted.toggle()
                started = true
            } else if !quoted && (character == " " || character == "\t") {
                end()
            } else {
                if character == ":" && !quoted && colon == nil && !current.isEmpty { colon = current.utf8.count }
                current.append(character)
                started = true
            }
        }
        end()
        return words
    }

    /// True when every row this query matches also matches `other`: each of `other`'s terms
    /// is extended (its text a prefix of the text) by a term of this one in the same scope.
    /// Extending a query (typing on) then only needs the previous matches checked again.
    func narrows(_ other: FilterQuery) -> Bool {
        other.terms.allSatisfy { term in
            terms.contains { $0.scope == term.scope && $0.text.hasPrefix(term.text) }
        }
    }
}

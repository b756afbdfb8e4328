/// Trimming blanks by hand rather than through Foundation, which the library and the app
/// do not link: loading it would slow every start of the app.
extension StringProtocol {
    /// The text without the blanks (tabs and space separators) around it.
    package var trimmingBlanks: String {
        let scalars = unicodeScalars
        let isBlank: (Unicode.Scalar) -> Bool = { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }
        guard let first = scalars.firstIndex(where: { !isBlank($0) }),
              let last = scalars.lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }

    /// Whether the text is empty or only white space (blanks, line breaks).
    package var isBlank: Bool { unicodeScalars.allSatisfy(\.properties.isWhitespace) }
}

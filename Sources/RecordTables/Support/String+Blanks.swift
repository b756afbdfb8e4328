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

    /// Whether the text is empty or only white space (blanks, line breaks). Most text is
    /// told from its first byte, an ASCII character that is no white space, before any
    /// scalar's Unicode properties are looked up.
    @inlinable package var isBlank: Bool {
        for byte in utf8 {
            guard byte < 0x80 else { break }
            guard byte == 0x20 || (0x09...0x0D).contains(byte) else { return false }
        }
        return unicodeScalars.allSatisfy { $0.properties.isWhitespace }
    }
}

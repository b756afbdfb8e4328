/// Text from data, file names and files made safe to print outside the screen (stderr,
/// a message line) in the notation the canvas draws it with: C0 controls and DEL as
/// `^[` and `^?`, C1 controls and bidi overrides as `\x9b` and `\u202e`, what cannot be
/// printed as U+FFFD. Such text cannot drive the terminal it is written to.
public enum VisibleText {
    /// `string` with every character that could drive a terminal in its visible form.
    public static func of(_ string: String) -> String {
        text(of: Glyph.glyphs(of: string))
    }

    /// `string` made visible and cut to at most `columns` with an ellipsis: a value or
    /// name quoted in a one-line message, which a long or binary value must not flood.
    public static func excerpt(_ string: String, columns: Int = 40) -> String {
        text(of: TextMetrics.truncate(string, toWidth: columns))
    }

    /// A whole message made visible and at most `columns` wide, cut in the middle so
    /// that what failed (its start) and why (its end) both stay.
    public static func line(_ string: String, columns: Int) -> String {
        text(of: TextMetrics.truncateMiddle(string, toWidth: columns))
    }

    /// The characters of `glyphs`, in order.
    private static func text(of glyphs: [Glyph]) -> String {
        var view = String.UnicodeScalarView()
        for glyph in glyphs { view.append(contentsOf: glyph.unicodeScalars) }
        return String(view)
    }
}

extension String {
    /// The most characters an excerpt keeps.
    static let excerptLength = 40

    /// The text cut to `excerptLength` characters with an ellipsis: a name or value quoted in
    /// a one-line message, which a long or binary value must not flood.
    package var excerpt: String {
        count > Self.excerptLength ? prefix(Self.excerptLength - 1) + "…" : self
    }
}

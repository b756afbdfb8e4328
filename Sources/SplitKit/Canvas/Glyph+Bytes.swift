extension Glyph {
    /// Appends the glyph's scalars for a terminal: UTF-8, or through `encoding` (for a
    /// locale with another character set) for anything beyond ASCII.
    func appendBytes(to output: inout [UInt8], encoding: (@Sendable (_ scalar: UInt32, _ bytes: inout [UInt8]) -> Void)?) {
        for scalar in unicodeScalars {
            if let encoding, !scalar.isASCII {
                encoding(scalar.value, &output)
            } else {
                output.append(contentsOf: scalar.utf8)
            }
        }
    }
}

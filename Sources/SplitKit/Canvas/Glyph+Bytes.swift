extension Glyph {
    /// Appends the glyph's scalars for a terminal: UTF-8, or through `encoding` (for a
    /// locale with another character set) for anything beyond ASCII.
    func appendBytes(to output: inout [UInt8], encoding: (@Sendable (_ scalar: UInt32, _ bytes: inout [UInt8]) -> Void)?) {
        // Small enough to be inlined where a frame is written, a call a cell for ASCII.
        if base < 0x80 && marks == 0 {
            output.append(UInt8(truncatingIfNeeded: base))
        } else {
            appendScalarBytes(to: &output, encoding: encoding)
        }
    }

    /// `appendBytes` for a glyph beyond ASCII or with marks.
    private func appendScalarBytes(to output: inout [UInt8],
                                   encoding: (@Sendable (_ scalar: UInt32, _ bytes: inout [UInt8]) -> Void)?) {
        for scalar in unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                output.append(UInt8(truncatingIfNeeded: value))
            } else if let encoding {
                encoding(value, &output)
            } else if value < 0x800 {
                output.append(0xC0 | UInt8(truncatingIfNeeded: value >> 6))
                output.append(0x80 | UInt8(truncatingIfNeeded: value & 0x3F))
            } else if value < 0x10000 {
                output.append(0xE0 | UInt8(truncatingIfNeeded: value >> 12))
                output.append(0x80 | UInt8(truncatingIfNeeded: value >> 6 & 0x3F))
                output.append(0x80 | UInt8(truncatingIfNeeded: value & 0x3F))
            } else {
                output.append(0xF0 | UInt8(truncatingIfNeeded: value >> 18))
                output.append(0x80 | UInt8(truncatingIfNeeded: value >> 12 & 0x3F))
                output.append(0x80 | UInt8(truncatingIfNeeded: value >> 6 & 0x3F))
                output.append(0x80 | UInt8(truncatingIfNeeded: value & 0x3F))
            }
        }
    }
}

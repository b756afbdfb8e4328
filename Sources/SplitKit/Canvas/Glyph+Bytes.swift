extension Glyph {
    /// Appends the glyph's scalars for a terminal: UTF-8, or through `encoding` (for a
    /// locale with another character set) for anything beyond ASCII.
    func appendBytes(to output: inout FrameBytes, encoding: (@Sendable (_ scalar: UInt32, _ bytes: inout [UInt8]) -> Void)?) {
        // Small enough to be inlined where a frame is written, a call a cell for ASCII.
        if base < 0x80 && marks == 0 {
            output.append(UInt8(truncatingIfNeeded: base))
        } else {
            appendScalarBytes(to: &output, encoding: encoding)
        }
    }

    /// `appendBytes` for a glyph beyond ASCII or with marks.
    private func appendScalarBytes(to output: inout FrameBytes,
                                   encoding: (@Sendable (_ scalar: UInt32, _ bytes: inout [UInt8]) -> Void)?) {
        for scalar in unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                output.append(UInt8(truncatingIfNeeded: value))
            } else if let encoding {
                var encoded: [UInt8] = []
                encoding(value, &encoded)
                output.append(encoded)
            } else {
                output.append(reserving: 4) { bytes in
                    if value < 0x800 {
                        bytes[0] = 0xC0 | UInt8(truncatingIfNeeded: value >> 6)
                        bytes[1] = 0x80 | UInt8(truncatingIfNeeded: value & 0x3F)
                        return 2
                    }
                    if value < 0x10000 {
                        bytes[0] = 0xE0 | UInt8(truncatingIfNeeded: value >> 12)
                        bytes[1] = 0x80 | UInt8(truncatingIfNeeded: value >> 6 & 0x3F)
                        bytes[2] = 0x80 | UInt8(truncatingIfNeeded: value & 0x3F)
                        return 3
                    }
                    bytes[0] = 0xF0 | UInt8(truncatingIfNeeded: value >> 18)
                    bytes[1] = 0x80 | UInt8(truncatingIfNeeded: value >> 12 & 0x3F)
                    bytes[2] = 0x80 | UInt8(truncatingIfNeeded: value >> 6 & 0x3F)
                    bytes[3] = 0x80 | UInt8(truncatingIfNeeded: value & 0x3F)
                    return 4
                }
            }
        }
    }
}

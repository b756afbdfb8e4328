extension Int {
    /// The number with thousands separators, as people read counts: "1,000,000".
    public var thousandsSeparated: String {
        // Digits as bytes: a status bar shows a few counts on every frame.
        let digits = String(magnitude).utf8
        var result: [UInt8] = self < 0 ? [UInt8(ascii: "-")] : []
        result.reserveCapacity(result.count + digits.count + digits.count / 3)
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result.append(UInt8(ascii: ",")) }
            result.append(digit)
        }
        return String(decoding: result, as: UTF8.self)
    }
}

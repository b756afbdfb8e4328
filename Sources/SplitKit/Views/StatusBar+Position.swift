extension StatusBar {
    /// Where the highlight is, as people read it: "12 / 1,000", "0 / 0" with no rows.
    static func position(row: Int?, of count: Int) -> String {
        "\(grouped(row.map { $0 + 1 } ?? 0)) / \(grouped(count))"
    }

    /// `number` with a comma between each group of three digits: "1,234,567". Fixed
    /// rather than from the locale, so screens and tests read the same everywhere.
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return number < 0 ? "-" + result : result
    }
}

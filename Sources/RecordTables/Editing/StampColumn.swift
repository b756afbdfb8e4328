/// Which column of a table a new record's date and time go into: one whose name says it
/// holds times or dates, else one whose first values look like ISO dates or times; a
/// table with neither gets no stamp (a stamp in a name column would be data made up).
enum StampColumn {
    /// Words of a column name that say it holds a time or a date.
    static let timeWords: Set<String> = ["timestamp", "date", "time", "datetime", "created", "updated", "modified", "at"]
    /// The first records whose values are looked at.
    static let sampleRecords = 5

    /// The column for the stamp among `columns`, given `value(row, column)`, the value of
    /// the table's first rows (nil past its end); nil when no column holds times.
    static func find(_ columns: [String], value: (Int, Int) -> String?) -> Int? {
        if let named = columns.firstIndex(where: saysTime) { return named }
        for column in columns.indices {
            for row in 0..<sampleRecords {
                guard let text = value(row, column) else { break }
                if !text.isBlank {
                    if looksLikeTime(text) { return column }
                    break
                }
            }
        }
        return nil
    }

    /// Whether `name` says its column holds times: a word of it (split at `_`, `-`, blanks
    /// and a lower-to-upper case change: `created_at`, `updatedAt`, `Date`) is a time word.
    static func saysTime(_ name: String) -> Bool {
        var words: [String] = []
        var word = ""
        var previousLower = false
        for character in name {
            if !character.isLetter && !character.isNumber {
                words.append(word)
                word = ""
            } else {
                if character.isUppercase && previousLower {
                    words.append(word)
                    word = ""
                }
                word.append(character)
            }
            previousLower = character.isLowercase
        }
        words.append(word)
        return words.contains { timeWords.contains($0.lowercased()) }
    }

    /// Whether `value` starts like an ISO date (`2024-05-01`) or a time of day (`14:03`).
    static func looksLikeTime(_ value: String) -> Bool {
        let bytes = Array(value.trimmingBlanks.utf8.prefix(10))
        func digits(_ range: Range<Int>) -> Bool {
            range.upperBound <= bytes.count && bytes[range].allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        }
        let isDate = bytes.count == 10 && digits(0..<4) && bytes[4] == UInt8(ascii: "-") && digits(5..<7)
            && bytes[7] == UInt8(ascii: "-") && digits(8..<10)
        let isTime = bytes.count >= 5 && digits(0..<2) && bytes[2] == UInt8(ascii: ":") && digits(3..<5)
        return isDate || isTime
    }
}

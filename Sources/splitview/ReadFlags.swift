import RecordTables

/// The values of the reading flags (`--delimiter`, `--comment`, `--skip`, `--path`), each
/// checked as it is given.
enum ReadFlags {
    /// One ASCII character, or `tab` (also `\t`) for a tab: neither a quote, a line end,
    /// nor a letter or digit, which would split words.
    static func character(_ value: String, flag: String) throws(UsageError) -> UInt8 {
        if value == "tab" || value == "\\t" { return 9 }
        let bytes = Array(value.utf8)
        guard bytes.count == 1, let byte = bytes.first, byte == 9 || (byte >= 32 && byte < 127),
              byte != 34, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte),
              !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte & 0xDF) else {
            throw UsageError(description: "\(flag) takes one character such as , ; | or tab (not a letter, digit or quote), "
                                + "not \(quoted(value))")
        }
        return byte
    }

    /// A count of lines, 0 or more.
    static func lineCount(_ value: String, flag: String) throws(UsageError) -> Int {
        guard let count = Int(value), count >= 0 else {
            throw UsageError(description: "\(flag) takes a number of lines (0 or more), not \(quoted(value))")
        }
        return count
    }

    /// Keys joined by dots: `data`, `result.items`.
    static func keyPath(_ value: String, flag: String) throws(UsageError) -> [String] {
        let keys = value.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !keys.contains(where: \.isEmpty) else {
            throw UsageError(description: "\(flag) takes keys joined by dots, such as data or result.items, not \(quoted(value))")
        }
        return keys
    }
}

/// Names of the hidden files the app keeps beside a file (`.NAME.splitview-…`): a save's
/// temporary, a journal of kept edits. Every such name must fit in NAME_MAX (255 bytes),
/// so a long NAME is cut (on a character boundary) and given a short hash of the whole
/// name, which keeps names of different files apart.
enum SideFileName {
    /// The longest name part kept whole: 255 bytes less the dot and the longest suffix
    /// (`.splitview-keeping-XXXXXX`).
    static let stemLimit = 229

    /// The name part for `name`: `name` itself when short enough, else its head, `~` and
    /// eight hex digits of its hash.
    static func stem(of name: String) -> String {
        guard name.utf8.count > stemLimit else { return name }
        var head = ""
        for character in name.unicodeScalars {
            if head.utf8.count + String(character).utf8.count > stemLimit - 9 { break }
            head.unicodeScalars.append(character)
        }
        return head + "~" + hash(name)
    }

    /// Eight hex digits of the FNV-1a hash of `text`.
    static func hash(_ text: String) -> String {
        var value: UInt32 = 2_166_136_261
        for byte in text.utf8 { value = (value ^ UInt32(byte)) &* 16_777_619 }
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }

    /// `path` split into its folder and its last name.
    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
    }
}

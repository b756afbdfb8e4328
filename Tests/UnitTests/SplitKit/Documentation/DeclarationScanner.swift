import Foundation

/// Finds SplitKit's public declarations that lack a `///` comment: every `public` or
/// `open` declaration that is not an `override` (an override inherits the documentation
/// of what it overrides), and every case of a public enum. A line-based reader, not a
/// parser: it knows string literals, `//` comments, braces and attributes, which is all
/// the sources use.
struct DeclarationScanner {
    /// An undocumented declaration.
    struct Finding: CustomStringConvertible {
        let file: String
        let line: Int
        let text: String
        var description: String { "\(file):\(line): \(text)" }
    }

    private enum Scope { case publicEnum, otherType, body }

    /// The undocumented public declarations in the Swift source `text` of `file`.
    static func findings(in text: String, file: String) -> [Finding] {
        var findings: [Finding] = []
        var scopes: [Scope] = []
        var previous: [String] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            let code = stripped(line)
            let words = code.split { $0 == " " || $0 == "(" || $0 == ":" || $0 == "{" }.map(String.init)
            let modifiers = Array(words.prefix { modifierWords.contains($0) || $0.hasPrefix("@") })
            let isDeclaration = words.count > modifiers.count && declarationKeywords.contains(words[modifiers.count])
            let isPublic = isDeclaration && (modifiers.contains("public") || modifiers.contains("open"))
            let isEnumCase = scopes.last == .publicEnum && words.first == "case"
            if (isPublic && !modifiers.contains("override")) || isEnumCase, !isDocumented(after: previous) {
                findings.append(Finding(file: file, line: index + 1, text: line))
            }
            let opens = code.filter { $0 == "{" }.count, closes = code.filter { $0 == "}" }.count
            if opens > closes {
                let keyword = words.first { declarationKeywords.contains($0) }
                let isType = ["enum", "struct", "class", "protocol", "extension", "actor"].contains(keyword ?? "")
                let scope: Scope = keyword == "enum" && isPublic ? .publicEnum : (isType ? .otherType : .body)
                scopes.append(scope)
                scopes += Array(repeating: .body, count: opens - closes - 1)
            } else if closes > opens {
                scopes.removeLast(min(scopes.count, closes - opens))
            }
            if !line.isEmpty { previous.append(line) }
        }
        return findings
    }

    private static let modifierWords: Set<String> = [
        "public", "open", "private", "fileprivate", "internal", "set)", "static", "final", "override", "mutating",
        "nonmutating", "nonisolated", "convenience", "required", "indirect", "lazy", "weak", "unowned", "dynamic",
    ]

    private static let declarationKeywords: Set<String> = [
        "func", "var", "let", "init", "init?", "subscript", "case", "class", "struct", "enum", "protocol",
        "extension", "typealias", "associatedtype", "actor", "deinit",
    ]

    /// Whether the last lines before a declaration, skipping attributes, are a `///` comment.
    private static func isDocumented(after lines: [String]) -> Bool {
        for line in lines.reversed() {
            if line.hasPrefix("@") && !line.contains(" func ") && !line.contains(" var ") { continue }
            return line.hasPrefix("///")
        }
        return false
    }

    /// `line` without string literals' contents and without a trailing `//` comment.
    private static func stripped(_ line: String) -> String {
        var result = ""
        var inString = false
        var escaped = false
        var previous: Character = " "
        for character in line {
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" {
                    inString = false
                    result.append(character)
                }
            } else if character == "\"" {
                inString = true
                result.append(character)
            } else if character == "/" && previous == "/" {
                result.removeLast()
                break
            } else {
                result.append(character)
            }
            previous = character
        }
        return result
    }
}

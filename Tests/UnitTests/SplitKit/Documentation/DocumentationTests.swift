import Foundation
import Testing

@Suite("Documentation")
struct DocumentationTests {
    @Test("every public declaration of the library and the app's layers has a /// comment",
          arguments: ["SplitKit", "SplitKitCurses", "RecordTables", "RecordBrowser"])
    func publicDeclarationsDocumented(module: String) throws {
        let root = Fixtures.repository.appendingPathComponent("Sources/" + module)
        let files = FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []
        let sources = files.filter { $0.hasSuffix(".swift") }
        #expect(sources.count > 5, "found the sources")
        var findings: [DeclarationScanner.Finding] = []
        for file in sources.sorted() {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            findings += DeclarationScanner.findings(in: text, file: "Sources/\(module)/" + file)
        }
        #expect(findings.isEmpty, "undocumented:\n\(findings.map(\.description).joined(separator: "\n"))")
    }

    @Test("the README's library section is Examples/MasterDetail, its Package.swift and main.swift as they are")
    func readmeIsTheExample() throws {
        let readme = try String(contentsOf: Fixtures.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "\n## The library\n").dropFirst().first)
        let blocks = section.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        let example = Fixtures.repository.appendingPathComponent("Examples/MasterDetail")
        #expect(blocks.count >= 2)
        #expect(blocks.first == (try String(contentsOf: example.appendingPathComponent("Package.swift"), encoding: .utf8)))
        #expect(blocks.dropFirst().first
                == (try String(contentsOf: example.appendingPathComponent("Sources/MasterDetail/main.swift"), encoding: .utf8)))
    }

    @Test("the delegate tables of the README and docs/library.md name every method of the protocol, in the documented order",
          arguments: ["README.md", "docs/library.md"])
    func delegateTable(file: String) throws {
        let documentedOrder = ["collapseSecondary:onto:", "separateSecondaryFrom:", "shouldHide:in:", "willChangeTo:",
                               "willHide:with:", "willShow:invalidating:", "willPresent:from:", "didChangeLayoutFrom:to:"]
        let source = try String(contentsOf: Fixtures.repository.appendingPathComponent(
            "Sources/SplitKit/Controllers/SplitViewControllerDelegate.swift"), encoding: .utf8)
        let protocolBody = try #require(source.components(separatedBy: "extension SplitViewControllerDelegate").first)
        // "func splitViewController(_ splitViewController: SplitViewController, willHide primary: …, with barButtonItem: …)"
        let declared = protocolBody.components(separatedBy: "func splitViewController(").dropFirst().map { declaration in
            let parameters = declaration.components(separatedBy: ")")[0].components(separatedBy: ",").dropFirst()
            return parameters.map { $0.split(whereSeparator: \.isWhitespace)[0] + ":" }.joined()
        }
        #expect(Set(declared) == Set(documentedOrder), "the protocol's methods: \(declared)")
        let text = try String(contentsOf: Fixtures.repository.appendingPathComponent(file), encoding: .utf8)
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| ") && $0.contains("`splitViewController(_:") }
        let named = rows.map { $0.components(separatedBy: "`splitViewController(_:")[1].components(separatedBy: ")`")[0] }
        #expect(named == documentedOrder)
    }

    @Test("the scanner finds what it should and nothing else")
    func scanner() {
        let source = """
            /// Documented.
            public enum Direction: String {
                /// Documented.
                case up
                case down, left
                /// Documented.
                public var flipped: Direction {
                    switch self {
                    case .up: return .down
                    default: return .up
                    }
                }
                public func undocumented() {}
                private func hidden() {}
            }

            /// Documented.
            @MainActor
            open class View {
                open func draw() { let text = "{ // not a brace"; _ = text }
                /// Documented.
                @discardableResult
                public func layout() -> Int { 0 }
                public override func inherited() {}
            }
            """
        let lines = DeclarationScanner.findings(in: source, file: "x.swift").map(\.line)
        #expect(lines == [5, 13, 20])
    }
}

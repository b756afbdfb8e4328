import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

@Suite("Themes")
struct ThemeTests {
    @Test("every style a theme holds has a role, so configuration files can set every colour")
    func rolesCoverTheTheme() {
        let styleProperties = Mirror(reflecting: Theme()).children.compactMap { child -> String? in
            guard child.value is Style, let label = child.label else { return nil }
            return label.reduce(into: "") { name, character in
                name += character.isUppercase ? "-" + character.lowercased() : String(character)
            }
        }
        #expect(Set(styleProperties) == Set(Theme.Role.allCases.map(\.rawValue)),
                "add a Theme.Role case for each new Style property of Theme")
        var theme = Theme()
        for role in Theme.Role.allCases {
            theme[role] = Style(foreground: .palette(200))
            #expect(theme[role] == Style(foreground: .palette(200)))
        }
    }

    @Test("a terminal without colours gets monochrome whatever was asked")
    func monochromeTerminal() {
        for name in [nil] + Theme.Name.allCases.map(Optional.some) {
            #expect(Theme.named(name, colorCount: 0, noColor: false) == .monochrome)
        }
    }

    @Test("NO_COLOR gives monochrome unless a theme is asked for")
    func noColor() {
        #expect(Theme.named(nil, colorCount: 256, noColor: true) == .monochrome)
        #expect(Theme.named(.dark, colorCount: 256, noColor: true) == .dark)
        #expect(Theme.named(nil, colorCount: 256, noColor: false) == Theme())
    }

    @Test("light and dark need 256 colours; with fewer the default stands in")
    func fewColours() {
        #expect(Theme.named(.light, colorCount: 256, noColor: false) == .light)
        #expect(Theme.named(.light, colorCount: 8, noColor: false) == Theme())
        #expect(Theme.named(.dark, colorCount: 16, noColor: false) == Theme())
        #expect(Theme.named(.mono, colorCount: 256, noColor: false) == .monochrome)
    }

    @Test("monochrome uses no colour at all", arguments: Theme.Role.allCases)
    func monochromeHasNoColour(role: Theme.Role) {
        let style = Theme.monochrome[role]
        #expect(style.foreground == .default && style.background == .default)
    }

    @Test("the selection stands out in every theme", arguments: Theme.Name.allCases)
    func selectionVisible(name: Theme.Name) {
        let theme = Theme.named(name, colorCount: 256, noColor: false)
        let selection = theme.selection
        #expect(selection.attributes.contains(.reverse) || selection.background != .default)
        #expect(selection != theme.text)
    }
}

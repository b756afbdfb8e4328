import Foundation
import Testing

/// What a person meets before the screen opens: --help, --version, mistakes, the man page.
@Suite("Command line end to end")
struct CommandLineEndToEndTests {
    @Test("--help answers: usage, every flag, the keys, the configuration, examples, exit codes")
    func help() throws {
        let result = try App.run(["--help"])
        #expect(result.termination == .exited(0))
        #expect(result.standardError.isEmpty)
        let help = result.standardOutput
        for heading in ["usage: splitview", "options:", "keys", "configuration file", "environment:", "examples:",
                        "exit status:"] {
            #expect(help.contains(heading), "--help lacks \(heading)")
        }
        for flag in ["--format", "--title", "--subtitle", "--theme", "--lines", "--config", "--no-config", "--help",
                     "--version", "--man-page"] {
            #expect(help.contains(flag), "--help lacks \(flag)")
        }
        for keys in ["Down, j, Ctrl-N", "PgDn, Space, Ctrl-F, Ctrl-V", "Ctrl-D", "n ", "N ", "q, Q, Ctrl-C", "NO_COLOR"] {
            #expect(help.contains(keys), "--help lacks \(keys)")
        }
        let wide = help.split(separator: "\n").filter { $0.count > 80 }
        #expect(wide.isEmpty, "lines wider than 80 columns: \(wide)")
        #expect(try App.run(["-h"]).standardOutput == help)
    }

    @Test("--version prints one line")
    func version() throws {
        let result = try App.run(["--version"])
        #expect(result.termination == .exited(0))
        #expect(result.standardOutput.range(of: #"^splitview \d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil,
                "\(result.standardOutput)")
    }

    @Test("mistakes give one line on stderr with a hint, and status 2", arguments: [
        (["--tehme", "dark"], "unknown option --tehme (did you mean --theme?); see splitview --help"),
        (["--theme"], "--theme needs a value (THEME)"),
        (["--theme", "purple"], "--theme takes default, light, dark, mono, not 'purple'"),
        (["--lines=thick"], "--lines takes auto, unicode or ascii, not 'thick'"),
        (["--no-config=yes"], "--no-config takes no value"),
        (["--config", "/nonexistent/splitview.conf"], "cannot read the configuration file /nonexistent/splitview.conf"),
    ])
    func mistakes(arguments: [String], message: String) throws {
        let result = try App.run(arguments)
        #expect(result.termination == .exited(2))
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError == "splitview: \(message)\n")
    }

    @Test("the app links no Foundation: loading it and its ICU doubled the time to the first screen")
    func noFoundation() throws {
        let result = try Spawn.run(["ldd", App.path], environment: TmuxServer.clientEnvironment)
        #expect(result.termination == .exited(0))
        #expect(result.standardOutput.contains("libncursesw"), "\(result.standardOutput)")
        #expect(!result.standardOutput.contains("Foundation"), "\(result.standardOutput)")
    }

    @Test("the man page in Resources/ is the one the code generates (make man rewrites it)")
    func manPageCurrent() throws {
        let generated = try App.run(["--man-page"])
        #expect(generated.termination == .exited(0))
        let shipped = try String(contentsOfFile: App.repository + "/Resources/splitview.1", encoding: .utf8)
        #expect(generated.standardOutput == shipped, "Resources/splitview.1 is stale: run make man")
    }

    @Test("man -l renders the man page without warnings",
          .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/man"), "man-db is not installed"))
    func manPageRenders() throws {
        var environment = TmuxServer.clientEnvironment
        environment["MANWIDTH"] = "80"
        environment["MANROFFOPT"] = "-ww"
        environment["LANG"] = "C.UTF-8"
        let result = try Spawn.run(["man", "-l", App.repository + "/Resources/splitview.1"], environment: environment)
        #expect(result.termination == .exited(0))
        #expect(result.standardError.isEmpty, "\(result.standardError)")
        let page = result.standardOutput
        for text in ["SPLITVIEW(1)", "NAME", "splitview - browse a table", "SYNOPSIS", "OPTIONS", "--theme THEME",
                     "KEYS", "CONFIGURATION", "bind C-d half-page-down", "next-match", "ENVIRONMENT", "EXIT STATUS"] {
            #expect(page.contains(text), "the rendered page lacks \(text)")
        }
        #expect(!page.contains("\\"), "an escape leaked into the rendered page")
    }
}

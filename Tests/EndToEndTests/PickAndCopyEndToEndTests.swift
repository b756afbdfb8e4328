import Foundation
import Testing

/// splitview as a picker in a command substitution (`--print`), and copying with y and Y
/// as tmux sees it with `set-clipboard on`.
@Suite("Picking and copying end to end")
struct PickAndCopyEndToEndTests {
    /// Runs `command` (which sets `x`) in a shell, waits for the app's screen to show
    /// `ready`, sends `keys`, and returns what `echo "[$x] $status"` printed after it.
    private func substitution(_ command: String, ready: String, keys: [String]) throws -> String {
        let shell = try TmuxSession.shell(width: 100, height: 20, environment: App.isolated([:]))
        defer { shell.close() }
        let marker = try shell.startCommand("\(command); s=$?; echo \"[$x] $s\"")
        try shell.expectScreen(containing: ready)
        try shell.sendKeys(keys)
        let (_, screen) = try shell.waitForCommand(marker: marker)
        return screen.split(separator: "\n").last { $0.hasPrefix("[") }.map(String.init) ?? screen
    }

    @Test("x=$(… | splitview --print b): the app is drawn on the terminal, Enter prints the field's value, exit 0")
    func printField() throws {
        let result = try substitution("x=$(printf 'a,b\\n1,2\\n3,4\\n' | \(App.path) --print b)", ready: "? help",
                                      keys: ["Down", "Enter"])
        #expect(result == "[4] 0")
    }

    @Test("--print alone prints the record as one JSON line; --print=COLUMN takes the column")
    func printRecord() throws {
        let record = try substitution("x=$(printf 'name,mass\\nH,1.008\\n' | \(App.path) --print)", ready: "? help",
                                      keys: ["Enter"])
        #expect(record == "[{\"name\": \"H\", \"mass\": 1.008}] 0")
        let field = try substitution("x=$(printf 'name,mass\\nH,1.008\\n' | \(App.path) --print=mass)", ready: "? help",
                                     keys: ["Enter"])
        #expect(field == "[1.008] 0")
    }

    @Test("--print FILE reads FILE (a file that exists is no column); --print COLUMN FILE takes the column")
    func printBesideAFile() throws {
        try Fixture.withFile("name,mass\nH,1.008\n") { path in
            let record = try substitution("x=$(\(App.path) --print '\(path)')", ready: "? help", keys: ["Enter"])
            #expect(record == "[{\"name\": \"H\", \"mass\": 1.008}] 0")
            let field = try substitution("x=$(\(App.path) --print name '\(path)')", ready: "? help", keys: ["Enter"])
            #expect(field == "[H] 0")
        }
    }

    @Test("leaving without choosing prints nothing and exits 1")
    func leaveWithoutChoosing() throws {
        let result = try substitution("x=$(printf 'a,b\\n1,2\\n' | \(App.path) --print b)", ready: "? help", keys: ["q"])
        #expect(result == "[] 1")
    }

    @Test("y copies the field's value and Y the record as JSON: tmux's buffer holds them, the status bar says so")
    func copyThroughTmux() throws {
        try Fixture.withFile("symbol,name,mass\nH,Hydrogen,1.008\nHe,Helium,4.0026\n") { path in
            let session = try App.start([path], width: 120, height: 30)
            defer { session.close() }
            _ = try session.tmux(["set-option", "-g", "set-clipboard", "on"])
            try session.expectScreen(containing: "mass")
            try session.sendKeys("Tab", "End", "y")
            try session.expectScreen(containing: "copied mass (5 bytes)")
            #expect(try session.tmux(["show-buffer"]) == "1.008")
            try session.sendKeys("Y")
            try session.expectScreen(containing: "copied record 1 as JSON")
            #expect(try session.tmux(["show-buffer"]) == "{\"symbol\": \"H\", \"name\": \"Hydrogen\", \"mass\": 1.008}")
            try session.sendKeys("Tab", "Down", "y")
            try session.expectScreen(containing: "copied name (6 bytes)")
            #expect(try session.tmux(["show-buffer"]) == "Helium")
            try session.sendKeys("q")
            #expect(try session.waitForExit() == 0)
        }
    }
}

import Foundation
import Testing

/// `make install` and `make uninstall` into a scratch PREFIX, with the debug binary.
@Suite("Install end to end")
struct InstallEndToEndTests {
    /// Every path under `root`, relative to it, sorted.
    private func tree(_ root: String) -> [String] {
        (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []).sorted()
    }

    private func make(_ target: String, prefix: String) throws -> SpawnResult {
        try Spawn.run(["make", "-s", "-C", App.repository, target, "PREFIX=\(prefix)", "BIN=\(App.path)"],
                      environment: TmuxServer.clientEnvironment, timeout: 60)
    }

    @Test("the installed binary finds its sample table from any folder; uninstall removes exactly what was installed")
    func installRunUninstall() throws {
        let prefix = try Fixture.directory()
        let elsewhere = try Fixture.directory()
        defer {
            try? FileManager.default.removeItem(atPath: prefix)
            try? FileManager.default.removeItem(atPath: elsewhere)
        }
        for folder in ["bin", "share/man/man1"] {
            try FileManager.default.createDirectory(atPath: prefix + "/" + folder, withIntermediateDirectories: true)
        }
        let before = tree(prefix)

        let install = try make("install", prefix: prefix)
        #expect(install.termination == .exited(0), "\(install.standardError)")
        let installed = Set(tree(prefix)).subtracting(before)
        #expect(installed == ["bin/splitview", "share/splitview", "share/splitview/elements.csv",
                              "share/man/man1/splitview.1"])

        let installedApp = try TmuxSession(command: [prefix + "/bin/splitview"], width: 100, height: 20,
                                           environment: App.isolated([:]), workingDirectory: elsewhere)
        defer { installedApp.close() }
        let screen = try installedApp.expectScreen(containing: "1 / 118")
        #expect(screen.contains("Hydrogen") && screen.contains("elements.csv"))
        try installedApp.sendKeys("q")
        #expect(try installedApp.waitForExit() == 0)

        let uninstall = try make("uninstall", prefix: prefix)
        #expect(uninstall.termination == .exited(0), "\(uninstall.standardError)")
        #expect(tree(prefix) == before)
    }
}

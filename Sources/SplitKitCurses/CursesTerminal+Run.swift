import Glibc
import SplitKit

extension CursesTerminal {
    /// Runs `rootViewController` on the terminal until it quits: the one call an app's
    /// `main.swift` makes. It takes the terminal (keys from /dev/tty when stdin is a pipe),
    /// draws with the person's colours (a theme for the terminal's colour count, `mono` when
    /// `NO_COLOR` is set and not empty, unless `theme` is given), and gives the terminal back
    /// on every way out: `q`, a terminating signal (the process then dies of it, so the parent
    /// sees the usual status), a crash (restored from a signal handler). Without a terminal it
    /// prints one line naming `name` and exits 1.
    ///
    /// ```swift
    /// CursesTerminal.run(SplitViewController(primary: master, secondary: detail))
    /// ```
    ///
    /// `setUp` sees the application before its first frame (a delegate, more help).
    public static func run(_ rootViewController: ViewController, name: String = CommandLine.arguments.first ?? "app",
                           keyBindings: KeyBindings = KeyBindings(), theme: Theme? = nil, mouse: Bool = true,
                           setUp: (Application) -> Void = { _ in }) -> Never {
        let terminal: CursesTerminal
        do {
            terminal = try CursesTerminal(mouse: mouse)
        } catch {
            let program = name.split(separator: "/").last.map(String.init) ?? name
            let line = Array((VisibleText.line("\(program): \(error)", columns: 1_000) + "\n").utf8)
            _ = Glibc.write(STDERR_FILENO, line, line.count)
            exit(1)
        }
        var chosen = theme ?? Theme.named(nil, colorCount: terminal.colorCount,
                                          noColor: !(getenv("NO_COLOR").map { String(cString: $0) } ?? "").isEmpty)
        if theme == nil { chosen.lines = terminal.boxLines }
        let application = Application(terminal: terminal, rootViewController: rootViewController,
                                      keyBindings: keyBindings, theme: chosen)
        setUp(application)
        application.run()
        terminal.stop()
        terminal.reraiseTerminatingSignal()
        exit(terminal.isLost ? 1 : 0)
    }
}

import Glibc
import SplitKit

/// The split view's delegate: appends each display-mode change to the file named by
/// `MAIL_LOG`, when it is set (the screen belongs to the app, so not to stderr).
final class DisplayModeLog: SplitViewControllerDelegate {
    private let path: String?

    init(path: String?) {
        self.path = path
    }

    func splitViewController(_ splitViewController: SplitViewController, willChangeTo displayMode: DisplayMode) {
        guard let path, let file = fopen(path, "a") else { return }
        fputs("display mode: \(displayMode)\n", file)
        fclose(file)
    }
}

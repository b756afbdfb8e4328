import SplitKit
import RecordTables
/// Asks every document with unsaved changes, in turn (showing its tab), whether to save
/// it before the app quits (AppKit's applicationShouldTerminate with a later reply).
@MainActor
public final class DocumentsCoordinator: ApplicationDelegate {
    /// The open documents.
    public let documents: [DocumentViewController]
    /// Their tabs, when there are several.
    public weak var tabBarController: TabBarController?

    /// A coordinator for `documents`, shown in `tabBarController`'s tabs if any.
    public init(documents: [DocumentViewController], tabBarController: TabBarController? = nil) {
        self.documents = documents
        self.tabBarController = tabBarController
    }

    /// Quits at once when nothing is modified; otherwise asks each modified document in turn.
    public func applicationShouldTerminate(_ application: Application) -> Application.TerminateReply {
        guard documents.contains(where: { $0.editable.isModified }) else { return .now }
        confirm(from: 0, application)
        return .later
    }

    private func confirm(from start: Int, _ application: Application) {
        guard let next = documents.indices.first(where: { $0 >= start && documents[$0].editable.isModified }) else {
            return application.reply(toApplicationShouldTerminate: true)
        }
        let document = documents[next]
        if let tabs = tabBarController, let tab = tabs.viewControllers.firstIndex(where: { $0 === document }) {
            tabs.selectTab(at: tab)
        }
        document.confirmClose { [weak self, weak application] proceed in
            guard let self, let application else { return }
            if proceed { confirm(from: next + 1, application) } else { application.reply(toApplicationShouldTerminate: false) }
        }
    }
}

import Foundation
import Testing

extension PtyProcess {
    /// The two-record table the kept-edits tests start from.
    static let people = "name,age\nAda,36\nAlan,41\n"

    /// Writes `people` to `folder/people.csv`, starts `command` with that path after it (the
    /// app by default) and inserts one record in Edit mode: a session with an unsaved edit.
    static func withOneInsert(in folder: String, command: [String] = [App.path], width: Int = 100) throws
        -> (path: String, app: PtyProcess) {
        let path = folder + "/people.csv"
        try people.write(toFile: path, atomically: true, encoding: .utf8)
        let app = try PtyProcess(command + [path], width: width, height: 30)
        #expect(app.waitForOutput(containing: "1 / 2"))
        app.send("e+")
        #expect(app.waitForOutput(containing: "modified"))
        return (path, app)
    }
}

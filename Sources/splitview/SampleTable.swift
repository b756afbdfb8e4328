import Foundation

/// Finds the sample table shipped beside the binary: installed as
/// `PREFIX/share/splitview/elements.csv`, or in the source tree's `Resources/` when run
/// from a build folder.
enum SampleTable {
    static let fileName = "elements.csv"

    static func path() -> String? {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var folder = executable.deletingLastPathComponent()
        let installed = folder.deletingLastPathComponent().appendingPathComponent("share/splitview/\(fileName)")
        if FileManager.default.isReadableFile(atPath: installed.path) { return installed.path }
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("Resources/\(fileName)")
            if FileManager.default.isReadableFile(atPath: candidate.path) { return candidate.path }
            folder.deleteLastPathComponent()
        }
        return nil
    }
}

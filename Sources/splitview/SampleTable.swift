import Glibc

/// Finds the sample table shipped beside the binary: installed as
/// `PREFIX/share/splitview/elements.csv`, or in the source tree's `Resources/` when run
/// from a build folder.
enum SampleTable {
    static let fileName = "elements.csv"

    static func path() -> String? {
        guard let resolved = realpath("/proc/self/exe", nil) else { return nil }
        let executable = String(cString: resolved)
        free(resolved)
        var folder = parent(of: executable)
        let installed = parent(of: folder) + "/share/splitview/" + fileName
        if access(installed, R_OK) == 0 { return installed }
        while folder != "/" && !folder.isEmpty {
            let candidate = folder + "/Resources/" + fileName
            if access(candidate, R_OK) == 0 { return candidate }
            folder = parent(of: folder)
        }
        return nil
    }

    /// The folder holding `path` ("/" for a top-level one).
    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }
}

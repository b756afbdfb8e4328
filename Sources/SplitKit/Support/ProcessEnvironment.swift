#if canImport(Glibc)
import Glibc
#endif

/// The process's environment and the few file-system questions the app asks, answered
/// with the C library (the library and the app do not link Foundation).
package enum ProcessEnvironment {
    /// Every `NAME=value` of the environment, as a dictionary (the first of repeats wins).
    package static var variables: [String: String] {
        var result: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                let name = String(text[..<equals])
                if result[name] == nil { result[name] = String(text[text.index(after: equals)...]) }
            }
            entry += 1
        }
        return result
    }

    /// The value of one variable, or nil when it is unset.
    package static func value(of name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Whether anything (a file, a folder, a link to one) exists at `path`.
    package static func fileExists(atPath path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// The content of the file at `path` up to `limit` bytes (all of it when it is
    /// shorter), or nil when it cannot be read. Reading stops at the limit, so a device
    /// or a pipe that never ends (`/dev/zero`) costs no more than `limit`.
    package static func contents(ofFile path: String, atMost limit: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while bytes.count < limit {
            let wanted = min(buffer.count, limit - bytes.count)
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            bytes.append(contentsOf: buffer[..<count])
        }
        return bytes
    }
}

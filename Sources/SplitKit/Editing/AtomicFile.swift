#if canImport(Glibc)
import Glibc
#endif

/// Replaces a file so that, whatever happens (a full disk, a crash, `kill -9`), the path
/// holds either the complete old file or the complete new one: the new content goes to a
/// temporary file in the same folder, is flushed to disk (`fsync`), given the old file's
/// permissions and owner, and renamed over the old one (`rename` is atomic); then the
/// folder is flushed so the rename itself survives a power cut. On any failure the
/// temporary file is removed and the old file is untouched. A symbolic link is followed:
/// the file it points to is replaced, the link stays.
///
/// A process killed before the rename leaves its temporary file behind
/// (`.NAME.splitview-XXXXXX` beside the file); it never replaces the file.
package enum AtomicFile {
    /// Writes `path` with what `body` puts in the sink, if what is there now is what
    /// `expected` says. Returns the new file's stamp.
    package static func replace(_ path: String, expecting expected: SaveExpectation,
                        writing body: (inout FileSink) throws(SaveError) -> Void) throws(SaveError) -> FileStamp {
        let target = resolved(path)
        var existing = stat()
        let exists = stat(target, &existing) == 0
        if exists && existing.st_mode & S_IFMT != S_IFREG {
            throw SaveError(kind: .system, path: path, message: "it is not a regular file")
        }
        switch expected {
        case .anything:
            break
        case .noFile where exists:
            throw SaveError(kind: .fileExists, path: path, message: "it already exists")
        case .noFile:
            break
        case .unchanged where !exists:
            throw SaveError(kind: .changedOnDisk, path: path, message: "it was moved or deleted since it was opened")
        case .unchanged(let stamp):
            if FileStamp(existing) != stamp {
                throw SaveError(kind: .changedOnDisk, path: path, message: "it changed on disk since it was opened")
            }
        }
        let (folder, name) = split(target)
        var template = Array("\(folder)/.\(name).splitview-XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw SaveError.system("cannot create a file in \(folder)", errno, path: path) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        do throws(SaveError) {
            var sink = FileSink(descriptor: descriptor, path: temporary)
            try body(&sink)
            try sink.flush()
            let mode = exists ? existing.st_mode & 0o7777 : 0o666 & ~currentUmask()
            guard fchmod(descriptor, mode) == 0 else { throw SaveError.system("cannot set permissions", errno, path: path) }
            if exists { _ = fchown(descriptor, existing.st_uid, existing.st_gid) }  // keeps the group when allowed
            guard fsync(descriptor) == 0 else { throw SaveError.system("cannot flush to disk", errno, path: path) }
            guard close(descriptor) == 0 else {
                unlink(temporary)
                throw SaveError.system("cannot write \(temporary)", errno, path: path)
            }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        guard rename(temporary, target) == 0 else {
            let code = errno
            unlink(temporary)
            throw SaveError.system("cannot rename over \(target)", code, path: path)
        }
        let directory = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directory >= 0 {
            fsync(directory)
            close(directory)
        }
        var written = stat()
        guard stat(target, &written) == 0 else { throw SaveError.system("cannot read back \(target)", errno, path: path) }
        return FileStamp(written)
    }

    /// The file a path names: symbolic links resolved when it exists.
    static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }

    private static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
    }

    /// The process's umask (read by setting it and putting it back).
    private static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }
}

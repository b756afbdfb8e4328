#if canImport(Glibc)
import Glibc
#endif

/// Files the app writes for itself (journals of kept edits), which may sit in a folder
/// others can write to. They are never opened through a symbolic link: a new version is
/// written to a temporary made by `mkstemp` (`O_CREAT | O_EXCL`, mode 0600), flushed to
/// disk, and put in place by `link` (which fails if anything, a link included, has the
/// name) or `rename` (which replaces the name itself). A failure, such as a full disk or
/// the file-size limit, leaves the previous version or none, never a part of one.
enum PrivateFile {
    /// Why a file the app would read back is not taken as its own.
    enum Problem: Error, Equatable {
        case missing
        case symbolicLink
        case notRegular
        case notOwned
        case unreadable(Int32)

        /// The reason, for a person.
        var reason: String {
            switch self {
            case .missing: "it does not exist"
            case .symbolicLink: "it is a symbolic link, not a file splitview wrote"
            case .notRegular: "it is not a regular file"
            case .notOwned: "it belongs to another user"
            case .unreadable(let code): "it cannot be read: \(String(cString: strerror(code)))"
            }
        }
    }

    /// Writes `bytes` as `path`: over the file there when `replacing`, else as a new file;
    /// returns false, writing nothing, when a new file's name is taken.
    @discardableResult
    static func write(_ bytes: [UInt8], to path: String, replacing: Bool) throws(SaveError) -> Bool {
        let (folder, name) = SideFileName.split(path)
        var template = Array("\(folder)/.\(SideFileName.stem(of: name)).splitview-keeping-XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw SaveError.system("cannot create a file in \(folder)", errno, path: path) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        do throws(SaveError) {
            var sink = FileSink(descriptor: descriptor, path: path)
            try bytes.withUnsafeBufferPointer { (buffer) throws(SaveError) in try sink.append(buffer) }
            try sink.flush()
            guard fsync(descriptor) == 0 else { throw SaveError.system("cannot flush \(path) to disk", errno, path: path) }
            guard close(descriptor) == 0 else { throw SaveError.system("cannot write \(path)", errno, path: path) }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        let placed = replacing ? rename(temporary, path) : link(temporary, path)
        let code = errno
        if !replacing || placed != 0 { unlink(temporary) }
        if placed != 0 && !replacing && code == EEXIST { return false }
        guard placed == 0 else { throw SaveError.system("cannot put \(path) in place", code, path: path) }
        syncFolder(folder)
        return true
    }

    /// The content of a file the app wrote, if it is one: opened without following a
    /// link, a regular file, owned by this user. Also returns its modification time.
    static func read(_ path: String) -> Result<(bytes: [UInt8], modified: Int), Problem> {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            switch errno {
            case ENOENT: return .failure(.missing)
            case ELOOP: return .failure(.symbolicLink)
            default: return .failure(.unreadable(errno))
            }
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.unreadable(errno)) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.notRegular) }
        guard info.st_uid == geteuid() else { return .failure(.notOwned) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return .failure(.unreadable(errno)) }
            if count == 0 { break }
            bytes += chunk[..<count]
        }
        return .success((bytes, Int(info.st_mtim.tv_sec)))
    }

    /// Whether something (a file, a link, anything) has the name `path`.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// Flushes a folder, so that a rename or link in it survives a power cut.
    static func syncFolder(_ folder: String) {
        let directory = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard directory >= 0 else { return }
        fsync(directory)
        close(directory)
    }
}

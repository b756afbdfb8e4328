#if canImport(Glibc)
import Glibc
#endif

/// Replaces a file so that, whatever happens (a full disk, a crash, `kill -9`), the path
/// holds either the complete old file or the complete new one: the new content goes to a
/// temporary file in the same folder, is flushed to disk (`fsync`), given the old file's
/// permissions and owner, and renamed over the old one (`rename` is atomic); then the
/// folder is flushed so the rename itself survives a power cut. On any failure the
/// temporary file is removed and the old file is untouched. A symbolic link is followed:
/// the file it points to is replaced (or created, for a link to no file yet), the link
/// stays. A file with several names (hard links) is written in place once the new version
/// is complete in the temporary file, so that every name shows it.
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
        let (folder, name) = SideFileName.split(target)
        var template = Array("\(folder)/.\(SideFileName.stem(of: name)).splitview-XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw SaveError.system("cannot create a file in \(folder)", errno, path: path) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let inPlace = exists && writesInPlace(existing)
        do throws(SaveError) {
            var sink = FileSink(descriptor: descriptor, path: temporary)
            try body(&sink)
            try sink.flush()
            let mode = exists ? existing.st_mode & 0o7777 : 0o666 & ~currentUmask()
            guard fchmod(descriptor, mode) == 0 else { throw SaveError.system("cannot set permissions", errno, path: path) }
            if exists { _ = fchown(descriptor, existing.st_uid, existing.st_gid) }  // keeps the group when allowed
            guard fsync(descriptor) == 0 else { throw SaveError.system("cannot flush to disk", errno, path: path) }
            if inPlace { try copyInPlace(from: descriptor, to: target, path: path, inode: existing.st_ino) }
            guard close(descriptor) == 0 else {
                unlink(temporary)
                throw SaveError.system("cannot write \(temporary)", errno, path: path)
            }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        if inPlace {
            unlink(temporary)
        } else {
            guard rename(temporary, target) == 0 else {
                let code = errno
                unlink(temporary)
                throw SaveError.system("cannot rename over \(target)", code, path: path)
            }
            PrivateFile.syncFolder(folder)
        }
        var written = stat()
        guard stat(target, &written) == 0 else { throw SaveError.system("cannot read back \(target)", errno, path: path) }
        return FileStamp(written)
    }

    /// Whether a save to `path` writes the file there in place rather than renaming a new
    /// one over it: a regular file with several names (hard links).
    package static func writesInPlace(_ path: String) -> Bool {
        var info = stat()
        return stat(resolved(path), &info) == 0 && info.st_mode & S_IFMT == S_IFREG && writesInPlace(info)
    }

    private static func writesInPlace(_ existing: stat) -> Bool { existing.st_nlink > 1 }

    /// Writes the complete new version (in `source`, flushed) over the file itself, for a
    /// file with several names (hard links), which a rename would split: every name then
    /// shows it, as with vim's `backupcopy=auto`. The new version stays in its temporary
    /// file until the copy is flushed.
    private static func copyInPlace(from source: Int32, to target: String, path: String, inode: ino_t) throws(SaveError) {
        let output = open(target, O_WRONLY | O_NOFOLLOW | O_CLOEXEC)
        guard output >= 0 else { throw SaveError.system("cannot open \(target) to write it in place", errno, path: path) }
        defer { close(output) }
        var info = stat()
        guard fstat(output, &info) == 0, info.st_ino == inode else {
            throw SaveError(kind: .changedOnDisk, path: path, message: "it was replaced while it was being saved")
        }
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        var offset: off_t = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { pread(source, $0.baseAddress, $0.count, offset) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw SaveError.system("cannot read back the new version", errno, path: path) }
            if count == 0 { break }
            var done = 0
            while done < count {
                let written = buffer.withUnsafeBytes { bytes -> Int in
                    guard let base = bytes.baseAddress else { return -1 }
                    return pwrite(output, base + done, count - done, offset + off_t(done))
                }
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { throw SaveError.system("cannot write \(target) in place", errno, path: path) }
                done += written
            }
            offset += off_t(count)
        }
        guard ftruncate(output, offset) == 0, fsync(output) == 0 else {
            throw SaveError.system("cannot finish writing \(target) in place", errno, path: path)
        }
    }

    /// The file a path names, symbolic links resolved; a link to a file that does not
    /// exist yet resolves to that file (a save creates it, as `cp` and the shell's `>` do),
    /// the path itself when nothing is there.
    static func resolved(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            if let real = realpath(current, nil) {
                defer { free(real) }
                return String(cString: real)
            }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length > 0 else { return current }
            let target = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = target.hasPrefix("/") ? target : SideFileName.split(current).folder + "/" + target
        }
        return current
    }

    /// The process's umask (read by setting it and putting it back).
    private static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }
}

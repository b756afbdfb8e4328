#if canImport(Glibc)
import Glibc
#endif

/// What identifies a version of a file on disk: its device and inode, size and
/// modification time (to the nanosecond). A file rewritten or replaced since it was
/// opened has a different stamp, so a save does not silently overwrite someone else's
/// change.
public struct FileStamp: Hashable, Sendable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let seconds: Int
    let nanoseconds: Int

    init(device: UInt64, inode: UInt64, size: Int64, seconds: Int, nanoseconds: Int) {
        self.device = device
        self.inode = inode
        self.size = size
        self.seconds = seconds
        self.nanoseconds = nanoseconds
    }

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        seconds = Int(info.st_mtim.tv_sec)
        nanoseconds = Int(info.st_mtim.tv_nsec)
    }

    /// Whether `other` is a stamp of the same file (device and inode), whatever its content.
    package func isSameFile(as other: FileStamp) -> Bool { device == other.device && inode == other.inode }

    /// The stamp of the file at `path` now (following symbolic links), or nil when there is none.
    public static func of(path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileStamp(info)
    }
}

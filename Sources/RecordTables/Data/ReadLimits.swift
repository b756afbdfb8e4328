#if canImport(Glibc)
import Glibc
#endif

/// How much of an input a table holds at most, so that no input, however long or endless,
/// can exhaust memory: past `recordBytes` a record is cut (and reading goes on after it);
/// past `memoryBytes` of held input and index, reading stops and what was read is kept.
package struct ReadLimits: Sendable, Equatable {
    /// The most bytes of one record (a line, a JSON value) that are read and shown.
    var recordBytes: Int
    /// The most memory for what is held of the input: a stream's bytes and the index.
    var memoryBytes: Int

    /// 64 MiB a record; 1 GiB of input and index, or a quarter of physical memory when that
    /// is less.
    static let standard = ReadLimits(recordBytes: 64 << 20, memoryBytes: min(1 << 30, physicalMemory / 4))

    private static var physicalMemory: Int {
        let pages = sysconf(Int32(_SC_PHYS_PAGES)), size = sysconf(Int32(_SC_PAGESIZE))
        return pages > 0 && size > 0 ? pages * size : 1 << 32
    }

    /// `bytes` as the status bar says it: "64 MiB", "1 GiB".
    package static func describe(_ bytes: Int) -> String {
        if bytes >= 1 << 30 && bytes % (1 << 30) == 0 { return "\(bytes >> 30) GiB" }
        if bytes >= 1 << 20 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }
}

#if canImport(Glibc)
import Glibc
#endif

/// Buffered writes to an open file, a megabyte at a time, retrying short writes and
/// interrupted calls; a failure names the file and the reason.
package struct FileSink {
    private static let capacity = 1 << 20
    let descriptor: Int32
    /// The file written, for messages.
    package let path: String
    private var buffer: [UInt8] = []

    init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
        buffer.reserveCapacity(Self.capacity)
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) throws(SaveError) {
        if buffer.count + bytes.count > Self.capacity { try flush() }
        if bytes.count >= Self.capacity {
            try writeAll(bytes)
        } else {
            buffer.append(contentsOf: bytes)
        }
    }

    package mutating func append(_ text: String) throws(SaveError) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.capacity { try flush() }
    }

    /// Writes what is buffered.
    mutating func flush() throws(SaveError) {
        guard !buffer.isEmpty else { return }
        let pending = buffer
        buffer.removeAll(keepingCapacity: true)
        try pending.withUnsafeBufferPointer { (bytes) throws(SaveError) in try writeAll(bytes) }
    }

    private func writeAll(_ bytes: UnsafeBufferPointer<UInt8>) throws(SaveError) {
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, base + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw SaveError.system("cannot write \(path)", errno, path: path)
            }
            offset += written
        }
    }
}

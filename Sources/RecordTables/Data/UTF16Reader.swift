#if canImport(Glibc)
import Glibc
#endif

/// Reads UTF-16 text that starts with a byte order mark (FF FE or FE FF: what a
/// spreadsheet's "Unicode text" export writes) as UTF-8. A thread of its own converts it
/// with the C library's `iconv`, a chunk at a time, into a socket that the table then
/// reads as it reads any stream; a socket rather than a pipe, so that a table closed
/// early ends the thread with EPIPE and never a SIGPIPE.
enum UTF16Reader {
    /// Bytes read and converted at a time.
    private static let chunk = 1 << 16

    /// Whether the regular file open at `fd` starts with a UTF-16 byte order mark (read
    /// with `pread`, so the file's offset stays where it was). False for anything else.
    static func startsWithBOM(_ fd: Int32) -> Bool {
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
        var mark: (UInt8, UInt8) = (0, 0)
        guard withUnsafeMutableBytes(of: &mark, { pread(fd, $0.baseAddress, 2, 0) }) == 2 else { return false }
        return startsWithBOM(mark.0, mark.1)
    }

    /// Whether two first bytes are a UTF-16 byte order mark.
    static func startsWithBOM(_ first: UInt8, _ second: UInt8) -> Bool {
        (first == 0xFF && second == 0xFE) || (first == 0xFE && second == 0xFF)
    }

    /// The read end of a socket fed with the text of `fd` (from its current offset, the
    /// mark included) converted to UTF-8 without the mark. `fd` is closed when the text
    /// is done if `closing`; a code unit that is not text (a lone surrogate, an odd last
    /// byte) becomes U+FFFD.
    static func converting(_ fd: Int32, closing: Bool, path: String) throws(LoadError) -> Int32 {
        guard let converter = iconv_open("UTF-8", "UTF-16"), converter != iconv_t(bitPattern: -1) else {
            let code = errno
            if closing { close(fd) }
            throw LoadError.system(code, file: path)
        }
        var ends: [Int32] = [0, 0]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
            let code = errno
            iconv_close(converter)
            if closing { close(fd) }
            throw LoadError.system(code, file: path)
        }
        shutdown(ends[0], Int32(SHUT_WR))
        let output = ends[1]
        let handle = Handle(converter)
        BackgroundThread.start(name: "splitview.utf16") {
            convert(fd, with: handle.converter, to: output)
            iconv_close(handle.converter)
            close(output)
            if closing { close(fd) }
        }
        return ends[0]
    }

    /// An `iconv` descriptor handed to the converting thread, which alone uses it.
    private final class Handle: @unchecked Sendable {
        let converter: iconv_t
        init(_ converter: iconv_t) { self.converter = converter }
    }

    /// Converts until `fd` ends or `output`'s reader goes away.
    private static func convert(_ fd: Int32, with converter: iconv_t, to output: Int32) {
        var input = [UInt8](repeating: 0, count: chunk)
        var converted = [UInt8](repeating: 0, count: chunk * 2)
        var pending = 0
        while true {
            let got = input.withUnsafeMutableBytes { read(fd, $0.baseAddress.map { $0 + pending }, chunk - pending) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else {
                // An odd byte left at the end is not a code unit.
                if pending > 0 { _ = send(all: [0xEF, 0xBF, 0xBD], to: output) }
                return
            }
            var left = pending + got
            var consumed = 0
            while left > 0 {
                var produced = 0
                let result = input.withUnsafeMutableBytes { inBytes in
                    converted.withUnsafeMutableBytes { outBytes in
                        var inPointer = inBytes.baseAddress.map { ($0 + consumed).assumingMemoryBound(to: CChar.self) }
                        var outPointer = outBytes.baseAddress?.assumingMemoryBound(to: CChar.self)
                        var inLeft = left
                        var outLeft = outBytes.count
                        let result = iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft)
                        let code = errno
                        consumed += left - inLeft
                        left = inLeft
                        produced = outBytes.count - outLeft
                        return result == -1 ? code : 0
                    }
                }
                guard send(all: converted[..<produced], to: output) else { return }
                if result == EILSEQ {
                    guard send(all: [0xEF, 0xBF, 0xBD], to: output) else { return }
                    consumed += min(2, left)
                    left -= min(2, left)
                } else if result == EINVAL {
                    break  // a code unit or surrogate pair cut by the chunk: finished with the next one
                }
            }
            input.withUnsafeMutableBytes { bytes in
                if left > 0, let base = bytes.baseAddress { memmove(base, base + consumed, left) }
            }
            pending = left
        }
    }

    /// Sends all of `bytes` on `socket`; false once its reader has gone.
    private static func send(all bytes: some Collection<UInt8>, to socket: Int32) -> Bool {
        var remaining = Array(bytes)[...]
        while !remaining.isEmpty {
            let sent = remaining.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if sent < 0 && errno == EINTR { continue }
            guard sent > 0 else { return false }
            remaining = remaining.dropFirst(sent)
        }
        return true
    }
}

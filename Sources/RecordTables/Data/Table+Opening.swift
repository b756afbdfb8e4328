#if canImport(Glibc)
import Glibc
#endif

/// Opening a table: a file (read with `pread`), a stream (read into memory), or rows held
/// in memory.
extension Table {
    /// Opens a file. The format comes from `format`, else the extension, else the content;
    /// `options` say how to read it beyond that (see `ReadOptions`).
    /// `-` reads standard input. A FIFO, a device, a pseudo-file (procfs, sysfs, or any
    /// regular file whose size is 0), a file of UTF-16 text and a gzip file (found by its
    /// magic, and inflated as it is read) are read like a stream.
    ///
    /// Throws for a missing file, a directory, no permission, and for syntax errors found in the
    /// first chunk (errors found later put `state` into `.failed`).
    public static func open(path: String, format: TableFormat? = nil, options: ReadOptions = ReadOptions(),
                            onUpdate: @escaping @Sendable (TableUpdate) -> Void) throws(LoadError) -> Table {
        try open(path: path, format: format, options: options, limits: .standard, onUpdate: onUpdate)
    }

    static func open(path: String, format: TableFormat?, options: ReadOptions = ReadOptions(), limits: ReadLimits,
                     onUpdate: @escaping @Sendable (TableUpdate) -> Void) throws(LoadError) -> Table {
        if path == "-" { return try stream(fd: 0, name: "stdin", path: "stdin", format: format, options: options,
                                           closeWhenDone: false, limits: limits, onUpdate: onUpdate) }
        let chosen = format ?? TableFormat(path: path)
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let (fd, info) = try openFile(path, emptyAsStream: true)
        guard let info, !UTF16Reader.startsWithBOM(fd), !GzipInflater.startsWithMagic(fd) else {
            return try stream(fd: fd, name: name, path: path, format: chosen, options: options, closeWhenDone: true,
                              limits: limits, onUpdate: onUpdate)
        }
        let table = Table(name: name, path: path, source: nil, format: chosen,
                          state: .loading(bytesRead: 0, totalBytes: Int(info.st_size)), limits: limits, readsFile: true,
                          options: options, onUpdate: onUpdate)
        try table.start(reading: fd, info)
        return table
    }

    /// Opens `path` for reading: its descriptor, and its `stat` when it is a regular file
    /// read with `pread` (nil for what is read as a stream: a pseudo-file, and when
    /// `emptyAsStream`, a file of size 0, as most pseudo-files are).
    static func openFile(_ path: String, emptyAsStream: Bool) throws(LoadError) -> (Int32, stat?) {
        let fd = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw LoadError.system(errno, file: path) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let code = errno
            close(fd)
            throw LoadError.system(code, file: path)
        }
        let type = info.st_mode & S_IFMT
        if type == S_IFDIR {
            close(fd)
            throw LoadError(kind: .isDirectory, file: path, message: "is a directory")
        }
        return (fd, type == S_IFREG && (info.st_size > 0 || !emptyAsStream) && !isPseudoFile(info) ? info : nil)
    }

    /// Whether a file described by `info` is on the file systems mounted at `/proc` and
    /// `/sys`, whose files' sizes do not say what reading gives: read like a pipe, as `less`
    /// reads them. (Other pseudo-files report a size of 0, and are read so for that.)
    private static func isPseudoFile(_ info: stat) -> Bool {
        ["/proc/self", "/sys"].contains { mount in
            var root = stat()
            return stat(mount, &root) == 0 && root.st_dev == info.st_dev
        }
    }

    /// Reads standard input in the background (see `read(fileDescriptor:name:format:closeWhenDone:onUpdate:)`).
    public static func readStandardInput(format: TableFormat? = nil, options: ReadOptions = ReadOptions(),
                                         onUpdate: @escaping @Sendable (TableUpdate) -> Void) throws(LoadError) -> Table {
        try read(fileDescriptor: 0, name: "stdin", format: format, options: options, onUpdate: onUpdate)
    }

    /// Reads a stream (a pipe, stdin) with `read(2)` into growing memory, indexing as it arrives.
    /// Waits at most 100 ms for the first chunk (so a fast producer shows its first rows at
    /// once), then continues in the background. Without `format` the format is sniffed from the
    /// first bytes; until then `format` is nil and `columns` empty.
    public static func read(fileDescriptor fd: Int32, name: String = "stdin", format: TableFormat? = nil,
                            options: ReadOptions = ReadOptions(), closeWhenDone: Bool = false,
                            onUpdate: @escaping @Sendable (TableUpdate) -> Void) throws(LoadError) -> Table {
        try stream(fd: fd, name: name, path: name, format: format, options: options, closeWhenDone: closeWhenDone,
                   limits: .standard, onUpdate: onUpdate)
    }

    static func stream(fd: Int32, name: String, path: String, format: TableFormat?, options: ReadOptions = ReadOptions(),
                       closeWhenDone: Bool,
                       limits: ReadLimits, onUpdate: @escaping @Sendable (TableUpdate) -> Void) throws(LoadError) -> Table {
        // UTF-16 is read through a converter, as a stream of UTF-8.
        let utf16 = UTF16Reader.startsWithBOM(fd)
        let input = utf16 ? try UTF16Reader.converting(fd, closing: closeWhenDone, path: path) : fd
        let source: ByteSource
        do {
            source = try ByteSource.reservation(path: path)
        } catch {
            if closeWhenDone || utf16 { close(input) }
            throw error
        }
        let table = Table(name: name, path: path, source: source, format: format,
                          state: .loading(bytesRead: 0, totalBytes: nil), limits: limits, options: options, onUpdate: onUpdate)
        try TableIndexer(table: table, generation: 0, source: source, limits: limits, input: input,
                         closeInput: closeWhenDone || utf16, path: path, format: format, options: options,
                         onUpdate: onUpdate).start()
        return table
    }

    /// A complete table held in memory (for tests and samples). Rows shorter than `columns` are
    /// padded with empty values; extra cells are named `column N`.
    public static func inMemory(columns: [String], rows: [[String]], name: String = "sample") -> Table {
        Table(name: name, path: name, source: nil, format: nil, columns: columns, memoryRows: rows, state: .complete)
    }
}

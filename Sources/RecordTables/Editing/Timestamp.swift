#if canImport(Glibc)
import Glibc
#endif

/// The Master-Detail template's stamp for a new item: a date and time as
/// `yyyy-MM-dd HH:mm:ss zone` ("2024-05-01 14:03:09 CEST"), in the local time zone
/// (`TZ`), formatted by the C library's `strftime`.
public enum Timestamp {
    /// The moment `secondsSince1970` (Unix time) in the template's format.
    public static func string(secondsSince1970: Int) -> String {
        local(secondsSince1970, "%Y-%m-%d %H:%M:%S %Z")
    }

    /// The moment `secondsSince1970` in the local time zone, in `strftime`'s `format`.
    static func local(_ secondsSince1970: Int, _ format: String) -> String {
        var seconds = time_t(secondsSince1970)
        var parts = tm()
        localtime_r(&seconds, &parts)
        var buffer = [CChar](repeating: 0, count: 64)
        let count = strftime(&buffer, buffer.count, format, &parts)
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The current moment in the template's format.
    public static func now() -> String { string(secondsSince1970: Int(time(nil))) }
}

import Foundation

/// The Master-Detail template's stamp for a new item: the current date and time as
/// `yyyy-MM-dd HH:mm:ss zzz` ("2024-05-01 14:03:09 GMT+2"), in the local time zone.
public enum Timestamp {
    /// `date` in the template's format.
    public static func string(from date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone.current
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss zzz"
        return formatter.string(from: date)
    }
}

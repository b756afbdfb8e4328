// TEMPORARY stand-in until the real loaders land (same API).
import Foundation

public struct Field: Sendable, Equatable { public var name: String; public var value: String }
public struct Record: Sendable, Equatable {
    public var fields: [Field]
    public func value(forColumn column: String) -> String? { fields.first { $0.name == column }?.value }
}
public final class Table: @unchecked Sendable {
    public var name: String
    public var columns: [String]
    private var rows: [[String]]
    public init(name: String, columns: [String], rows: [[String]]) { self.name = name; self.columns = columns; self.rows = rows }
    public static func inMemory(columns: [String], rows: [[String]]) -> Table { Table(name: "", columns: columns, rows: rows) }
    public var count: Int { rows.count }
    public var warnings: [String] { [] }
    public func record(at index: Int) -> Record {
        Record(fields: columns.enumerated().map { Field(name: $1, value: $0 < rows[index].count ? rows[index][$0] : "") })
    }
    public func title(at index: Int, column: Int) -> String { column < rows[index].count ? rows[index][column] : "" }
    public static func open(path: String) throws -> Table {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var all: [[String]] = []
        var row: [String] = []; var field = ""; var quoted = false; var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            if quoted { if c == "\"" { let n = text.index(after: i); if n < text.endIndex && text[n] == "\"" { field.append("\""); i = n } else { quoted = false } } else { field.append(c) } }
            else if c == "\"" { quoted = true } else if c == "," { row.append(field); field = "" } else if c == "\n" { row.append(field); all.append(row); row = []; field = "" } else { field.append(c) }
            i = text.index(after: i)
        }
        if !field.isEmpty || !row.isEmpty { row.append(field); all.append(row) }
        let header = all.first ?? []
        return Table(name: (path as NSString).lastPathComponent, columns: header, rows: Array(all.dropFirst()))
    }
}

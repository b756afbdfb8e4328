import Foundation
import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

/// Temporary files for tests, each in its own directory under one per-process root.
enum TestFiles {
    static let root: String = {
        let dir = NSTemporaryDirectory() + "splitkit-tests-\(getpid())"
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }()

    /// A fresh empty directory.
    static func directory() -> String {
        let dir = root + "/" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    static func write(_ bytes: [UInt8], name: String) -> String {
        let path = directory() + "/" + name
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        return path
    }

    static func write(_ text: String, name: String) -> String {
        write(Array(text.utf8), name: name)
    }
}

/// Keeps what a background job hands its callback, from any thread, and lets a test wait
/// for it: each report wakes the waiter, which checks its condition again.
final class Reports<Value: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var values: [Value] = []

    /// The callback to give the job.
    var add: @Sendable (Value) -> Void {
        { [self] value in
            condition.lock()
            values.append(value)
            condition.broadcast()
            condition.unlock()
        }
    }

    /// The reports so far.
    var reported: [Value] {
        condition.lock()
        defer { condition.unlock() }
        return values
    }

    /// Blocks until `satisfied` holds of the reports so far (checked at once, then after each
    /// report), or `timeout` seconds have passed; returns whether it held.
    @discardableResult
    func wait(timeout: Double = 10, until satisfied: ([Value]) -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while !satisfied(values) {
            guard condition.wait(until: deadline) else { return satisfied(values) }
        }
        return true
    }
}

/// Waits, polling, until `condition` holds or `timeout` seconds pass; returns whether it
/// held. Only for what nothing reports (a pipe's reader gone, a table released).
@discardableResult
func waitUntil(timeout: Double = 30, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
        if Date() > deadline { return false }
        usleep(1_000)
    }
    return true
}

/// Whether the pipe whose write end is `fd` has lost its reader (poll reports an error).
func readEndIsClosed(_ fd: Int32) -> Bool {
    var request = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
    return poll(&request, 1, 0) == 1 && request.revents & Int16(POLLERR) != 0
}

func waitUntilLoaded(_ table: Table, timeout: Double = 30) {
    #expect(table.waitUntilLoaded(timeout: timeout), "table did not finish loading")
}

/// Opens text written to a temporary file and waits for indexing to end.
func load(_ text: String, name: String = "t.csv", format: TableFormat? = nil,
          options: ReadOptions = ReadOptions()) throws -> Table {
    try load(Array(text.utf8), name: name, format: format, options: options)
}

func load(_ bytes: [UInt8], name: String = "t.csv", format: TableFormat? = nil,
          options: ReadOptions = ReadOptions()) throws -> Table {
    let table = try Table.open(path: TestFiles.write(bytes, name: name), format: format, options: options) { _ in }
    waitUntilLoaded(table)
    return table
}

/// The error from opening, or from the background indexing (state `.failed`), or nil.
func loadError(_ text: String, name: String = "t.csv", format: TableFormat? = nil,
               options: ReadOptions = ReadOptions()) -> LoadError? {
    do {
        let table = try load(text, name: name, format: format, options: options)
        if case let .failed(error) = table.state { return error }
        return nil
    } catch {
        return error as? LoadError
    }
}

/// The values of record `i`.
func values(_ table: Table, _ i: Int) -> [String] {
    table.record(at: i).fields.map(\.value)
}

/// The field names of record `i`.
func names(_ table: Table, _ i: Int) -> [String] {
    table.record(at: i).fields.map(\.name)
}

/// Waits for a filter to complete and returns its matching rows.
func completedMatches(_ filter: TableFilter, timeout: Double = 30) -> [Int] {
    #expect(filter.waitForSearch(timeout: timeout) && filter.matches.isComplete, "filter did not complete")
    let snapshot = filter.matches
    return (0..<snapshot.count).map(snapshot.index(at:))
}

/// Writes `bytes` to a file descriptor completely.
func writeAll(_ fd: Int32, _ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
        let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
        precondition(n > 0)
        offset += n
    }
}

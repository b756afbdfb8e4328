/// Finds the records of JSON whose top level is an object: the array of objects inside it
/// (`{"data": [...]}`, `{"result": {"items": [...]}}`), searched a few levels down, the
/// largest when there are several; or the array under the keys given (`--path`); or, when
/// every member of it is an object, those members as records keyed by their names
/// (`{"AD": {...}, "AE": {...}}`); or the object itself, one record, when it holds no array.
struct JSONRecordsLocator {
    /// Where the records are.
    enum Found: Equatable {
        /// The object is a record (one of a sequence of objects).
        case object
        /// The elements of the array whose `[` is at `open`, under these keys.
        case array(open: Int, path: [String])
        /// The members of the object whose `{` is at `open`, each a record with its key.
        case keyed(open: Int)
    }

    /// How many objects deep the search goes.
    static let depth = 3
    /// The keys leading to the records, when given.
    let path: [String]?

    /// Finds the records in the object at `start`. With `complete`, the object is all in
    /// `p[start ..< n]` (and valid): every array is looked at and the largest wins. Without,
    /// the first array of objects found wins, as a file too large to look through first
    /// is read; nil when none is found in the bytes in hand.
    func locate(_ p: UnsafePointer<UInt8>, object start: Int, count n: Int, complete: Bool) throws(ScanFailure) -> Found? {
        if let path { return try follow(path, p, object: start, count: n, complete: complete) }
        let keys = Self.members(p, object: start, count: n)
        let allObjects = keys.count >= 2 && keys.allSatisfy { p[$0.value] == UInt8(ascii: "{") }
        // Members alike (their first two share a key) are records, whatever arrays they hold.
        if allObjects && Self.sharesKey(p, keys[0].value, keys[1].value, count: n) { return .keyed(open: start) }
        var best: (open: Int, path: [String], elements: Int)?
        let searched = search(p, object: start, count: n, prefix: [], level: 1) { open, path in
            guard complete else {
                best = (open, path, 0)
                return false
            }
            let elements = Self.elements(p, array: open, count: n)
            if elements > best?.elements ?? -1 { best = (open, path, elements) }
            return true
        }
        if let best { return .array(open: best.open, path: best.path) }
        if allObjects { return .keyed(open: start) }
        guard complete || !searched else { return nil }
        if keys.contains(where: { p[$0.value] == UInt8(ascii: "[") }) {
            throw ScanFailure(offset: start, kind: .notRecords, message:
                "no array of objects (records) in the object; its keys are \(Self.list(p, keys)) (choose one with --path)")
        }
        return .object
    }

    /// Follows `path` from the object at `start` to an array.
    private func follow(_ path: [String], _ p: UnsafePointer<UInt8>, object start: Int, count n: Int,
                        complete: Bool) throws(ScanFailure) -> Found? {
        var object = start
        for (k, key) in path.enumerated() {
            let members = Self.members(p, object: object, count: n)
            let shown = path[...k].joined(separator: ".")
            guard let member = members.first(where: { JSONText.string(p, $0.key) == key }) else {
                if !complete && members.last.map({ JSONText.skipValue(p, n, $0.value) >= n }) ?? true { return nil }
                throw ScanFailure(offset: object, kind: .notRecords, message: "--path \(shown): no key \"\(key)\" there; "
                                    + (members.isEmpty ? "the object is empty" : "its keys are \(Self.list(p, members))"))
            }
            let value = member.value
            let last = k == path.count - 1
            guard p[value] == UInt8(ascii: last ? "[" : "{") else {
                throw ScanFailure(offset: value, kind: .notRecords,
                                  message: "--path \(shown) is not \(last ? "an array of records" : "an object")")
            }
            if last {
                let first = JSONText.skipSpace(p, n, value + 1)
                if first < n && p[first] != UInt8(ascii: "{") && p[first] != UInt8(ascii: "]") {
                    throw ScanFailure(offset: first, kind: .notRecords, message: "--path \(shown) is an array of values, not of objects")
                }
                return .array(open: value, path: path)
            }
            object = value
        }
        return nil
    }

    /// Calls `found` with each array of objects in the object at `start` (its `[` and its
    /// keys), `level` objects deep, until it returns false. Returns whether the object was
    /// looked through to its end.
    private func search(_ p: UnsafePointer<UInt8>, object start: Int, count n: Int, prefix: [String], level: Int,
                        found: (Int, [String]) -> Bool) -> Bool {
        for member in Self.members(p, object: start, count: n) {
            let value = member.value
            let path = prefix + [JSONText.string(p, member.key)]
            if p[value] == UInt8(ascii: "[") {
                let first = JSONText.skipSpace(p, n, value + 1)
                if first < n && p[first] == UInt8(ascii: "{") && !found(value, path) { return false }
            } else if p[value] == UInt8(ascii: "{") && level < Self.depth {
                if !search(p, object: value, count: n, prefix: path, level: level + 1, found: found) { return false }
            }
            if JSONText.skipValue(p, n, value) >= n { return false }
        }
        return true
    }

    /// The members of the object at `start` found in the bytes in hand: each key's content
    /// and where its value starts.
    private static func members(_ p: UnsafePointer<UInt8>, object start: Int, count n: Int) -> [(key: Range<Int>, value: Int)] {
        var out: [(key: Range<Int>, value: Int)] = []
        JSONText.forEachMember(p + start, n - start) { key, value in
            guard value.lowerBound < value.upperBound else { return false }
            out.append(((key.lowerBound + start)..<(key.upperBound + start), value.lowerBound + start))
            return true
        }
        return out
    }

    /// Whether the objects at `a` and `b` have a key in common.
    private static func sharesKey(_ p: UnsafePointer<UInt8>, _ a: Int, _ b: Int, count n: Int) -> Bool {
        let first = Set(members(p, object: a, count: n).map { JSONText.string(p, $0.key) })
        return members(p, object: b, count: n).contains { first.contains(JSONText.string(p, $0.key)) }
    }

    /// How many elements the (complete) array at `open` holds.
    private static func elements(_ p: UnsafePointer<UInt8>, array open: Int, count n: Int) -> Int {
        var i = JSONText.skipSpace(p, n, open + 1)
        var count = 0
        while i < n && p[i] != UInt8(ascii: "]") {
            count += 1
            i = JSONText.skipSpace(p, n, JSONText.skipValue(p, n, i))
            if i < n && p[i] == UInt8(ascii: ",") { i = JSONText.skipSpace(p, n, i + 1) }
        }
        return count
    }

    /// `"a", "b", "c"`: keys for a message (made visible where it is written).
    private static func list(_ p: UnsafePointer<UInt8>, _ members: [(key: Range<Int>, value: Int)]) -> String {
        let names = members.prefix(8).map { "\"" + JSONText.string(p, $0.key) + "\"" }
        return names.joined(separator: ", ") + (members.count > 8 ? " and \(members.count - 8) more" : "")
    }
}

/// What indexing learns from the records it finds: the header, JSON keys, encoding problems.
extension TableIndexer {
    func readHeader(_ p: UnsafePointer<UInt8>, count: Int) {
        let names = CSVFieldReader(delimiter: delimiter).strings(p, count: count)
        columns = names.enumerated().map { $1.isEmpty ? "column \($0 + 1)" : $1 }
        columnsChanged = true
        warnings.expectedFields = names.count
    }

    /// Names the columns of a table without a header by number, as far as a record of
    /// `fields` fields needs: a longer record adds columns, and shorter ones are padded.
    func numberColumns(upTo fields: Int) {
        guard columns.count < fields else { return }
        columns += (columns.count..<fields).map { "\($0 + 1)" }
        columnsChanged = true
        warnings.expectedFields = fields
    }

    /// Takes back what was counted of a record found again (the last of a file that grew).
    func forget(_ record: (start: Int, fields: Int)) {
        guard record.fields >= 0 else { return }
        if record.fields < warnings.expectedFields { warnings.tooFewFields -= 1 }
        if record.fields > warnings.expectedFields { warnings.tooManyFields -= 1 }
    }

    /// Adds the keys of an early JSON record (a keyed record's key column first) to the columns, in first-seen order.
    func collectKeys(_ p: UnsafePointer<UInt8>, count: Int) {
        keyedRecords += 1
        var object = p
        var size = count
        if let keyed = JSONText.keyedRecord(p, count) {
            addColumn(JSONText.keyColumn)
            object += keyed.object
            size -= keyed.object
        }
        JSONText.forEachMember(object, size) { key, _ in
            addColumn(JSONText.string(object, key))
            return true
        }
    }

    private func addColumn(_ name: String) {
        if knownKeys.insert(name).inserted {
            columns.append(name)
            columnsChanged = true
        }
    }

    /// Counts records of this batch (`p[from ..< to]`, the input's offset `base` at `p`) that
    /// hold NUL bytes or invalid UTF-8. The whole batch is checked first (fast: `memchr` and
    /// an ASCII word test); records only if it has a problem.
    func checkEncoding(_ p: UnsafePointer<UInt8>, from: Int, to: Int, base: Int) {
        guard to > from else { return }
        let hasNUL = ByteScan.containsNUL(p, from: from, to: to)
        let valid = ByteScan.isValidUTF8(p, from: from, to: to)
        if !hasNUL && valid { return }
        var bounds = [from]
        bounds.append(contentsOf: starts.map { $0 - base }.filter { $0 > from && $0 < to })
        bounds.append(to)
        for k in 0..<(bounds.count - 1) where bounds[k] < bounds[k + 1] {
            if hasNUL && ByteScan.containsNUL(p, from: bounds[k], to: bounds[k + 1]) { warnings.nulBytes += 1 }
            if !valid && !ByteScan.isValidUTF8(p, from: bounds[k], to: bounds[k + 1]) { warnings.invalidUTF8 += 1 }
        }
    }
}

/// A record as one line of JSON, for copying it and for `--print`.
extension EditableTable {
    /// `id`'s fields, as edited, as one JSON object on one line (`{"name": value, …}`): the
    /// values of a JSON record keep their JSON (numbers, nested objects) unless edited; other
    /// values are strings, or bare when they are numbers, `true`, `false` or `null` (see
    /// `RecordEncoder`).
    public func jsonObject(_ id: RecordID) -> String {
        let record = record(id)
        let encoder = RecordEncoder(format: .json)
        guard case .original(let row) = id, table.format == .json || table.format == .jsonl else {
            return encoder.encode(record, original: nil)
        }
        return table.withRecordBytes(at: row) { bytes in
            // A keyed record's bytes are `"KEY": {…}`: its members are the object's.
            let object = bytes.baseAddress.flatMap { JSONText.keyedRecord($0, bytes.count) }
                .map { UnsafeBufferPointer(rebasing: bytes[$0.object...]) } ?? bytes
            return encoder.encode(record, original: object)
        } ?? encoder.encode(record, original: nil)
    }
}

/// Choosing the columns that title and subtitle the master list's rows.
extension Table {
    /// The column to show in the master list, from the columns' names and the values of the
    /// first records read: one named (any case) `title`, `name`, `label`, `subject` or
    /// `heading`, in that order; else one whose name holds "title" or "name"; else the short
    /// text column whose values are the most distinct; else `id` or `key`; else column 0.
    /// A column most of those records leave empty (a JSON key few of them have) is passed over.
    public var suggestedTitleColumn: Int { ColumnSelection.suggestedTitle(columns, sample: titleSample) }

    /// A column for a second line in the master list (`subtitle`, `description`, `summary`,
    /// `author`, `email`, `date`), or nil.
    public var suggestedSubtitleColumn: Int? {
        ColumnSelection.suggestedSubtitle(columns, title: suggestedTitleColumn)
    }

    /// The records looked at to choose the title column.
    static let titleSampleRecords = 200

    /// The values of the first records read (up to `titleSampleRecords`), by column.
    private var titleSample: [[String]] {
        let columns = self.columns
        return (0..<min(count, Self.titleSampleRecords)).map { index in
            let record = record(at: index)
            return columns.indices.map { column in
                // A CSV record's fields are in the columns' order; a JSON record's by key.
                column < record.fields.count && record.fields[column].name == columns[column]
                    ? record.fields[column].value : record.value(forColumn: columns[column]) ?? ""
            }
        }
    }
}

import Testing
@testable import SplitKit

/// Rows given as sections of ready cells.
@MainActor
private final class Catalogue: TableViewDataSource {
    let sections: [(title: String?, cells: [TableViewCell], footer: String?)]
    init(_ sections: [(title: String?, cells: [TableViewCell], footer: String?)]) { self.sections = sections }
    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].cells.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        sections[indexPath.section].cells[indexPath.row]
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { sections[section].title }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { sections[section].footer }
}

/// The pictures of each cell style, mark, text style and truncation order, in sections.
@MainActor
@Suite("Table view cell snapshots")
struct TableViewCellSnapshotTests {
    private func render(_ source: Catalogue, size: Size, rowHeight: Int = 1, highlight: IndexPath) -> String {
        let table = TableView()
        table.dataSource = source
        table.rowHeight = rowHeight
        table.reloadData()
        table.layout(in: Rect(x: 0, y: 0, width: size.width, height: size.height))
        table.selectRow(at: highlight)
        var canvas = Canvas(size: size)
        table.draw(in: &canvas, frame: canvas.bounds, context: DrawContext(theme: Theme()))
        return StyleMap.render(canvas)
    }

    private func cell(_ style: TableViewCell.CellStyle, _ text: String, _ detail: String? = nil,
                      _ accessory: TableViewCell.AccessoryType = .none) -> TableViewCell {
        TableViewCell(style: style, text: text, detailText: detail, accessoryType: accessory)
    }

    @Test("each style, mark, text style and truncation order, in sections with headers and footers")
    func styles() {
        var bold = cell(.value1, "Bold unread row", "Mon", .disclosureIndicator)
        bold.textAttributes = .bold
        var coloured = cell(.default, "Coloured by the notice role")
        coloured.textColor = .notice
        var dim = cell(.default, "Dim")
        dim.textAttributes = .dim
        var keepsDate = TableViewCell(text: "Subject that is far too long for the row", accessoryText: "Monday 12 May 09:41")
        keepsDate.truncationOrder = [.text]
        let source = Catalogue([
            ("Styles", [cell(.default, "default", "inline detail"), cell(.subtitle, "subtitle", "on one line: after"),
                        cell(.value1, "value1", "right"), cell(.value2, "value2 text", "label")], "four styles"),
            ("Accessories", [cell(.default, "none"), cell(.default, "disclosureIndicator", nil, .disclosureIndicator),
                             cell(.default, "checkmark", nil, .checkmark), cell(.default, "detailButton", nil, .detailButton),
                             cell(.default, "detailDisclosureButton", nil, .detailDisclosureButton)], nil),
            ("Text styles", [bold, coloured, dim], nil),
            ("Truncation", [TableViewCell(text: "Subject that is far too long for the row", accessoryText: "Monday 12 May 09:41"),
                            keepsDate], "the date kept whole when the text gives way first"),
        ])
        assertSnapshot(render(source, size: Size(width: 40, height: 22), highlight: IndexPath(row: 0, section: 2)),
                       named: "cells-styles-40x22")
    }

    @Test("a mail list: two-line subtitle rows, bold unread, a disclosure indicator, the highlight on both lines")
    func mailList() {
        let messages = [("Ada Lovelace", "Notes on the analytical engine", true), ("Charles Babbage", "Re: Difference engine", false),
                        ("Grace Hopper", "A bug in the relay", true), ("Alan Turing", "On computable numbers", false)]
        let cells = messages.map { sender, subject, unread in
            var cell = TableViewCell(style: .subtitle, text: sender, detailText: subject, accessoryType: .disclosureIndicator)
            cell.accessoryText = "09:41"
            if unread { cell.textAttributes = .bold }
            return cell
        }
        let source = Catalogue([("Inbox", cells, "4 messages, 2 unread")])
        assertSnapshot(render(source, size: Size(width: 36, height: 10), rowHeight: 2, highlight: IndexPath(row: 1, section: 0)),
                       named: "cells-mail-36x10")
    }
}

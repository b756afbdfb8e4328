import RecordBrowser
import RecordTables
import SplitKit

/// The split view's flags: display mode, layout pin, thresholds, master width and edge.
/// Each flag parses its own value; `configuration()` checks them together and builds
/// the library's configuration.
struct LayoutOptions {
    /// The master's width as asked: a share of the terminal or a column count.
    enum Width: Equatable {
        case fraction(Double)
        case columns(Int)
    }

    var displayMode = DisplayMode.automatic
    var layoutMode: LayoutMode?
    var landscapeAt: Int?
    var compactBelow: Int?
    var masterWidth: Width?
    var masterMin: Int?
    var masterMax: Int?
    var masterEdge = PrimaryEdge.leading

    /// The configuration these flags ask for. Throws when they contradict each other.
    /// A threshold or clamp given alone moves the other out of its way; a column width
    /// given without clamps widens the default clamps to hold it, so `--master-width 60`
    /// is 60 columns.
    func configuration() throws(UsageError) -> SplitConfiguration {
        var configuration = SplitConfiguration()
        configuration.preferredDisplayMode = displayMode
        configuration.preferredLayoutMode = layoutMode
        configuration.primaryEdge = masterEdge
        switch (landscapeAt, compactBelow) {
        case let (landscape?, compact?) where compact > landscape:
            throw UsageError(description: "--compact-below \(compact) is wider than --landscape-at \(landscape)")
        case let (landscape, compact):
            configuration.landscapeMinimumWidth = landscape ?? max(configuration.landscapeMinimumWidth, compact ?? 0)
            configuration.compactBelowWidth = compact ?? min(configuration.compactBelowWidth, configuration.landscapeMinimumWidth)
        }
        var minimum = masterMin ?? configuration.minimumPrimaryColumnWidth
        var maximum = masterMax ?? configuration.maximumPrimaryColumnWidth
        if case .columns(let columns)? = masterWidth {
            if masterMin == nil { minimum = min(minimum, columns) }
            if masterMax == nil { maximum = max(maximum, columns) }
        }
        if masterMin == nil { minimum = min(minimum, maximum) }
        if masterMax == nil { maximum = max(minimum, maximum) }
        guard minimum <= maximum else {
            throw UsageError(description: "--master-min \(minimum) is wider than --master-max \(maximum)")
        }
        switch masterWidth {
        case .fraction(let fraction)?:
            configuration.preferredPrimaryColumnWidthFraction = fraction
        case .columns(let columns)?:
            guard (minimum...maximum).contains(columns) else {
                throw UsageError(description:
                    "--master-width \(columns) is outside --master-min \(minimum) and --master-max \(maximum)")
            }
            configuration.preferredPrimaryColumnWidth = columns
        case nil:
            break
        }
        configuration.minimumPrimaryColumnWidth = minimum
        configuration.maximumPrimaryColumnWidth = maximum
        return configuration
    }

    /// `auto`, `beside`, `over` or `detail-only`.
    static func displayMode(_ value: String) throws(UsageError) -> DisplayMode {
        switch value {
        case "auto": return .automatic
        case "beside": return .oneBesideSecondary
        case "over": return .oneOverSecondary
        case "detail-only": return .secondaryOnly
        default: throw UsageError(description: "--display-mode takes auto, beside, over or detail-only, not \(quoted(value))")
        }
    }

    /// `auto` (nil: follow the width), `landscape`, `portrait` or `compact`.
    static func layoutMode(_ value: String) throws(UsageError) -> LayoutMode? {
        switch value {
        case "auto": return nil
        case "landscape": return .landscape
        case "portrait": return .portrait
        case "compact": return .compact
        default: throw UsageError(description: "--layout takes auto, landscape, portrait or compact, not \(quoted(value))")
        }
    }

    /// `leading` (left) or `trailing` (right).
    static func edge(_ value: String) throws(UsageError) -> PrimaryEdge {
        guard let edge = PrimaryEdge(rawValue: value) else {
            throw UsageError(description: "--master-edge takes leading or trailing, not \(quoted(value))")
        }
        return edge
    }

    /// A fraction (`0.3`, `30%`) or a column count (`32`).
    static func width(_ value: String, flag: String) throws(UsageError) -> Width {
        if let columns = Int(value) { return .columns(try positive(columns, flag: flag)) }
        let percent = value.hasSuffix("%")
        let number = Double(percent ? String(value.dropLast()) : value).map { percent ? $0 / 100 : $0 }
        guard let fraction = number, fraction > 0, fraction < 1 else {
            throw UsageError(description: "\(flag) takes a fraction below 1 (0.3, 30%) or a column count (32), not \(quoted(value))")
        }
        return .fraction(fraction)
    }

    /// A whole number of columns, at least 1.
    static func columns(_ value: String, flag: String) throws(UsageError) -> Int {
        guard let columns = Int(value) else {
            throw UsageError(description: "\(flag) takes a number of columns, not \(quoted(value))")
        }
        return try positive(columns, flag: flag)
    }

    private static func positive(_ columns: Int, flag: String) throws(UsageError) -> Int {
        guard columns >= 1 else { throw UsageError(description: "\(flag) takes at least 1 column, not \(columns)") }
        return columns
    }
}

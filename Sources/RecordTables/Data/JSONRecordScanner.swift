/// Finds JSON records: the elements of a top-level array (`.json`), or top-level objects one
/// after another (`.jsonl`, and a `.json` file that starts with `{`), or the elements of the
/// array inside a top-level object that is the whole input (see `JSONRecordsLocator`), the
/// rest of that object passed over. Each record is validated with `JSONScanner` as it is
/// found, so errors are reported with their exact position.
final class JSONRecordScanner: RecordScanning {
    private enum Phase { case start, firstElement, element, afterElement, afterArray, objects, tail, member, afterMember }

    /// How much of a top-level object is looked through for its records before the first
    /// array of objects found is taken (a larger one is read as it comes).
    static let lookLimit = 1 << 20
    private let allowArray: Bool
    private let locator: JSONRecordsLocator
    private var phase = Phase.start
    private var elementCount = 0
    /// The objects still open around the array of records.
    private var tailDepth = 0
    private let validator = JSONScanner()
    private(set) var recordsPath: [String]?

    /// `allowArray` false (JSON Lines) accepts only objects at the top level; `path` names
    /// the keys to the records inside a top-level object (nil finds them).
    init(allowArray: Bool, path: [String]? = nil) {
        self.allowArray = allowArray
        locator = JSONRecordsLocator(path: path)
    }

    func next(_ p: UnsafePointer<UInt8>, from position: Int, available: Int, atEOF: Bool)
        throws(ScanFailure) -> ScanStep {
        let i = JSONText.skipSpace(p, available, position)
        if i >= available {
            if !atEOF { return i > position ? .skip(next: i, blankLine: false) : .needMore }
            switch phase {
            case .firstElement, .element, .afterElement:
                throw ScanFailure(offset: available, kind: .invalidJSON,
                                  message: "invalid JSON: unexpected end of input (array not closed)")
            case .tail, .member, .afterMember:
                throw ScanFailure(offset: available, kind: .invalidJSON,
                                  message: "invalid JSON: unexpected end of input (object not closed)")
            case .start, .afterArray, .objects:
                return i > position ? .skip(next: i, blankLine: false) : .end
            }
        }
        let c = p[i]
        switch phase {
        case .start:
            if c == UInt8(ascii: "[") && allowArray {
                phase = .firstElement
                return .skip(next: i + 1, blankLine: false)
            }
            if c == UInt8(ascii: "{"), let step = try records(p, inObjectAt: i, available: available, atEOF: atEOF) {
                return step
            }
            phase = .objects
            return try object(p, at: i, available: available, atEOF: atEOF)
        case .objects:
            return try object(p, at: i, available: available, atEOF: atEOF)
        case .firstElement, .element:
            if c == UInt8(ascii: "]") {
                if phase == .element {
                    throw ScanFailure(offset: i, kind: .invalidJSON, message: "invalid JSON: trailing comma before ']'")
                }
                phase = tailDepth > 0 ? .tail : .afterArray
                return .skip(next: i + 1, blankLine: false)
            }
            guard c == UInt8(ascii: "{") else {
                if let kind = Self.valueKind(c) {
                    throw ScanFailure(offset: i, kind: .notRecords,
                                      message: "expected an array of objects, but element \(elementCount + 1) is \(kind)")
                }
                throw ScanFailure(offset: i, kind: .invalidJSON, message: "invalid JSON: expected a value")
            }
            return try record(p, at: i, available: available, atEOF: atEOF, then: .afterElement)
        case .afterElement:
            if c == UInt8(ascii: ",") {
                phase = .element
                return .skip(next: i + 1, blankLine: false)
            }
            if c == UInt8(ascii: "]") {
                phase = tailDepth > 0 ? .tail : .afterArray
                return .skip(next: i + 1, blankLine: false)
            }
            throw ScanFailure(offset: i, kind: .invalidJSON, message: "invalid JSON: expected ',' or ']' after an array element")
        case .tail:
            return try tail(p, at: i, available: available, atEOF: atEOF)
        case .member:
            return try member(p, at: i, available: available, atEOF: atEOF)
        case .afterMember:
            if c == UInt8(ascii: ",") {
                phase = .member
                return .skip(next: i + 1, blankLine: false)
            }
            if c == UInt8(ascii: "}") {
                phase = .afterArray
                return .skip(next: i + 1, blankLine: false)
            }
            throw ScanFailure(offset: i, kind: .invalidJSON, message: "invalid JSON: expected ',' or '}' after a member")
        case .afterArray:
            throw ScanFailure(offset: i, kind: .invalidJSON, message: "invalid JSON: unexpected text after the array")
        }
    }

    /// Where the records of the top-level object at `i` are, when it holds them: the step
    /// to their array, or to wait for more of the input; nil when the object is a record.
    private func records(_ p: UnsafePointer<UInt8>, inObjectAt i: Int, available: Int, atEOF: Bool)
        throws(ScanFailure) -> ScanStep? {
        let found: JSONRecordsLocator.Found?
        // Whether the object closes in hand is told by skipping it (quicker than validating,
        // which is done once, when it does), so waiting for more of a large one stays cheap.
        let skipped = JSONText.skipValue(p, available, i)
        if skipped < available || atEOF {
            guard case let .complete(end) = try validator.scan(p, from: i, available: available, atEOF: atEOF) else {
                return .needMore
            }
            let after = JSONText.skipSpace(p, available, end)
            // An object followed by more is one of a sequence of records.
            if after < available && locator.path == nil { return nil }
            found = try locator.locate(p, object: i, count: end, complete: true)
            if found != .object && after >= available && !atEOF { return .needMore }
        } else {
            if available - i < Self.lookLimit { return .needMore }
            found = try locator.locate(p, object: i, count: available, complete: false)
            if found == nil && locator.path != nil {
                throw ScanFailure(offset: i, kind: .notRecords, message: "--path: the keys were not found in the first "
                                    + ReadLimits.describe(Self.lookLimit))
            }
        }
        if case let .keyed(open) = found {
            phase = .member
            return .skip(next: open + 1, blankLine: false)
        }
        guard case let .array(open, path) = found else { return nil }
        phase = .firstElement
        tailDepth = path.count
        recordsPath = path
        return .skip(next: open + 1, blankLine: false)
    }

    /// A keyed record: a member of the object of records, `"KEY": {…}`.
    private func member(_ p: UnsafePointer<UInt8>, at i: Int, available: Int, atEOF: Bool) throws(ScanFailure) -> ScanStep {
        guard p[i] == UInt8(ascii: "\"") else {
            throw ScanFailure(offset: i, kind: .invalidJSON, message: "invalid JSON: expected a string key")
        }
        let keyEnd = JSONText.skipString(p, available, i)
        let colon = JSONText.skipSpace(p, available, keyEnd)
        let value = JSONText.skipSpace(p, available, colon + 1)
        if value >= available {
            if atEOF { throw ScanFailure(offset: available, kind: .invalidJSON, message: "invalid JSON: unexpected end of input") }
            return .needMore
        }
        guard p[colon] == UInt8(ascii: ":") else {
            throw ScanFailure(offset: colon, kind: .invalidJSON, message: "invalid JSON: expected ':' after the key")
        }
        guard p[value] == UInt8(ascii: "{") else {
            throw ScanFailure(offset: value, kind: .notRecords, message: "expected an object of records, but member "
                                + "\(elementCount + 1) is \(Self.valueKind(p[value]) ?? "not a value")")
        }
        switch try validator.scan(p, from: value, available: available, atEOF: atEOF) {
        case .needMore:
            return .needMore
        case let .complete(end):
            phase = .afterMember
            elementCount += 1
            return .record(start: i, next: end, fields: -1)
        }
    }

    /// Passes over the rest of the object around the array of records: its other members,
    /// and the braces that close it.
    private func tail(_ p: UnsafePointer<UInt8>, at i: Int, available: Int, atEOF: Bool) throws(ScanFailure) -> ScanStep {
        let c = p[i]
        if c == UInt8(ascii: ",") || c == UInt8(ascii: ":") { return .skip(next: i + 1, blankLine: false) }
        if c == UInt8(ascii: "}") || c == UInt8(ascii: "]") {
            tailDepth -= 1
            if tailDepth == 0 { phase = .afterArray }
            return .skip(next: i + 1, blankLine: false)
        }
        switch try validator.scan(p, from: i, available: available, atEOF: atEOF) {
        case .needMore: return .needMore
        case let .complete(end): return .skip(next: end, blankLine: false)
        }
    }

    /// The record passed over was an array element or one of a sequence of objects.
    func recordSkipped() {
        phase = phase == .objects ? .objects : phase == .member ? .afterMember : .afterElement
        elementCount += 1
    }

    private func object(_ p: UnsafePointer<UInt8>, at i: Int, available: Int, atEOF: Bool)
        throws(ScanFailure) -> ScanStep {
        guard p[i] == UInt8(ascii: "{") else {
            if let kind = Self.valueKind(p[i]) {
                let expected = allowArray ? "an array of objects" : "a JSON object on each line"
                throw ScanFailure(offset: i, kind: .notRecords, message: "expected \(expected), found \(kind)")
            }
            throw ScanFailure(offset: i, kind: .invalidJSON, message: "invalid JSON: expected a value")
        }
        return try record(p, at: i, available: available, atEOF: atEOF, then: .objects)
    }

    private func record(_ p: UnsafePointer<UInt8>, at i: Int, available: Int, atEOF: Bool, then next: Phase)
        throws(ScanFailure) -> ScanStep {
        switch try validator.scan(p, from: i, available: available, atEOF: atEOF) {
        case .needMore:
            return .needMore
        case let .complete(end):
            phase = next
            elementCount += 1
            return .record(start: i, next: end, fields: -1)
        }
    }

    /// "a number", "a string"… for a byte that starts a JSON value other than an object.
    private static func valueKind(_ c: UInt8) -> String? {
        switch c {
        case UInt8(ascii: "\""): return "a string"
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return "a number"
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return "a boolean"
        case UInt8(ascii: "n"): return "null"
        case UInt8(ascii: "["): return "an array"
        default: return nil
        }
    }
}

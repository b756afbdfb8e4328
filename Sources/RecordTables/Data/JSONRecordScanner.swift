/// Finds JSON records: the elements of a top-level array (`.json`), or top-level objects one
/// after another (`.jsonl`, and a `.json` file that starts with `{`). Each record is validated
/// with `JSONScanner` as it is found, so errors are reported with their exact position.
final class JSONRecordScanner: RecordScanning {
    private enum Phase { case start, firstElement, element, afterElement, afterArray, objects }

    private let allowArray: Bool
    private var phase = Phase.start
    private var elementCount = 0
    private let validator = JSONScanner()

    /// `allowArray` false (JSON Lines) accepts only a sequence of objects.
    init(allowArray: Bool) {
        self.allowArray = allowArray
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
            phase = .objects
            return try object(p, at: i, available: available, atEOF: atEOF)
        case .objects:
            return try object(p, at: i, available: available, atEOF: atEOF)
        case .firstElement, .element:
            if c == UInt8(ascii: "]") {
                if phase == .element {
                    throw ScanFailure(offset: i, kind: .invalidJSON, message: "invalid JSON: trailing comma before ']'")
                }
                phase = .afterArray
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
                phase = .afterArray
                return .skip(next: i + 1, blankLine: false)
            }
            throw ScanFailure(offset: i, kind: .invalidJSON, message: "invalid JSON: expected ',' or ']' after an array element")
        case .afterArray:
            throw ScanFailure(offset: i, kind: .invalidJSON, message: "invalid JSON: unexpected text after the array")
        }
    }

    /// The record passed over was an array element or one of a sequence of objects.
    func recordSkipped() {
        phase = phase == .objects ? .objects : .afterElement
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

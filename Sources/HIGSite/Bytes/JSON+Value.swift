extension JSON {
    /// A JSON value whose object members keep the order they are given in. Output whose key
    /// order and layout are a contract (`--format json` of `check` and `lint`) is built as one
    /// and written by ``written(expandingLevels:)``, so no caller puts JSON text together by hand.
    package enum Value: Sendable {
        case string(String)
        case int(Int)
        case null
        case array([Value])
        case object([Member])
        /// JSON an encoder already made (a screen's model from `ModelJSON`), written as it is.
        case encoded(String)

        package typealias Member = (key: String, value: Value)

        /// The value, or `null` for none.
        package static func orNull(_ value: Value?) -> Value {
            value ?? .null
        }

        /// The text, ending in a line break. Arrays and objects down to `levels` deep hold one
        /// element a line, indented by two spaces a level; deeper ones (and empty ones) stay on
        /// one line: `{"file": "a.yaml", "line": 3, "notes": []}`.
        package func written(expandingLevels levels: Int) -> String {
            var bytes: [UInt8] = []
            write(to: &bytes, expandingLevels: levels, indent: 0, spaced: true)
            bytes.append(UInt8(ascii: "\n"))
            return String(decoding: bytes, as: UTF8.self)
        }

        /// The text on one line, with no space between items and no line break after it
        /// (`{"id":"a","level":"error"}`), as SARIF is written.
        package var compact: String {
            var bytes: [UInt8] = []
            write(to: &bytes, expandingLevels: 0, indent: 0, spaced: false)
            return String(decoding: bytes, as: UTF8.self)
        }

        private func write(to bytes: inout [UInt8], expandingLevels levels: Int, indent: Int, spaced: Bool) {
            switch self {
            case .string(let text): JSON.append(text, to: &bytes)
            case .int(let number): bytes += String(number).utf8
            case .null: bytes += "null".utf8
            case .encoded(let text): bytes += text.utf8
            case .array(let elements):
                Self.writeContainer(elements.map { (nil, $0) }, brackets: ("[", "]"), to: &bytes,
                                    expandingLevels: levels, indent: indent, spaced: spaced)
            case .object(let members):
                Self.writeContainer(members.map { ($0.key, $0.value) }, brackets: ("{", "}"), to: &bytes,
                                    expandingLevels: levels, indent: indent, spaced: spaced)
            }
        }

        /// An array's elements (no keys) or an object's members, on lines of their own while
        /// `levels` is above zero, else separated by `, ` (`,` when not `spaced`).
        private static func writeContainer(_ entries: [(key: String?, value: Value)], brackets: (open: Unicode.Scalar, close: Unicode.Scalar),
                                           to bytes: inout [UInt8], expandingLevels levels: Int, indent: Int, spaced: Bool) {
            bytes.append(UInt8(ascii: brackets.open))
            let expanded = levels > 0 && !entries.isEmpty
            let inner = expanded ? indent + 2 : indent
            for (index, entry) in entries.enumerated() {
                if index > 0 { bytes += expanded || !spaced ? ",".utf8 : ", ".utf8 }
                if expanded { bytes += [UInt8(ascii: "\n")] + Array(repeating: UInt8(ascii: " "), count: inner) }
                if let key = entry.key {
                    JSON.append(key, to: &bytes)
                    bytes += spaced ? ": ".utf8 : ":".utf8
                }
                entry.value.write(to: &bytes, expandingLevels: levels - 1, indent: inner, spaced: spaced)
            }
            if expanded { bytes += [UInt8(ascii: "\n")] + Array(repeating: UInt8(ascii: " "), count: indent) }
            bytes.append(UInt8(ascii: brackets.close))
        }
    }
}

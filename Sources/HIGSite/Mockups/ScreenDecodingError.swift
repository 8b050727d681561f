import Yams

/// Turns the errors of decoding a screen description into one sentence with the path of the
/// offending key: `tab-bar.items[2].badge: expected text`.
package enum ScreenDecodingError {
    package static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case .dataCorrupted(let context):
            return located(context.codingPath, context.debugDescription)
        case .keyNotFound(let key, let context):
            let message = context.debugDescription.hasPrefix("No value associated") || context.debugDescription.isEmpty
                ? "missing key '\(key.stringValue)'" : context.debugDescription
            return located(context.codingPath, message)
        case .typeMismatch(let type, let context):
            return located(context.codingPath, "expected \(describe(type))")
        case .valueNotFound(let type, let context):
            return located(context.codingPath, "expected \(describe(type)), found nothing")
        @unknown default:
            return "\(error)"
        }
    }

    /// The coding path as YAML keys and indices: `content[0].table.rows[2]`.
    package static func path(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return text
    }

    private static func located(_ codingPath: [any CodingKey], _ message: String) -> String {
        codingPath.isEmpty ? message : "\(path(codingPath)): \(message)"
    }

    /// What a value of `type` is, in the description's words: Yams names a list and a mapping by
    /// its node types, Foundation's JSON decoder by `[Any]` and `[String: Any]`.
    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "text"
        case is Int.Type: "a whole number"
        case is Double.Type: "a number"
        case is Bool.Type: "true or false"
        case is [Any].Type, is Node.Sequence.Type: "a list"
        default: "a mapping of keys"
        }
    }
}

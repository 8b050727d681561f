/// Escaping for text and attribute values that reach HTML or XML (SVG, sitemaps).
public enum HTML {
    /// Escapes `& < > " '`, which makes a string safe in element content and in quoted attributes.
    public static func escape(_ text: String) -> String {
        guard text.containsUTF8Byte(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else {
            return text
        }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}

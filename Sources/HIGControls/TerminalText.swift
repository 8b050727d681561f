/// Text from a user's files made safe to print on a terminal or into a CI log: control
/// characters are written as visible escapes, so a file name, front-matter key or screen name
/// cannot start a new line (and forge a `::error` annotation or a diagnostic of its own),
/// move the cursor, or send the terminal an escape sequence.
public enum TerminalText {
    /// `text` with every C0 control (line feed and carriage return included), DEL, C1 control
    /// and line or paragraph separator written as `\n`, `\r`, `\t` or `\u{1B}`-style escapes;
    /// tabs kept as they are when `keepingTabs` (a file's own line, shown in a diff).
    /// A backslash stays as it is: the escapes are for reading, not for parsing back.
    public static func escaped(_ text: String, keepingTabs: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0) && !(keepingTabs && $0 == "\t") }) else { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\t" where keepingTabs: result += "\t"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where isControl(scalar): result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
        default: false
        }
    }
}

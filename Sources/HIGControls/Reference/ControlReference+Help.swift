/// The reference as `higsite mockup --list` and `higsite mockup KIND --help` print it. Headings
/// follow `--lang`; the keys' descriptions are English, as docs/mockups.md's.
extension ControlReference {
    /// Every kind with its one-line summary.
    public static func list(language: Language) -> String {
        let width = all.map { DisplayWidth.of($0.kind.rawValue) }.max() ?? 0
        let heading = language == .ko
            ? "컨트롤 \(all.count)가지. 키와 예시는 higsite mockup 종류 --help, 예시 그림은 higsite mockup 종류"
            : "\(all.count) control kinds. Keys and an example: higsite mockup KIND --help; the example drawn: higsite mockup KIND"
        let lines = all.map { entry in
            "  " + padded(entry.kind.rawValue, to: width) + "  " + entry.summary[language]
        }
        return ([heading, ""] + lines).joined(separator: "\n") + "\n"
    }

    /// The kind's keys, one a line with its type, then what they mean together and the example.
    public func help(language: Language) -> String {
        let ko = language == .ko
        let command = "higsite mockup \(kind.rawValue)"
        var lines = ["\(kind.rawValue): \(summary[language])", ""]
        if let lead { lines += [lead.prefix(1).uppercased() + lead.dropFirst() + ".", ""] }
        if !keys.isEmpty {
            lines.append(ko ? "키 (\(command) --키 값 …; 목록은 쉼표로 구분: --items 가,나):" : "Keys (\(command) --key value …; a list is comma-separated: --items a,b):")
            lines += keyLines(language: language)
            lines.append("")
        }
        if let note { lines += [note + ".", ""] }
        lines.append(ko ? "예시 (키 없이 \(command)를 실행하면 이 예시를 그립니다):" : "Example (\(command) with no keys draws it):")
        lines += example[language].split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
        return lines.joined(separator: "\n") + "\n"
    }

    private func keyLines(language: Language) -> [String] {
        let names = keys.map { $0.names.map { "--" + $0 }.joined(separator: ", ") }
        let types = keys.map { $0.type.name[language] }
        let nameWidth = names.map(DisplayWidth.of).max() ?? 0
        let typeWidth = types.map(DisplayWidth.of).max() ?? 0
        return keys.indices.map { index in
            let line = "  " + Self.padded(names[index], to: nameWidth) + "  " + Self.padded(types[index], to: typeWidth)
            guard let text = keys[index].text else { return line.trimmingTrailingSpaces }
            return line + "  " + text
        }
    }

    static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
    }
}

private extension String {
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}

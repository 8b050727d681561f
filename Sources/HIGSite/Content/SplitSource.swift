import HIGControls

/// A content file split into its front matter and its Markdown body.
struct SplitSource {
    /// The YAML between the `---` lines, nil when the file has no front matter.
    var yaml: Substring?
    var body: Substring
    /// Lines before the body, added to Markdown positions so they point into the file.
    var bodyLineOffset: Int
    var problems: [LocatedProblem]

    /// Front matter is required: the file must open with a `---` line, closed by `---` or `...`.
    /// Lines are found on the UTF-8 bytes and only up to the closing line: this runs for every page.
    init(_ text: String) {
        let bytes = text.utf8
        var lineStart = bytes.startIndex
        var lineNumber = 0
        var yamlStart: String.Index?
        while lineStart < bytes.endIndex {
            let lineEnd = bytes[lineStart...].firstIndex(of: 0x0A) ?? bytes.endIndex
            var content = bytes[lineStart..<lineEnd]
            if content.last == 0x0D { content = content.dropLast() }
            lineNumber += 1
            let next = lineEnd < bytes.endIndex ? bytes.index(after: lineEnd) : lineEnd
            if lineNumber == 1 {
                guard content.elementsEqual("---".utf8) else { break }
                yamlStart = next
            } else if content.elementsEqual("---".utf8) || content.elementsEqual("...".utf8), let yamlStart {
                yaml = text[yamlStart..<lineStart].dropLast(lineStart > yamlStart ? 1 : 0)
                body = text[next...]
                bodyLineOffset = lineNumber
                problems = []
                return
            }
            lineStart = next
        }
        yaml = nil
        bodyLineOffset = 0
        if yamlStart == nil {
            body = text[...]
            problems = [LocatedProblem(location: SourceLocation(line: 1, column: 1), problem: .frontMatter(.missing))]
        } else {
            body = ""
            problems = [LocatedProblem(location: SourceLocation(line: 1, column: 1), problem: .frontMatter(.unterminated))]
        }
    }
}

import Foundation
import Yams

/// One Markdown file of the repository made into a higsite page: its title from the first
/// `# ` heading (taken out of the text) or, without one, from the file name; every later `# `
/// heading made `## ` (a page has one `<h1>`, its title). Front matter the file already has is
/// kept. The body is parsed once as it comes and once as it leaves; each walk is linear.
struct ImportPage {
    var title: String
    var titleFromHeading: Bool
    /// The YAML of the file's own front matter; nil when it has none.
    var frontMatter: Substring?
    /// Whether that front matter has a `title` already (it then stays the title).
    var hasTitle: Bool
    /// The text after the title is taken out and headings demoted.
    var body: String
    /// `body`, parsed (no HTML).
    var document: MarkdownDocument
    /// The anchor the title heading had: a link to it now leads to the page itself.
    var titleAnchor: String?
    /// Lines of `body` whose heading was demoted.
    var demoted: [Int] = []

    static let label = PermalinkLabel(before: "", after: "")

    /// `fallbackTitle`: the title when the page has no `# ` heading (its file's or folder's name).
    init(text: String, fallbackTitle: String) {
        let split = SplitSource(text)
        frontMatter = split.yaml
        hasTitle = split.yaml.map(Self.hasTitle) ?? false
        let source = split.yaml == nil ? text : String(split.body)
        let first = MarkdownDocument(source: source, permalinkLabel: Self.label, rendersHTML: false)
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) }
        let topLevel = first.headings.filter { $0.level == 1 && (1...lines.count).contains($0.location.line) }
        let titleHeading = hasTitle ? nil : topLevel.first
        var removed = Set<Int>()
        if let titleHeading {
            let end = Self.headingEnd(from: titleHeading.location.line, in: lines)
            removed = Set(titleHeading.location.line...end)
            // The blank line after a title goes with it.
            if end < lines.count, lines[end].allSatisfy({ $0 == " " || $0 == "\t" }) { removed.insert(end + 1) }
        }
        var demotedSource: [Int] = []
        for heading in topLevel where heading != titleHeading {
            let line = heading.location.line
            if let hash = lines[line - 1].firstIndex(of: "#"), lines[line - 1][..<hash].allSatisfy({ $0 == " " }) {
                lines[line - 1].insert("#", at: hash)
            } else {
                let end = Self.headingEnd(from: line, in: lines)
                lines[end - 1] = lines[end - 1].replacingOccurrences(of: "=", with: "-")
            }
            demotedSource.append(line)
        }
        var kept: [String] = []
        var newLine: [Int: Int] = [:]
        for (index, line) in lines.enumerated() where !removed.contains(index + 1) {
            kept.append(line)
            newLine[index + 1] = kept.count
        }
        body = kept.joined(separator: "\n")
        document = MarkdownDocument(source: body, permalinkLabel: Self.label, rendersHTML: false)
        demoted = demotedSource.compactMap { newLine[$0] }
        title = titleHeading?.text ?? fallbackTitle
        titleFromHeading = titleHeading != nil
        titleAnchor = titleHeading?.anchor
    }

    /// The last line of a heading that starts on `line`: the line itself (`# Title`), or the
    /// `===` line under a setext heading.
    static func headingEnd(from line: Int, in lines: [String]) -> Int {
        let text = lines[line - 1].drop { $0 == " " }
        if text.hasPrefix("#") { return line }
        var end = line
        while end < lines.count {
            end += 1
            let underline = lines[end - 1].trimmingCharacters(in: .whitespaces)
            if !underline.isEmpty, underline.allSatisfy({ $0 == "=" }) { return end }
        }
        return line
    }

    static func hasTitle(_ yaml: Substring) -> Bool {
        guard let mapping = (try? Yams.compose(yaml: String(yaml)))??.mapping else { return false }
        return mapping["title"] != nil
    }

    /// The front matter the page is written with, `---` lines included.
    var frontMatterText: String {
        var lines = ["---"]
        if !hasTitle { lines.append("title: " + Self.quoted(title)) }
        if let frontMatter, !frontMatter.isEmpty { lines.append(String(frontMatter)) }
        lines.append("---")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A YAML double-quoted scalar: backslashes and quotes escaped, control characters as `\u`.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

import HIGControls

/// A place in a content file, for an editor's "go to definition".
package struct EditorLocation: Hashable, Sendable {
    package var file: ContentFile
    package var location: SourceLocation
}

/// The language server's answers about the content: where a link or rule id leads, what a
/// guideline heading stands for, and the page's outline. Columns are Unicode scalars from 1, as
/// in diagnostics; the server converts them to the editor's.
package struct EditorQueries: Sendable {
    let site: Site
    let rules: RuleCatalog
    let glossary: Glossary

    /// Where the link destination or the `rule=` id under `column` of `line` (the text of line
    /// `lineNumber` of `page`'s file) leads: the heading a cross-reference names (the page's
    /// start without an anchor), or the guideline a rule enforces (in the other language when
    /// that is the heading the cursor is on).
    package func definition(on page: Page, line: String, lineNumber: Int, column: Int) -> EditorLocation? {
        let scalars = Array(line.unicodeScalars)
        if let destination = EditorLine.destination(in: scalars, at: column - 1) {
            switch LinkResolver(site: site, ruleIDs: rules.ids).resolve(destination, from: page).target {
            case .page(let id, let anchor, let language):
                return site.page(id, in: language).map { heading(anchor, on: $0) }
            case .rule(let id):
                return guideline(of: id, from: page, lineNumber: lineNumber)
            case .external, .image, nil:
                return nil
            }
        }
        if let rule = EditorLine.ruleID(in: scalars, at: column - 1) {
            return guideline(of: rule, from: page, lineNumber: lineNumber)
        }
        return nil
    }

    /// Markdown about the guideline heading on line `lineNumber`: its twin in the other language
    /// and the summaries of its rules, in the page's language.
    package func hover(on page: Page, lineNumber: Int) -> String? {
        guard let heading = page.guidelines.first(where: { $0.location.line == lineNumber }), let id = heading.attributes?.id else {
            return nil
        }
        let other = page.language.other
        var lines: [String] = []
        if let twin = site.page(page.id, in: other), let twinHeading = twin.guidelines.first(where: { $0.anchor == id }) {
            lines.append("**\(other.nativeName)**: \(twinHeading.text) (`\(twin.file.displayPath):\(twinHeading.location.line)`)")
        } else {
            lines.append("**\(other.nativeName)**: no guideline `#\(id)` yet")
        }
        let known = Dictionary(rules.rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for ruleID in heading.attributes?.rules ?? [] {
            if let rule = known[ruleID] {
                lines.append("- `\(ruleID)` (\(rule.severity)): \(rule.title[page.language]). \(rule.summary[page.language])")
            } else {
                lines.append("- `\(ruleID)`")
            }
        }
        return lines.joined(separator: "\n\n")
    }

    /// The page's headings, guidelines and others, in order: the editor's outline.
    package func symbols(of page: Page) -> [MarkdownHeading] {
        page.document.headings
    }

    private func heading(_ anchor: String?, on target: Page) -> EditorLocation {
        let heading = anchor.flatMap { anchor in target.document.headings.first { $0.anchor == anchor } }
        return EditorLocation(file: target.file, location: heading?.location ?? SourceLocation(line: 1, column: 1))
    }

    private func guideline(of ruleID: String, from page: Page, lineNumber: Int) -> EditorLocation? {
        guard let reference = rules.entries.first(where: { $0.id == ruleID })?.guideline else { return nil }
        let id = PageID(reference.page)
        guard let target = site.page(id, in: page.language) ?? site.page(id, in: page.language.other) else { return nil }
        let here = heading(reference.anchor, on: target)
        if here.file == page.file, here.location.line == lineNumber, let twin = site.page(id, in: page.language.other) {
            return heading(reference.anchor, on: twin)
        }
        return here
    }
}

import Foundation
import HIGControls

/// The parallel view of a page at `compare/<page-id>/`: the Korean and the English page
/// themselves in two frames side by side, kept at the same section as the reader scrolls either
/// (assets/site.js). The view holds neither text: only the titles, links to both pages and the
/// table of which section of one page stands beside which of the other, aligned by guideline id
/// at build time. Translators and learners of either language read both at once.
extension SiteRenderer {
    /// The view of `id` from its pages' rendered bodies (`bodies`, by language; only their
    /// headings are read), if it is in both languages.
    func renderSideBySide(_ id: PageID, bodies: [Language: BodyHTML], navigation: NavigationCache,
                          emit: @Sendable (OutputFile) -> Void) {
        guard let korean = site.page(id, in: .ko), let english = site.page(id, in: .en),
              let koBody = bodies[.ko], let enBody = bodies[.en] else { return }
        let folder = Self.sideBySideFolder(of: id)
        let strings = UIStrings.forLanguage(.ko)
        let root = OutputLayout.rootPrefix(from: folder)
        let koURL = root + OutputLayout.folder(of: id, in: .ko).joined(separator: "/") + "/index.html"
        let enURL = root + OutputLayout.folder(of: id, in: .en).joined(separator: "/") + "/index.html"
        let rows = Self.align(Self.sections(koBody), Self.sections(enBody))
        let layout = layoutContext(id: id, language: .ko, title: "\(korean.title) · \(english.title)", summary: korean.frontMatter.summary,
                                   folder: folder, strings: strings, isTwinView: true, navigation: navigation)
        let context = SideBySideContext(layout: layout, koTitle: korean.title, enTitle: english.title,
                                        koURL: koURL, enURL: enURL, sections: Self.sectionTable(rows))
        emit(OutputFile(path: folder + ["index.html"], contents: templates.render(context, with: .sideBySide, memo: navigation.memo)))
    }

    static func sideBySideFolder(of id: PageID) -> [String] {
        ["compare"] + id.components
    }

    /// A part of a page that the view keeps beside its counterpart: a heading of a
    /// ``sectionLevels`` level and what follows it up to the next one, or what comes before the first.
    struct Section: Equatable {
        /// The heading's anchor; nil for the text before the first heading.
        var anchor: String?
    }

    /// The heading levels that start a section: a page's guidelines are headings of levels 2 to
    /// 4, and the view keeps one guideline beside itself in the other language. assets/site.js
    /// reads the same levels in a framed page.
    static let sectionLevels = 2...4

    /// A rendered body's sections, in order: the text before its first heading of a
    /// ``sectionLevels`` level, then one for each such heading.
    static func sections(_ body: BodyHTML) -> [Section] {
        [Section(anchor: nil)] + body.headings.lazy.filter { sectionLevels.contains($0.level) }.map { Section(anchor: $0.anchor) }
    }

    /// The aligned rows as the view's script reads them: JSON `{"ko":[…],"en":[…]}`, one entry
    /// per row in each language — the anchor of the row's section, `""` for the text before the
    /// first heading (the top of the page), `null` where the row has no section in that language.
    /// The template escapes it into an attribute; the script only looks anchors up in it.
    static func sectionTable(_ rows: [(Section?, Section?)]) -> String {
        var json = "{\"ko\":["
        func append(_ section: Section?, first: Bool) {
            if !first { json += "," }
            guard let section else { json += "null"; return }
            json += JSON.string(section.anchor ?? "")
        }
        for (index, row) in rows.enumerated() { append(row.0, first: index == 0) }
        json += "],\"en\":["
        for (index, row) in rows.enumerated() { append(row.1, first: index == 0) }
        json += "]}"
        return json
    }

    /// Guidelines pair by id; other headings (whose automatic anchors differ between the
    /// languages) pair in order where neither side has a match elsewhere.
    static func align(_ ko: [Section], _ en: [Section]) -> [(Section?, Section?)] {
        // Each anchor's key is made once (a heading's anchor is never empty, so a section
        // without one, nil here, matches nothing on the other side).
        let koKeys = ko.map { $0.anchor.map(CanonicalKey.init) }, enKeys = en.map { $0.anchor.map(CanonicalKey.init) }
        let koAnchors = Set(koKeys.compactMap { $0 }), enAnchors = Set(enKeys.compactMap { $0 })
        func isOnlyKorean(_ i: Int) -> Bool { koKeys[i].map { !enAnchors.contains($0) } ?? true }
        func isOnlyEnglish(_ j: Int) -> Bool { enKeys[j].map { !koAnchors.contains($0) } ?? true }
        var rows: [(Section?, Section?)] = []
        rows.reserveCapacity(max(ko.count, en.count))
        var i = 0, j = 0
        while i < ko.count || j < en.count {
            if i < ko.count, j < en.count, koKeys[i] == enKeys[j] || (isOnlyKorean(i) && isOnlyEnglish(j)) {
                rows.append((ko[i], en[j])); i += 1; j += 1
            } else if i < ko.count, isOnlyKorean(i) || j == en.count {
                rows.append((ko[i], nil)); i += 1
            } else {
                rows.append((nil, en[j])); j += 1
            }
        }
        return rows
    }
}

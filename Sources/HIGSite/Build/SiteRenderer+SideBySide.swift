import Foundation
import HIGControls

/// The parallel view of a page: Korean and English section by section, guidelines aligned by
/// their shared id, at `compare/<page-id>/`. Translators and learners of either language read
/// both at once.
extension SiteRenderer {
    /// The view of `id` from its pages' rendered bodies (`bodies`, by language), if it is in
    /// both languages.
    func renderSideBySide(_ id: PageID, bodies: [Language: BodyHTML], navigation: NavigationCache,
                          emit: @Sendable (OutputFile) -> Void) {
        guard let korean = site.page(id, in: .ko), let english = site.page(id, in: .en),
              let koBody = bodies[.ko], let enBody = bodies[.en] else { return }
        let folder = Self.sideBySideFolder(of: id)
        let strings = UIStrings.forLanguage(.ko)
        let koPrefix = OutputLayout.rootPrefix(from: folder) + OutputLayout.folder(of: id, in: .ko).joined(separator: "/") + "/"
        let enPrefix = OutputLayout.rootPrefix(from: folder) + OutputLayout.folder(of: id, in: .en).joined(separator: "/") + "/"
        let rows = Self.align(Self.sections(koBody), Self.sections(enBody)).map { ko, en in
            SideBySideRowContext(koHTML: ko.map { Self.html(of: $0, in: koBody, prefix: koPrefix, keepIDs: true) } ?? [],
                                 enHTML: en.map { Self.html(of: $0, in: enBody, prefix: enPrefix, keepIDs: false) } ?? [])
        }
        let layout = layoutContext(id: id, language: .ko, title: "\(korean.title) · \(english.title)", summary: korean.frontMatter.summary,
                                   folder: folder, strings: strings, isTwinView: true, navigation: navigation)
        let context = SideBySideContext(layout: layout, koTitle: korean.title, enTitle: english.title,
                                        koURL: koPrefix + "index.html", enURL: enPrefix + "index.html", rows: rows)
        // Both bodies and the page around them: room for all at once.
        let capacity = koBody.bytes.count + enBody.bytes.count + (1 << 14)
        emit(OutputFile(path: folder + ["index.html"], contents: templates.render(context, with: .sideBySide, memo: navigation.memo,
                                                                                  capacity: capacity)))
    }

    static func sideBySideFolder(of id: PageID) -> [String] {
        ["compare"] + id.components
    }

    /// A part of a body that stands in a row of its own: a heading of a ``sectionLevels`` level
    /// and what follows it up to the next one, or what comes before the first.
    struct Section {
        /// Nil for the text before the first heading.
        var anchor: String?
        var range: Range<Int>
    }

    /// The heading levels that start a section (and so a row): a page's guidelines are
    /// headings of levels 2 to 4, and a row should hold one guideline in both languages.
    static let sectionLevels = 2...4

    /// Splits a rendered body at its headings of ``sectionLevels``, where it recorded them. Each
    /// section keeps its lines with their line ends.
    static func sections(_ body: BodyHTML) -> [Section] {
        var sections: [Section] = []
        var anchor: String?
        var start = 0
        for (heading, headingStart) in zip(body.headings, body.headingStarts) where sectionLevels.contains(heading.level) {
            sections.append(Section(anchor: anchor, range: start..<headingStart))
            anchor = heading.anchor
            start = headingStart
        }
        sections.append(Section(anchor: anchor, range: start..<body.bytes.count))
        return sections
    }

    /// A section's HTML as the view shows it, from its folder (`prefix` leads to the page's);
    /// the last one gets the line end the others have from the line after them.
    static func html(of section: Section, in body: BodyHTML, prefix: String, keepIDs: Bool) -> [UInt8] {
        var html = HTMLRelocation.relocate(body, section.range, prefix: prefix, keepIDs: keepIDs)
        if section.range.upperBound == body.bytes.count { html.append(UInt8(ascii: "\n")) }
        return html
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

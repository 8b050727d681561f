import Foundation
import HIGControls

/// The parallel view of a page: Korean and English section by section, guidelines aligned by
/// their shared id, at `compare/<page-id>/`. Translators and learners of either language read
/// both at once.
extension SiteRenderer {
    /// The view of `id` from its pages' rendered bodies (`bodies`, by language), if it is in
    /// both languages.
    func renderSideBySide(_ id: PageID, bodies: [Language: [UInt8]], navigation: NavigationCache,
                          emit: @Sendable (OutputFile) -> Void) {
        guard let korean = site.page(id, in: .ko), let english = site.page(id, in: .en),
              let koBody = bodies[.ko], let enBody = bodies[.en] else { return }
        let folder = Self.sideBySideFolder(of: id)
        let strings = UIStrings.forLanguage(.ko)
        let koPrefix = OutputLayout.rootPrefix(from: folder) + OutputLayout.folder(of: id, in: .ko).joined(separator: "/") + "/"
        let enPrefix = OutputLayout.rootPrefix(from: folder) + OutputLayout.folder(of: id, in: .en).joined(separator: "/") + "/"
        let rows = Self.align(Self.sections(koBody), Self.sections(enBody)).map { ko, en in
            SideBySideRowContext(koHTML: ko.map { HTMLRelocation.relocate($0.html, prefix: koPrefix, keepIDs: true) } ?? [],
                                 enHTML: en.map { HTMLRelocation.relocate($0.html, prefix: enPrefix, keepIDs: false) } ?? [])
        }
        let layout = layoutContext(id: id, language: .ko, title: "\(korean.title) · \(english.title)", summary: korean.frontMatter.summary,
                                   folder: folder, strings: strings, isTwinView: true, navigation: navigation)
        let context = SideBySideContext(layout: layout, koTitle: korean.title, enTitle: english.title,
                                        koURL: koPrefix + "index.html", enURL: enPrefix + "index.html", rows: rows)
        // Both bodies and the page around them: room for all at once.
        let capacity = koBody.count + enBody.count + (1 << 14)
        emit(OutputFile(path: folder + ["index.html"], contents: templates.render(context, with: .sideBySide, memo: navigation.memo,
                                                                                  capacity: capacity)))
    }

    static func sideBySideFolder(of id: PageID) -> [String] {
        ["compare"] + id.components
    }

    struct Section {
        /// Nil for the text before the first heading.
        var anchor: String?
        var html: ArraySlice<UInt8>
    }

    /// Splits a rendered body at its headings (each starts a line as `<hN id="…">`). Each
    /// section keeps its lines with their line ends; the last one ends in a line end too.
    static func sections(_ bytes: [UInt8]) -> [Section] {
        var sections: [Section] = []
        var anchor: String?
        var sectionStart = 0
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            func isHeading(at start: Int) -> Bool {
                start + 8 <= buffer.count && buffer[start] == UInt8(ascii: "<") && buffer[start + 1] == UInt8(ascii: "h")
                    && (UInt8(ascii: "2")...UInt8(ascii: "4")).contains(buffer[start + 2])
                    && memcmp(base + start + 3, " id=\"", 5) == 0
            }
            func end(of start: Int, at byte: UInt8) -> Int {
                memchr(base + start, Int32(byte), buffer.count - start).map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? buffer.count
            }
            var lineStart = 0
            while lineStart < buffer.count {
                if isHeading(at: lineStart) {
                    sections.append(Section(anchor: anchor, html: bytes[sectionStart..<lineStart]))
                    let valueStart = lineStart + 8
                    anchor = String(decoding: buffer[valueStart..<end(of: valueStart, at: UInt8(ascii: "\""))], as: UTF8.self)
                    sectionStart = lineStart
                }
                lineStart = min(end(of: lineStart, at: UInt8(ascii: "\n")), buffer.count - 1) + 1
            }
        }
        // The last section gets the line end the others have from the line after them (copying
        // only it, not the whole body).
        sections.append(Section(anchor: anchor, html: ArraySlice(bytes[sectionStart...] + [UInt8(ascii: "\n")])))
        return sections
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

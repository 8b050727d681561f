import HIGControls

/// Compares every page with its twin in the other language: pages and guidelines that exist on
/// one side only, guidelines that name different rules or stand in another order, and
/// translations whose original changed since they were written.
enum TranslationCheck {
    /// What one page contributes to the ``TranslationStatus``, and its diagnostics.
    struct PageResult: Sendable {
        /// The twin page does not exist.
        var twinMissing = false
        /// Guidelines of this page that its twin lacks.
        var guidelinesMissingInTwin: [TranslationStatus.Guideline] = []
        /// Translated from a text that has changed since.
        var stale = false
        var diagnostics: [Diagnostic] = []
    }

    /// Compares one page with its twin. A page's result depends on its twin's text as well (the
    /// twin's hash makes it stale), so a change to either page checks both again.
    static func check(_ page: Page, in site: Site) -> PageResult {
        var result = PageResult()
        let other = page.language.other
        guard let twin = site.page(page.id, in: other) else {
            result.twinMissing = true
            result.diagnostics.append(Diagnostic(file: page.file.displayPath, location: SourceLocation(line: 1, column: 1),
                                                 problem: .translation(.pageOnlyInOtherLanguage(page: page.id.description, other: other)),
                                                 notes: ["create \(page.file.path(in: other))"]))
            if let stamp = page.frontMatter.translatedFrom {
                result.diagnostics.append(Diagnostic(file: page.file.displayPath, location: stamp.location,
                                                     problem: .translation(.translatedFromWithoutTwin(other: other))))
            }
            return result
        }
        // A page whose front matter failed is reported once, for that; comparing it would only add noise.
        guard page.hasValidFrontMatter, twin.hasValidFrontMatter else { return result }
        // A page has a handful of guidelines: the lists are searched in place, not hashed.
        let guidelines = page.guidelines, twinGuidelines = twin.guidelines
        result.diagnostics += compareGuidelines(guidelines, of: page, with: twinGuidelines, of: twin)
        result.diagnostics += ChangeLogCheck.compare(page, with: twin)
        for (position, guideline) in guidelines.enumerated()
        where !twinGuidelines.contains(where: { $0.anchor == guideline.anchor }) && !guidelines[..<position].contains(where: { $0.anchor == guideline.anchor }) {
            result.guidelinesMissingInTwin.append(TranslationStatus.Guideline(page: page.id, anchor: guideline.anchor, text: guideline.text))
        }
        // The twin's hash is worked out from its text here, once, and only for a stamped page.
        if let stamp = page.frontMatter.translatedFrom, case let current = twin.translationHash, stamp.hash != current {
            result.stale = true
            result.diagnostics.append(Diagnostic(file: page.file.displayPath, location: stamp.location,
                                                 problem: .translation(.staleTranslation(stamped: stamp.hash, current: current, other: other)),
                                                 notes: ["compare with \(twin.file.displayPath)"]))
        }
        return result
    }

    /// The status of the whole site from every page's result, `perPage` in the order of `site.pages`.
    static func status(_ site: Site, perPage: [PageResult]) -> TranslationStatus {
        var status = TranslationStatus()
        for (page, result) in zip(site.pages, perPage) {
            let other = page.language.other
            if result.twinMissing { status.missingPages[other, default: []].append(page.id) }
            if !result.guidelinesMissingInTwin.isEmpty { status.missingGuidelines[other, default: []] += result.guidelinesMissingInTwin }
            if result.stale { status.stalePages[page.language, default: []].append(page.id) }
        }
        return status
    }

    /// Reported on the page that has the guideline, where the translator has to look.
    private static func compareGuidelines(_ guidelines: [MarkdownHeading], of page: Page,
                                          with twinGuidelines: [MarkdownHeading], of twin: Page) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // An invalid or repeated id already has its own error; one report per id is enough.
        for (position, guideline) in guidelines.enumerated()
        where Slug.isKebabCase(guideline.anchor[...]) && !guidelines[..<position].contains(where: { $0.anchor == guideline.anchor }) {
            guard let counterpart = twinGuidelines.first(where: { $0.anchor == guideline.anchor }) else {
                diagnostics.append(Diagnostic(file: page.file.displayPath, location: guideline.location,
                                              problem: .translation(.guidelineOnlyHere(id: guideline.anchor, missingIn: twin.language)),
                                              notes: ["add '{#\(guideline.anchor)}' to the matching heading of \(twin.file.displayPath)"]))
                continue
            }
            // Said once, on the Korean side, since both sides would report the same pair.
            let here = guideline.attributes?.rules ?? [], there = counterpart.attributes?.rules ?? []
            if page.language == .ko, here != there, Set(here) != Set(there) {
                diagnostics.append(Diagnostic(file: page.file.displayPath, location: guideline.location,
                                              problem: .translation(.guidelineRulesDiffer(id: guideline.anchor, here: here, other: there, otherLanguage: twin.language)),
                                              notes: ["\(twin.file.displayPath):\(counterpart.location): the \(twin.language.englishName) guideline"]))
            }
        }
        if page.language == .ko {
            let order = guidelines.map(\.anchor).filter { anchor in twinGuidelines.contains { $0.anchor == anchor } }
            let twinOrder = twinGuidelines.map(\.anchor).filter { anchor in guidelines.contains { $0.anchor == anchor } }
            if order != twinOrder, let first = zip(order, twinOrder).first(where: { $0 != $1 }),
               let heading = guidelines.first(where: { $0.anchor == first.0 }) {
                diagnostics.append(Diagnostic(file: page.file.displayPath, location: heading.location,
                                              problem: .translation(.guidelineOrderDiffers(other: twin.language)),
                                              notes: ["\(twin.language.englishName) order: " + twinOrder.map { "#\($0)" }.joined(separator: ", ")]))
            }
        }
        return diagnostics
    }
}

/// What is left to translate, per language: the model of the translation-status pages.
package struct TranslationStatus: Hashable, Sendable {
    struct Guideline: Hashable, Sendable {
        package var page: PageID
        package var anchor: String
        /// The heading in the language that has it.
        package var text: String
    }

    /// Pages that exist only in the other language, by the language they are missing from.
    var missingPages: [Language: [PageID]] = [:]
    /// Guidelines of twin pages that exist only in the other language.
    var missingGuidelines: [Language: [Guideline]] = [:]
    /// Translations in this language whose original changed after `translated-from` was stamped.
    var stalePages: [Language: [PageID]] = [:]

    func isStale(_ id: PageID, in language: Language) -> Bool {
        stalePages[language]?.contains(id) == true
    }
}

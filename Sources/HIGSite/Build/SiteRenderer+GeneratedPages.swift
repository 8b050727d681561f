import HIGControls

/// The pages higsite writes in every language beside the content: the glossary and the
/// translation status.
extension SiteRenderer {
    func renderGeneratedPages() -> [OutputFile] {
        Language.allCases.flatMap { [glossaryPage(in: $0), translationStatusPage(in: $0)] }
    }

    private func glossaryPage(in language: Language) -> OutputFile {
        let id = GeneratedPage.glossary.id
        let folder = OutputLayout.folder(of: id, in: language)
        let strings = UIStrings.forLanguage(language)
        let sorted = glossary.entries.sorted {
            language == .ko ? ($0.korean, $0.english) < ($1.korean, $1.english) : ($0.english.lowercased(), $0.korean) < ($1.english.lowercased(), $1.korean)
        }
        let rows = sorted.map { GlossaryRowContext(english: $0.english, korean: $0.korean, avoid: $0.avoid.joined(separator: ", ")) }
        let context = GlossaryContext(
            layout: layoutContext(id: id, language: language, title: strings.glossary, summary: strings.glossaryIntro,
                                  folder: folder, strings: strings),
            title: strings.glossary, intro: strings.glossaryIntro, entries: rows, hasEntries: !rows.isEmpty)
        return OutputFile(path: OutputLayout.file(of: id, in: language), contents: templates.render(context, with: .glossary))
    }

    /// The most entries each list of the translation status page shows (a missing guideline
    /// is an entry, its page's line comes with it).
    static let statusListLimit = 200

    private func translationStatusPage(in language: Language) -> OutputFile {
        let id = GeneratedPage.translationStatus.id
        let folder = OutputLayout.folder(of: id, in: language)
        let strings = UIStrings.forLanguage(language)
        let other = language.other

        // Each list shows its first entries only, so that the page stays light however much is
        // left to translate; `higsite check` reports every one.
        let missingIDs = (translation.missingPages[language] ?? []).sorted()
        let missing = missingIDs.prefix(Self.statusListLimit).compactMap { site.page($0, in: other) }.map { link(to: $0, from: folder) }
        let guidelinesByPage = Dictionary(grouping: translation.missingGuidelines[language] ?? [], by: \.page)
        var guidelinesShown = 0
        let missingGuidelines = guidelinesByPage.keys.sorted().compactMap { pageID -> MissingGuidelinesContext? in
            guard guidelinesShown < Self.statusListLimit, let original = site.page(pageID, in: other) else { return nil }
            let pageURL = url(to: pageID, in: other, from: folder)
            let guidelines = guidelinesByPage[pageID]!.prefix(Self.statusListLimit - guidelinesShown)
            guidelinesShown += guidelines.count
            return MissingGuidelinesContext(title: original.title, url: pageURL, guidelines: guidelines.map {
                LinkContext(title: $0.text, url: pageURL + "#" + $0.anchor, summary: nil)
            })
        }
        let guidelineCount = translation.missingGuidelines[language]?.count ?? 0
        let staleIDs = (translation.stalePages[language] ?? []).sorted()
        let stale = staleIDs.prefix(Self.statusListLimit).compactMap { pageID -> StalePageContext? in
            guard let page = site.page(pageID, in: language) else { return nil }
            return StalePageContext(title: page.title, url: url(to: pageID, in: language, from: folder),
                                    originalURL: url(to: pageID, in: other, from: folder))
        }
        let total = Set(site.pages.map(\.id)).count
        let translated = site.pages(in: language).count
        let context = TranslationStatusContext(
            layout: layoutContext(id: id, language: language, title: strings.translationStatus,
                                  summary: strings.translationStatusIntro, folder: folder, strings: strings),
            title: strings.translationStatus, intro: strings.translationStatusIntro,
            progress: strings.progress(translated: translated, total: total),
            missingPages: missing, hasMissingPages: !missing.isEmpty, missingPagesMore: more(missingIDs.count, shown: missing.count),
            missingGuidelines: missingGuidelines, hasMissingGuidelines: !missingGuidelines.isEmpty,
            missingGuidelinesMore: more(guidelineCount, shown: guidelinesShown),
            stalePages: stale, hasStalePages: !stale.isEmpty, stalePagesMore: more(staleIDs.count, shown: stale.count),
            isComplete: missing.isEmpty && missingGuidelines.isEmpty && stale.isEmpty)
        return OutputFile(path: OutputLayout.file(of: id, in: language), contents: templates.render(context, with: .translationStatus))
        func more(_ total: Int, shown: Int) -> String? {
            total > shown ? strings.moreNotListed(total - shown) : nil
        }
    }
}

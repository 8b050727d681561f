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

    private func translationStatusPage(in language: Language) -> OutputFile {
        let id = GeneratedPage.translationStatus.id
        let folder = OutputLayout.folder(of: id, in: language)
        let strings = UIStrings.forLanguage(language)
        let other = language.other

        let missing = (translation.missingPages[language] ?? []).sorted().compactMap { site.page($0, in: other) }
            .map { link(to: $0, from: folder) }
        let guidelinesByPage = Dictionary(grouping: translation.missingGuidelines[language] ?? [], by: \.page)
        let missingGuidelines = guidelinesByPage.keys.sorted().compactMap { pageID -> MissingGuidelinesContext? in
            guard let original = site.page(pageID, in: other) else { return nil }
            let pageURL = url(to: pageID, in: other, from: folder)
            return MissingGuidelinesContext(title: original.title, url: pageURL, guidelines: guidelinesByPage[pageID]!.map {
                LinkContext(title: $0.text, url: pageURL + "#" + $0.anchor, summary: nil)
            })
        }
        let stale = (translation.stalePages[language] ?? []).sorted().compactMap { pageID -> StalePageContext? in
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
            missingPages: missing, hasMissingPages: !missing.isEmpty,
            missingGuidelines: missingGuidelines, hasMissingGuidelines: !missingGuidelines.isEmpty,
            stalePages: stale, hasStalePages: !stale.isEmpty,
            isComplete: missing.isEmpty && missingGuidelines.isEmpty && stale.isEmpty)
        return OutputFile(path: OutputLayout.file(of: id, in: language), contents: templates.render(context, with: .translationStatus))
    }
}

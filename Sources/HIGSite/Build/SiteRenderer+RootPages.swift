import HIGControls
import Foundation

extension SiteRenderer {
    /// The root `index.html` (both languages offered, Korean first) and `404.html`.
    func renderRootPages() -> [OutputFile] {
        let languages = Language.allCases.compactMap { language -> LanguageEntryContext? in
            guard let siteTitle = siteTitle(in: language), site.page(.home, in: language) != nil else { return nil }
            return LanguageEntryContext(lang: language.rawValue, name: language.nativeName, siteTitle: siteTitle,
                                        url: OutputLayout.relativeURL(from: [], to: OutputLayout.file(of: .home, in: language)),
                                        strings: UIStrings.forLanguage(language))
        }
        let title = languages.map(\.siteTitle).joined(separator: " · ")
        let alternates = alternateLinks(for: .home, from: [])
        let choice = RootPageContext(lang: Language.default.rawValue, documentTitle: title, root: "",
                                     stylesheetURL: "assets/style.css", canonicalURL: baseURL.map { $0 + "/" },
                                     alternates: alternates, languages: languages)
        // A 404 page is served at whatever path was missing, so relative links cannot work there;
        // with a base URL its links are absolute, without one they assume the site is at the host's root.
        let notFoundRoot = baseURL.map { $0 + "/" } ?? "/"
        let notFoundLanguages = languages.map {
            LanguageEntryContext(lang: $0.lang, name: $0.name, siteTitle: $0.siteTitle, url: notFoundRoot + $0.url, strings: $0.strings)
        }
        let notFound = RootPageContext(lang: Language.default.rawValue, documentTitle: title, root: notFoundRoot,
                                       stylesheetURL: notFoundRoot + "assets/style.css", canonicalURL: nil,
                                       alternates: [], languages: notFoundLanguages)
        return [
            OutputFile(path: ["index.html"], contents: templates.render(choice, with: .languageChoice)),
            OutputFile(path: ["404.html"], contents: templates.render(notFound, with: .notFound)),
        ]
    }
}

import Foundation
import HIGControls

/// One content file taken through every step `higsite build` takes with a page, in memory (the
/// read, assemble and check steps themselves, fed files that exist only in memory): read
/// (front matter, Markdown, heading attributes), check (links, anchors, rule names, mockup
/// fences, terminology, translation), and, when that finds no error, render (the page's template
/// with its body and mockups, its side-by-side view, its search entry).
///
/// For the content fuzz target (`higsite-fuzz content`), which needs thousands of pages a second
/// and no content folder on disk. The page stands in both languages (the same bytes, so that a
/// missing twin is not an error every time) beside a home page per language.
package struct SinglePageBuild: Sendable {
    private let templates: TemplateLibrary
    private let rules: RuleCatalog
    private let glossary: Glossary

    /// `templates`: a theme folder over the embedded one (nil: the embedded theme), read once. `content`: a content folder whose glossary the
    /// terminology check uses (none by default).
    package init(templates: UserPath?, content: UserPath? = nil, rules: RuleCatalog = .registry) throws {
        self.templates = try TemplateLibrary(theme: Theme.load(templates))
        self.rules = rules
        glossary = content.map { Glossary.load(from: ContentSource(root: $0.url, displayRoot: $0.display)).0 } ?? .empty
    }

    /// Everything a check reports about the page, and the rendered files. `path`: where the page
    /// stands under each language folder. `stopsAtErrors`: render nothing when the check finds an
    /// error, as a build does; a fuzzer renders anyway (a lone page's links to other pages are
    /// broken), and the renderer takes any page that was read.
    package func run(_ data: Data, path: String = "page.md", stopsAtErrors: Bool = true) -> (diagnostics: [Diagnostic], files: [OutputFile]) {
        let root = URL(fileURLWithPath: "/nonexistent/content")
        func file(_ language: Language, _ components: [String]) -> ContentFile {
            ContentFile(language: language, relativePath: components, sourceRelativePath: components, displayRoot: "content",
                        url: root.appendingPathComponent(language.rawValue).appendingPathComponent(components.joined(separator: "/")))
        }
        let components = path.split(separator: "/").map(String.init)
        let home = Data("---\ntitle: Home\n---\n".utf8)
        var pages: [(place: [String], text: Data)] = [(components, data)]
        if components != ["_index.md"] { pages.insert((["_index.md"], home), at: 0) }
        // The files exist only in memory: in each language, the home page and the page.
        var contentFiles: [ContentFile] = []
        var texts: [URL: Data] = [:]
        for language in Language.allCases {
            for page in pages {
                let file = file(language, page.place)
                contentFiles.append(file)
                texts[file.url] = page.text
            }
        }
        var steps = StepRunner()
        let input = ContentInput(source: ContentSource(root: root, displayRoot: "content"), overlay: texts, files: contentFiles,
                                 glossary: (glossary, []), rendersHTML: true)
        let checkedSite = steps.checkedSite(input, checking: CheckStep(rules: rules))
        let loaded = checkedSite.assembled.loaded, checked = checkedSite.checked.result, diagnostics = checkedSite.checked.diagnostics
        guard !stopsAtErrors || !diagnostics.hasErrors else { return (diagnostics, []) }

        let renderer = SiteRenderer(site: loaded.site, links: checked.links, translation: checked.translation, mockups: checked.mockups,
                                    glossary: loaded.glossary, rules: rules.rules, templates: templates, baseURL: nil)
        let rendered = Locked<[OutputFile]>([])
        var bodies: [Language: [PageID: BodyHTML]] = [:]
        renderer.renderPages(bodies: &bodies, keepsBodies: false) { file in rendered.withValue { $0.append(file) } }
        var files = rendered.withValue { $0 }.sorted { $0.path.lexicographicallyPrecedes($1.path) }
        for page in loaded.site.pages {
            files.append(OutputFile(path: ["search", page.language.rawValue, page.id.description], contents: SearchIndex.entries(of: page, in: loaded.site).lines))
        }
        return (diagnostics, files)
    }
}

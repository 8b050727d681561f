import Foundation
import Testing
@testable import HIGSite

/// A context for these tests: names to values.
private struct Values: TemplateObject {
    var values: [String: TemplateValue]

    init(_ values: [String: TemplateValue]) {
        self.values = values
    }

    func value(for key: TemplateKey) -> TemplateValue? { values[key.name] }
}

/// A context that many renders share as one object, as the navigation's closed items are.
private final class SharedValues: TemplateReference {
    let values: [String: TemplateValue]

    init(_ values: [String: TemplateValue]) {
        self.values = values
    }

    func value(for key: TemplateKey) -> TemplateValue? { values[key.name] }
    var isShared: Bool { true }
}

/// Renders `name` of `templates` (names to Mustache text) with `context`; the unknown names too.
private func render(_ templates: [String: String], _ name: String = "main", _ context: [String: TemplateValue] = [:],
                    memo: MustacheMemo? = nil) throws(MustacheParser.SyntaxError) -> (text: String, unknown: [String]) {
    let names = templates.keys.sorted()
    let indexes = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
    var compiled: [[MustacheNode]] = []
    for (index, name) in names.enumerated() {
        compiled.append(try MustacheParser.parse(templates[name]!, index: index, templates: indexes))
    }
    var renderer = MustacheRenderer(program: MustacheProgram(compiled), memo: memo)
    renderer.render(indexes[name]!, context: Values(context).templateValue)
    return (String(decoding: renderer.bytes, as: UTF8.self), renderer.unknownNames.map(\.description))
}

private func render(_ template: String, _ context: [String: TemplateValue] = [:]) throws(MustacheParser.SyntaxError) -> String {
    try render(["main": template], "main", context).text
}

@Suite("Mustache templates")
struct MustacheTests {
    @Test func variablesEscapeHTMLUnlessTripleOrAmpersand() throws {
        let context: [String: TemplateValue] = ["x": .text(#"<a href="b">'&'</a>"#), "xHTML": .text(#"<a href="b">'&'</a>"#)]
        #expect(try render("{{x}}", context) == "&lt;a href=&quot;b&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
        #expect(try render("{{{xHTML}}}|{{& xHTML }}", context) == #"<a href="b">'&'</a>|<a href="b">'&'</a>"#)
        #expect(try render("한글 {{x}}", ["x": .text("값 <b>")]) == "한글 값 &lt;b&gt;")
    }

    @Test func sectionsIterateTestAndDescend() throws {
        let items: [Values] = [Values(["name": .text("a")]), Values(["name": .text("b")])]
        let context: [String: TemplateValue] = [
            "items": .list(items), "none": .list([Values]()), "yes": .flag(true), "no": .flag(false), "missing": .null,
            "person": Values(["name": .text("Ana"), "home": Values(["city": .text("Seoul")]).templateValue]).templateValue,
            "name": .text("outer"),
        ]
        #expect(try render("{{#items}}[{{name}}]{{/items}}", context) == "[a][b]")
        #expect(try render("{{#none}}x{{/none}}{{^none}}empty{{/none}}", context) == "empty")
        #expect(try render("{{#yes}}y{{/yes}}{{#no}}n{{/no}}{{^no}}not{{/no}}", context) == "ynot")
        #expect(try render("{{#missing}}m{{/missing}}{{^missing}}absent{{/missing}}", context) == "absent")
        #expect(try render("{{person.home.city}} {{#person}}{{name}} {{#home}}{{city}}/{{name}}{{/home}}{{/person}}", context)
                == "Seoul Ana Seoul/Ana")
        #expect(try render("{{#person}}{{.name}}{{/person}}", context) == "Ana")
    }

    @Test func anAbsentValueDoesNotFallThroughToAnOuterContext() throws {
        // A card without a summary shows none, not its section's.
        let context: [String: TemplateValue] = ["summary": .text("section"), "pages": .list([Values(["summary": .null])])]
        #expect(try render("{{#pages}}[{{#summary}}{{summary}}{{/summary}}]{{/pages}}", context) == "[]")
    }

    @Test func standaloneTagLinesLeaveNoTrace() throws {
        let template = "<ul>\n  {{#items}}\n<li>{{.}}</li>\n  {{/items}}\n{{! a comment }}\n</ul>\n"
        #expect(try render(template, ["items": .list(["a", "b"])]) == "<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n")
        // A tag that shares its line with text keeps the line.
        #expect(try render("a {{#yes}}b{{/yes}}\nc", ["yes": .flag(true)]) == "a b\nc")
        #expect(try render("{{#yes}}\r\nx\r\n{{/yes}}\r\n", ["yes": .flag(true)]) == "x\r\n")
    }

    @Test func sharedItemsAreKeptOnlyWhenTheyReadNothingButThemselves() throws {
        let templates = [
            "main": "{{#items}}\n{{>item}}\n{{/items}}\n<nav>\n  {{#items}}\n  {{>item}}\n  {{/items}}\n</nav>\n",
            "item": "<li>{{name}}{{#mark}} {{site}}{{/mark}}</li>\n{{#children}}\n{{>item}}\n{{/children}}\n",
        ]
        let leaf = SharedValues(["name": .text("leaf"), "mark": .flag(false), "children": .list([SharedValues]())])
        // `site` is not the item's own: it comes from the page, so this item's output is never kept.
        let marked = SharedValues(["name": .text("marked"), "mark": .flag(true), "children": .list([SharedValues]())])
        let parent = SharedValues(["name": .text("parent"), "mark": .flag(false), "children": .list([leaf])])
        let items: [SharedValues] = [parent, marked]
        let memo = MustacheMemo()
        var outputs: [String] = []
        for site in ["first", "second"] {
            let expected = try render(templates, "main", ["items": .list(items), "site": .text(site)]).text
            let memoised = try render(templates, "main", ["items": .list(items), "site": .text(site)], memo: memo).text
            #expect(memoised == expected)
            outputs.append(memoised)
        }
        #expect(outputs[1].contains("<li>marked second</li>") && outputs[1].contains("  <li>marked second</li>"))
        // `leaf` and `parent` at two indentations each; `marked` never.
        #expect(memo.count == 4)
    }

    @Test func partialsAreIndentedAsTheirTagAndMayRecurse() throws {
        let templates = [
            "main": "<div>\n  {{>item}}\n</div>\n",
            "item": "<p>{{text}}</p>\n{{#children}}\n{{>item}}\n{{/children}}\n",
        ]
        let context: [String: TemplateValue] = ["text": .text("1"), "children": .list([Values(["text": .text("2"), "children": .list([Values]())])])]
        #expect(try render(templates, "main", context).text == "<div>\n  <p>1</p>\n  <p>2</p>\n</div>\n")
    }

    @Test func parentsReplaceTheirBlocks() throws {
        let templates = [
            "layout": "<main>\n{{$main}}default{{/main}}\n</main>\n<footer>{{$footer}}footer{{/footer}}</footer>\n",
            "page": "{{<layout}}\nignored text\n{{$main}}\n<h1>{{title}}</h1>\n{{/main}}\n{{/layout}}\n",
        ]
        #expect(try render(templates, "page", ["title": .text("T")]).text == "<main>\n<h1>T</h1>\n\n</main>\n<footer>footer</footer>\n")
        #expect(try render(templates, "layout").text == "<main>\ndefault\n</main>\n<footer>footer</footer>\n")
    }

    @Test func delimitersCanChange() throws {
        #expect(try render("{{=<% %>=}}<% x %> {{x}}", ["x": .text("v")]) == "v {{x}}")
    }

    @Test func unknownNamesAreReportedWithTheirPlace() throws {
        let result = try render(["main": "a\n  {{titel}} {{#layout.strngs}}{{/layout.strngs}}"], "main",
                                ["layout": Values(["strings": .null]).templateValue])
        #expect(result.text == "a\n   ")
        #expect(result.unknown == ["titel", "layout.strngs"])
    }

    @Test func syntaxErrorsSayWhereAndWhat() {
        func error(_ template: String, partials: [String: String] = [:]) -> MustacheParser.SyntaxError? {
            do {
                _ = try render(partials.merging(["main": template]) { $1 })
                return nil
            } catch {
                return error
            }
        }
        #expect(error("x\n{{#a}}\n{{/b}}")?.line == 3)
        #expect(error("x\n{{#a}}\n{{/b}}")?.message.contains("does not match the open {{#a}} of line 2") == true)
        #expect(error("{{#a}}x") == MustacheParser.SyntaxError(line: 1, column: 1, message: "{{#a}} is never closed; add {{/a}}"))
        #expect(error("한글 {{name") == MustacheParser.SyntaxError(line: 1, column: 4, message: "this tag is not closed; end it with }}"))
        #expect(error("{{/a}}")?.message == "{{/a}} closes nothing that is open")
        #expect(error("{{>nav}}")?.message.hasPrefix("there is no template 'nav' (nav.mustache)") == true)
        #expect(error("{{a b}}")?.message == "a name has no spaces: 'a b'")
        #expect(error("{{}}")?.message == "this tag has no name")
        // Only a value named …HTML may be written unescaped.
        #expect(error("a\n {{{title}}}") == MustacheParser.SyntaxError(
            line: 2, column: 2, message: "{{{title}}} writes 'title' unescaped, which only a value named …HTML may be; write {{title}}"))
        #expect(error("{{& page.summary }}")?.message
            == "{{&page.summary}} writes 'page.summary' unescaped, which only a value named …HTML may be; write {{page.summary}}")
        #expect(error("{{{page.bodyHTML}}}") == nil)
    }
}

@Suite("Template folder")
struct TemplateFolderTests {
    /// A copy of the repository's templates with `file` replaced by `text`.
    private func templates(replacing file: String, with text: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try FileManager.default.removeItem(at: folder.url)
        try FileManager.default.copyItem(at: repositoryTemplates, to: folder.url)
        try folder.write(file, text)
        return folder
    }

    @Test func aNameNoContextHasStopsTheBuildBeforeWriting() throws {
        let site = try FixtureSite()
        let templates = try templates(replacing: "pager.mustache", with: "<nav>\n{{#next}}<a href=\"{{url}}\">{{titel}}</a>{{/next}}\n</nav>\n")
        var options = site.options()
        options.templates = UserPath(templates.url.path)
        #expect(throws: BuildStepError(step: "write", error: TemplateError.unknownName(path: templates.url.path + "/pager.mustache", line: 2, column: 28, name: "titel"))) {
            try SiteBuilder.build(options)
        }
        #expect(!site.folder.exists("out"))
    }

    @Test func aSyntaxErrorNamesTheTemplateFile() throws {
        let site = try FixtureSite()
        let templates = try templates(replacing: "footer.mustache", with: "<footer>\n{{#layout}}\n</footer>\n")
        var options = site.options()
        options.templates = UserPath(templates.url.path)
        #expect(throws: BuildStepError(step: "prepare", error: TemplateError.syntax(path: templates.url.path + "/footer.mustache", line: 2, column: 1,
                                             message: "{{#layout}} is never closed; add {{/layout}}"))) {
            try SiteBuilder.build(options)
        }
    }
}

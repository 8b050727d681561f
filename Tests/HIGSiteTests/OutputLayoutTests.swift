import HIGControls
import Testing
@testable import HIGSite

@Suite("Output layout")
struct OutputLayoutTests {
    @Test func prettyURLsPerLanguage() {
        #expect(OutputLayout.file(of: PageID("bars/tab-bars"), in: .ko) == ["ko", "bars", "tab-bars", "index.html"])
        #expect(OutputLayout.file(of: .home, in: .en) == ["en", "index.html"])
    }

    @Test func relativeLinksBetweenPages() {
        let from = OutputLayout.folder(of: PageID("bars/tab-bars"), in: .ko)
        #expect(OutputLayout.relativeURL(from: from, to: OutputLayout.file(of: PageID("controls/switches"), in: .ko))
                == "../../controls/switches/index.html")
        #expect(OutputLayout.relativeURL(from: from, to: OutputLayout.file(of: PageID("bars/tab-bars"), in: .ko)) == "index.html")
        #expect(OutputLayout.relativeURL(from: from, to: OutputLayout.file(of: PageID("bars"), in: .ko)) == "../index.html")
        #expect(OutputLayout.relativeURL(from: from, to: OutputLayout.file(of: PageID("bars/tab-bars"), in: .en))
                == "../../../en/bars/tab-bars/index.html")
        #expect(OutputLayout.relativeURL(from: [], to: ["ko", "index.html"]) == "ko/index.html")
        // Written into a string of the exact size: multi-byte names, and results past a small string's 15 bytes.
        #expect(OutputLayout.relativeURL(from: ["ko", "가"], to: ["ko", "나다", "index.html"]) == "../나다/index.html")
        #expect(OutputLayout.relativeURL(from: ["compare", "a", "b"], toPage: PageID("a/탭-바"), in: .ko) == "../../../ko/a/탭-바/index.html")
    }

    @Test func linksToPagesAreTheGeneralRelativeURLs() {
        let ids = [PageID.home, PageID("bars"), PageID("bars/tab-bars"), PageID("bars/tab-bars/more"), PageID("controls/switches")]
        let folders = [[], ["ko"], ["en"], ["compare", "bars", "tab-bars"]] + ids.flatMap { id in
            [OutputLayout.folder(of: id, in: .ko), OutputLayout.folder(of: id, in: .en)]
        }
        for folder in folders {
            for id in ids {
                for language in [Language.ko, .en] {
                    #expect(OutputLayout.relativeURL(from: folder, toPage: id, in: language)
                            == OutputLayout.relativeURL(from: folder, to: OutputLayout.file(of: id, in: language)), "\(folder) \(id)")
                }
            }
        }
    }

    @Test func pageIDsFromFiles() {
        #expect(PageID(filePath: ["bars", "tab-bars.md"]) == PageID("bars/tab-bars"))
        #expect(PageID(filePath: ["bars", "_index.md"]) == PageID("bars"))
        #expect(PageID(filePath: ["_index.md"]) == .home)
        #expect(PageID(filePath: ["bars", "notes.txt"]) == nil)
        #expect(PageID(filePath: ["bars", ".md"]) == PageID(components: ["bars", ""]))
        #expect(PageID(filePath: ["bars", "md"]) == nil)
        #expect(PageID(filePath: ["바", "탭.md"]) == PageID(components: ["바", "탭"]), "a name that is not ASCII, by Characters")
        #expect(PageID(filePath: ["탭.md\u{301}"]) == nil)
        #expect(!PageID("Bars/Tab_Bars").isValid)
        #expect(!PageID(components: ["..", "etc"]).isValid)
        #expect(PageID("bars/tab-bars").isValid)
    }
}

import HIGControls

/// Where every page goes in the output folder, and how pages link to each other.
///
/// Pages get pretty URLs (`ko/bars/tab-bars/index.html`), and every internal link is
/// relative and names `index.html` explicitly, so the folder works under any sub-path of a
/// host and when opened from `file://`, where a folder URL would show a directory listing.
enum OutputLayout {
    /// The folder a page is written to, as path components under the output folder.
    package static func folder(of id: PageID, in language: Language) -> [String] {
        [language.rawValue] + id.components
    }

    /// The page's file under the output folder.
    package static func file(of id: PageID, in language: Language) -> [String] {
        folder(of: id, in: language) + ["index.html"]
    }

    /// Page `number` of the listing of a home or section page: the page's own file for the
    /// first, `index-2.html`, `index-3.html`, … beside it for the others. A page id has no dot,
    /// so no page's folder can take one of these names.
    static func listingFile(of id: PageID, in language: Language, page number: Int) -> [String] {
        folder(of: id, in: language) + [number == 1 ? "index.html" : "index-\(number).html"]
    }

    /// A relative URL from a page in `folder` to the file `target` (both under the output root).
    static func relativeURL(from folder: [String], to target: [String]) -> String {
        relativeURL(from: folder, toFileIn: target.count - 1, component: { target[$0] }, named: target[target.count - 1])
    }

    /// From `folder` to a published image (``ContentAsset/outputPath``), each name percent-encoded.
    static func relativeURL(from folder: [String], toImage path: [String]) -> String {
        let encoded = path.map(PercentDecoding.encodedName)
        return relativeURL(from: folder, toFileIn: encoded.count - 1, component: { encoded[$0] }, named: encoded[encoded.count - 1])
    }

    /// `relativeURL(from: folder, to: file(of: id, in: language))`, without building the
    /// target's path: pages link to dozens of others each.
    static func relativeURL(from folder: [String], toPage id: PageID, in language: Language) -> String {
        let components = id.components
        return relativeURL(from: folder, toFileIn: components.count + 1, component: { $0 == 0 ? language.rawValue : components[$0 - 1] },
                           named: "index.html")
    }

    /// From `folder` to the file `name` in the folder of `depth` components, `component(i)` each.
    private static func relativeURL(from folder: [String], toFileIn depth: Int, component: (Int) -> String, named name: String) -> String {
        var common = 0
        while common < folder.count, common < depth, folder[common] == component(common) {
            common += 1
        }
        // Written once into a string of the exact size: appending piece by piece cost more than
        // the rest of making a page's navigation (a short result stays a small string).
        let ups = folder.count - common
        var length = 3 * ups + name.utf8.count
        for index in common..<depth { length += component(index).utf8.count + 1 }
        return String(assemblingUTF8: length) { url in
            for _ in 0..<ups {
                url.append(UInt8(ascii: ".")); url.append(UInt8(ascii: ".")); url.append(UInt8(ascii: "/"))
            }
            for index in common..<depth {
                url.append(component(index))
                url.append(UInt8(ascii: "/"))
            }
            url.append(name)
        }
    }

    /// The relative path from a folder back to the output root: `"../../"`, or `""` at the root.
    static func rootPrefix(from folder: [String]) -> String {
        String(repeating: "../", count: folder.count)
    }

    /// A rule's page: `ko/rules/tab-bar.tab-count/index.html`.
    static func ruleFile(_ id: String, in language: Language) -> [String] {
        [language.rawValue, "rules", id, "index.html"]
    }

    /// A language's Atom feed of its What's new page: `ko/feed.xml`.
    static func feedFile(in language: Language) -> [String] {
        [language.rawValue, "feed.xml"]
    }

    /// The public, pretty URL of a page under `baseURL` (for sitemaps and canonical links);
    /// of its listing's page `listingPage` when that is not the first.
    static func absoluteURL(of id: PageID, in language: Language, baseURL: String, listingPage: Int = 1) -> String {
        baseURL + "/" + folder(of: id, in: language).joined(separator: "/") + "/" + (listingPage == 1 ? "" : "index-\(listingPage).html")
    }
}

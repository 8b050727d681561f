import HIGControls

/// Where every page goes in the output folder, and how pages link to each other.
///
/// Pages get pretty URLs (`ko/bars/tab-bars/index.html`), and every internal link is
/// relative and names `index.html` explicitly, so the folder works under any sub-path of a
/// host and when opened from `file://`, where a folder URL would show a directory listing.
public enum OutputLayout {
    /// The folder a page is written to, as path components under the output folder.
    public static func folder(of id: PageID, in language: Language) -> [String] {
        [language.rawValue] + id.components
    }

    /// The page's file under the output folder.
    public static func file(of id: PageID, in language: Language) -> [String] {
        folder(of: id, in: language) + ["index.html"]
    }

    /// A relative URL from a page in `folder` to the file `target` (both under the output root).
    public static func relativeURL(from folder: [String], to target: [String]) -> String {
        relativeURL(from: folder, toFileIn: target.count - 1, component: { target[$0] }, named: target[target.count - 1])
    }

    /// `relativeURL(from: folder, to: file(of: id, in: language))`, without building the
    /// target's path: pages link to dozens of others each.
    public static func relativeURL(from folder: [String], toPage id: PageID, in language: Language) -> String {
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
        return String(unsafeUninitializedCapacity: length) { buffer in
            var offset = 0
            func put(_ text: String) {
                var text = text
                text.withUTF8 { bytes in
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[offset...]).initialize(fromContentsOf: bytes)
                    offset += bytes.count
                }
            }
            for _ in 0..<ups {
                buffer[offset] = UInt8(ascii: "."); buffer[offset + 1] = UInt8(ascii: "."); buffer[offset + 2] = UInt8(ascii: "/")
                offset += 3
            }
            for index in common..<depth {
                put(component(index))
                buffer[offset] = UInt8(ascii: "/")
                offset += 1
            }
            put(name)
            return offset
        }
    }

    /// The relative path from a folder back to the output root: `"../../"`, or `""` at the root.
    public static func rootPrefix(from folder: [String]) -> String {
        String(repeating: "../", count: folder.count)
    }

    /// A rule's page: `ko/rules/tab-bar.tab-count/index.html`.
    public static func ruleFile(_ id: String, in language: Language) -> [String] {
        [language.rawValue, "rules", id, "index.html"]
    }

    /// The public, pretty URL of a page under `baseURL` (for sitemaps and canonical links).
    public static func absoluteURL(of id: PageID, in language: Language, baseURL: String) -> String {
        baseURL + "/" + folder(of: id, in: language).joined(separator: "/") + "/"
    }
}

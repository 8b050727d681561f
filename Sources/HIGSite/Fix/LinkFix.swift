import HIGControls

/// The edit a link's single "did you mean" stands for: the destination's path becomes the
/// relative path to the suggested page's file, or the image's path with the suggested name; its
/// fragment the suggested anchor; a `rule:` link's id the suggested rule. The rest of the
/// destination stays as written.
enum LinkFix {
    static func make(_ suggestion: LinkSuggestion, for link: MarkdownLink, on page: Page, in site: Site, locator: FixLocator) -> Fix? {
        guard let start = locator.destination(of: link) else { return nil }
        let destination = Array(link.destination.utf8)
        // The destination's path: what comes before a `?` or `#`.
        var path: String {
            String(decoding: destination.prefix { $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#") }, as: UTF8.self)
        }
        switch suggestion {
        case .page(let id):
            guard let target = site.page(id, in: page.language) else { return nil }
            return locator.fix(at: start, old: path, new: relativePath(from: page.file, to: target.file))
        case .file(let suggested):
            return locator.fix(at: start, old: path, new: suggested)
        case .anchor(let anchor):
            guard let hash = destination.firstIndex(of: UInt8(ascii: "#")), isPlainDestination(anchor) else { return nil }
            let old = String(decoding: destination[(hash + 1)...], as: UTF8.self)
            return locator.fix(at: start + hash + 1, old: old, new: anchor)
        case .rule(let id):
            let scheme = "rule:".utf8.count
            guard destination.count > scheme else { return nil }
            return locator.fix(at: start + scheme, old: String(decoding: destination[scheme...], as: UTF8.self), new: id)
        }
    }

    /// The path from `file`'s folder to `target`, as a Git host resolves it: `../bars/tab-bars.md`.
    static func relativePath(from file: ContentFile, to target: ContentFile) -> String {
        relativePath(from: file, to: target.relativePath)
    }

    /// The path from `file`'s folder to the file at `target` in the same language folder.
    static func relativePath(from file: ContentFile, to target: [String]) -> String {
        let folder = file.relativePath.dropLast()
        var shared = 0
        while shared < folder.count, shared < target.count - 1, folder[folder.startIndex + shared] == target[shared] {
            shared += 1
        }
        let up = Array(repeating: "..", count: folder.count - shared)
        return (up + target[shared...]).joined(separator: "/")
    }

    /// Whether `text` can stand in a destination as it is: no blank, bracket, angle bracket,
    /// backslash, `&` or control character that Markdown would read otherwise.
    static func isPlainDestination(_ text: String) -> Bool {
        !text.isEmpty && !text.unicodeScalars.contains { scalar in
            scalar.value < 0x21 || scalar.value == 0x7F || "()<>\\&".unicodeScalars.contains(scalar)
        }
    }
}

import HIGControls

/// "did you mean …" notes for the common slips: a missing letter, a wrong section folder,
/// a page named by its title instead of its id.
enum Suggestions {
    /// `["'a'", "'b'"]` → `["did you mean 'a' or 'b'?"]`; nothing for no candidates.
    static func didYouMean(_ quoted: [String]) -> [String] {
        switch quoted.count {
        case 0: []
        case 1: ["did you mean \(quoted[0])?"]
        default: ["did you mean \(quoted.dropLast().joined(separator: ", ")) or \(quoted.last!)?"]
        }
    }

    /// The candidate when there is exactly one: a fix is applied only when nothing is left to choose.
    static func single(_ candidates: [String]) -> String? {
        candidates.count == 1 ? candidates[0] : nil
    }

    /// The one page whose id differs from `id` only in case (`Bars/Tab-Bars` for `bars/tab-bars`).
    static func caseOnly(_ id: PageID, in pages: [Page]) -> String? {
        let folded = id.description.lowercased()
        let matches = pages.filter { $0.id != id && $0.id.description.lowercased() == folded }
        return matches.count == 1 ? matches[0].id.description : nil
    }

    /// Ids of pages that `id` was probably meant to name, best first. A page that differs only
    /// in case is the single answer: nothing else is as likely, and `check --fix` can apply it.
    static func pages(near id: PageID, in pages: [Page], limit: Int = 3) -> [String] {
        if let exact = caseOnly(id, in: pages) { return [exact] }
        let target = id.description
        let name = id.components.last ?? ""
        var result: [String] = []
        func add(_ candidate: String) {
            if !result.contains(candidate) { result.append(candidate) }
        }
        // The right file in another section folder.
        for page in pages where page.id.components.last == name && page.id != id {
            add(page.id.description)
        }
        for candidate in EditDistance.nearest(to: target, in: pages.map(\.id.description), limit: limit) {
            add(candidate)
        }
        // A file named after the page's title rather than its id.
        let byTitle = Dictionary(pages.map { (Slug.make($0.title), $0.id.description) }, uniquingKeysWith: { first, _ in first })
        for slug in EditDistance.nearest(to: name, in: byTitle.keys.filter { !$0.isEmpty }, limit: limit) {
            add(byTitle[slug]!)
        }
        return Array(result.prefix(limit))
    }
}

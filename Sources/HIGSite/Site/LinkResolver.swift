import HIGControls
import Foundation

/// What a link in the content points at, once resolved against the site.
enum LinkTarget: Hashable, Sendable {
    /// `https://…`, `mailto:…`: left exactly as written.
    case external(String)
    /// A page with an optional anchor: in the link's own language, or in the other one while
    /// the page has no translation yet.
    case page(PageID, anchor: String?, language: Language)
    /// `rule:tab-bar.tab-count`: the rule's page in the link's language.
    case rule(String)
    /// An image of the language folder (``ContentAsset``), by its path in that folder.
    case image(language: Language, path: [String])
}

/// The outcome of resolving one link: where it goes (nil when broken) and what to report.
struct LinkResolution: Hashable, Sendable {
    package var target: LinkTarget?
    package var problem: Problem?
    package var notes: [String] = []
    /// The one place the link was probably meant to name, when the notes suggest exactly one:
    /// what `check --fix` writes in its place.
    var suggestion: LinkSuggestion? = nil
}

/// A single "did you mean" for a broken link: the part of the destination to write instead.
enum LinkSuggestion: Hashable, Sendable {
    /// The page (in the link's language) for the destination's path.
    case page(PageID)
    /// The anchor for the destination's fragment.
    case anchor(String)
    /// The rule id for a `rule:` link.
    case rule(String)
    /// The path to write for a file link's path (an image's name as the folder has it).
    case file(String)
}

/// Resolves the relative `.md` links of the content as a Git host would, then checks that the
/// page and the anchor exist, suggesting the nearest ones when they do not.
struct LinkResolver: Sendable {
    package let site: Site
    package let ruleIDs: Set<String>

    package init(site: Site, ruleIDs: Set<String> = []) {
        self.site = site
        self.ruleIDs = ruleIDs
    }

    package func resolve(_ destination: String, from page: Page) -> LinkResolution {
        if destination.isEmpty || Self.hasScheme(destination) || destination.hasPrefix("//") {
            if destination.lowercased().hasPrefix("rule:") {
                let id = String(destination.dropFirst("rule:".count))
                if ruleIDs.contains(id) { return LinkResolution(target: .rule(id)) }
                let nearest = EditDistance.nearest(to: id, in: ruleIDs)
                return LinkResolution(target: nil, problem: .link(.unknownRule(id)), notes: Suggestions.didYouMean(nearest.map { "'\($0)'" }),
                                      suggestion: Suggestions.single(nearest).map(LinkSuggestion.rule))
            }
            return LinkResolution(target: .external(destination))
        }
        let (path, fragment) = Self.split(destination)
        let anchor = fragment.map(Self.normalizedAnchor).flatMap { $0.isEmpty ? nil : $0 }

        let targetID: PageID
        if path.isEmpty {
            targetID = page.id
        } else {
            switch Self.pageID(of: path, from: page) {
            case .success(let id): targetID = id
            case .failure(let problem): return file(path, from: page) ?? withoutExtension(path, problem, from: page)
            }
        }

        let language = page.language
        if let target = site.page(targetID, in: language) {
            return check(anchor, on: target, linkedFrom: page)
        }
        if site.drafts[language]?.contains(targetID) == true {
            return LinkResolution(target: nil, problem: .link(.linkToDraft(targetID.description)))
        }
        if let twin = site.page(targetID, in: language.other) {
            // Until the page is translated the link leads to the original, so a half-translated
            // site still builds; translators see a warning.
            var resolution = check(anchor, on: twin, linkedFrom: page)
            if resolution.problem == nil {
                resolution.problem = .translation(.linkToOtherLanguage(page: targetID.description, other: language.other))
            }
            return resolution
        }
        let nearest = Suggestions.pages(near: targetID, in: site.pages(in: language))
        return LinkResolution(target: nil, problem: .link(.brokenLink(targetID.description)), notes: Suggestions.didYouMean(nearest.map { "'\($0)'" }),
                              suggestion: Suggestions.single(nearest).map { .page(PageID($0)) })
    }

    /// A destination that names a file other than a page (its name has an extension besides
    /// `.md`): an image the site publishes, or why it is none. Nil for a path that leaves the
    /// language folder, or names no file by its extension.
    private func file(_ path: String, from page: Page) -> LinkResolution? {
        guard case .success(let found) = Self.components(of: path, from: page), !found.isFolder, let name = found.names.last,
              let fileExtension = ContentAsset.fileExtension(of: name), fileExtension != "md" else { return nil }
        let components = found.names
        if site.assets[page.language]?[components] != nil {
            return LinkResolution(target: .image(language: page.language, path: components))
        }
        let shown = ([page.file.displayRoot, page.language.rawValue] + components).joined(separator: "/")
        guard ContentAsset.publishedExtensions.contains(fileExtension) else {
            return LinkResolution(target: nil, problem: .link(.unpublishedFile(path, fileExtension: fileExtension)))
        }
        let nearest = nearestImages(to: components, in: page.language).map { name in
            // The path as written, its last name replaced (percent-encoded, as a destination holds it).
            String(path[..<(path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex)]) + PercentDecoding.encodedName(name)
        }
        return LinkResolution(target: nil, problem: .link(.missingImage(path, looked: shown)), notes: Suggestions.didYouMean(nearest.map { "'\($0)'" }),
                              suggestion: Suggestions.single(nearest).map(LinkSuggestion.file))
    }

    /// Names of the images in the folder of `components` that it was probably meant to name: the
    /// one that differs only in case (a Mac's disk finds `Shot.png` for `shot.png`, a web server
    /// does not), else the nearest by edit distance.
    private func nearestImages(to components: [String], in language: Language) -> [String] {
        let folder = Array(components.dropLast()), name = components[components.count - 1]
        let names = (site.assets[language] ?? [:]).keys.filter { Array($0.dropLast()) == folder }.map { $0[$0.count - 1] }.sorted()
        let sameButCase = names.filter { $0.lowercased() == name.lowercased() }
        return sameButCase.count == 1 ? sameButCase : EditDistance.nearest(to: name, in: names)
    }

    /// A link written without `.md` (`tab-bars`, as a wiki writes it) that names a page once the
    /// extension is added: that page is the single suggestion, and `check --fix` adds the extension.
    private func withoutExtension(_ path: String, _ problem: Problem, from page: Page) -> LinkResolution {
        guard case .link(.linkToNonPage) = problem, !path.hasSuffix("/"), !(path.split(separator: "/").last?.contains(".") ?? true),
              case .success(let id) = Self.pageID(of: path + ".md", from: page) else {
            return LinkResolution(target: nil, problem: problem)
        }
        let pages = site.pages(in: page.language)
        let exact = pages.contains { $0.id == id } ? id.description : Suggestions.caseOnly(id, in: pages)
        guard let exact else { return LinkResolution(target: nil, problem: problem) }
        return LinkResolution(target: nil, problem: problem, notes: Suggestions.didYouMean(["'\(exact)'"]), suggestion: .page(PageID(exact)))
    }

    private func check(_ anchor: String?, on target: Page, linkedFrom page: Page) -> LinkResolution {
        let resolved = LinkTarget.page(target.id, anchor: anchor, language: target.language)
        guard let anchor, !target.hasAnchor(anchor) else { return LinkResolution(target: resolved) }
        var notes: [String] = []
        var suggestion: LinkSuggestion?
        let nearest = EditDistance.nearest(to: anchor, in: target.anchors)
        if let twin = site.page(target.id, in: target.language.other), twin.hasAnchor(anchor) {
            // The anchor is right and the translation is missing: nothing to replace.
            notes.append("'#\(anchor)' is on the \(twin.language.englishName) page (\(twin.file.displayPath)); "
                + "the guideline has not been translated on this one yet")
        } else {
            suggestion = Suggestions.single(nearest).map(LinkSuggestion.anchor)
        }
        notes += Suggestions.didYouMean(nearest.map { "'#\($0)'" })
        return LinkResolution(target: nil, problem: .link(.brokenAnchor(anchor: anchor, page: target.id.description)), notes: notes,
                              suggestion: suggestion)
    }

    /// Resolves a relative file path against the linking page's folder, within its language.
    static func pageID(of path: String, from page: Page) -> Result<PageID, Problem> {
        let found: (names: [String], isFolder: Bool)
        switch Self.components(of: path, from: page) {
        case .success(let components): found = components
        case .failure(let problem): return .failure(problem)
        }
        guard !found.isFolder, let id = PageID(filePath: found.names) else {
            return .failure(.link(.linkToNonPage(path)))
        }
        return .success(id)
    }

    /// The names of a relative file path from the linking page's folder, within its language
    /// folder, and whether the path ends in `/` (names a folder).
    private static func components(of path: String, from page: Page) -> Result<(names: [String], isFolder: Bool), Problem> {
        guard path.utf8.first != UInt8(ascii: "/") else { return .failure(.link(.linkToNonPage(path))) }
        let decoded = path.percentDecoded.nfc
        var components = Array(page.file.relativePath.dropLast())
        // By bytes, as the file system splits paths (and without grapheme breaking per link):
        // no other text is canonically equivalent to `.` or `..`, so comparing bytes is exact.
        for part in decoded.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
            if part.elementsEqual(".".utf8) { continue }
            if part.elementsEqual("..".utf8) {
                guard !components.isEmpty else { return .failure(.link(.linkLeavesContent(path))) }
                components.removeLast()
            } else {
                components.append(String(Substring(part)))
            }
        }
        return .success((components, decoded.utf8.last == UInt8(ascii: "/")))
    }

    /// `https:`, `mailto:`, `rule:` …: a scheme is letters, digits, `+ . -` before a colon.
    static func hasScheme(_ destination: String) -> Bool {
        // Over bytes: this runs for every link of every page.
        var isFirst = true
        for byte in destination.utf8 {
            if byte == UInt8(ascii: ":") { return !isFirst }
            let isLetter = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            if isFirst {
                guard isLetter else { return false }
                isFirst = false
            } else if !(isLetter || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                        || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")) {
                return false
            }
        }
        return false
    }

    /// A destination's path (before any `?`) and its fragment: everything after the first `#`,
    /// as a URL has it. Over the bytes: this runs for every link of every page.
    static func split(_ destination: String) -> (path: String, fragment: String?) {
        // `#` and `?` are ASCII, so the offsets found over the bytes fall between scalars.
        var beforeHash = destination[...], fragment: Substring?
        if let hash = destination.firstUTF8Offset(of: UInt8(ascii: "#")) {
            (beforeHash, fragment) = destination.splitUTF8(at: hash)
        }
        let path = beforeHash.firstUTF8Offset(of: UInt8(ascii: "?")).map { beforeHash.splitUTF8(at: $0).0 } ?? beforeHash
        return (String(path), fragment.map { String(Substring($0.utf8.dropFirst())) })
    }

    /// Korean fragments arrive percent-encoded from Git hosts and browsers, in NFC or NFD.
    static func normalizedAnchor(_ fragment: String) -> String {
        fragment.percentDecoded.nfc
    }
}

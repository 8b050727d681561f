import Foundation

/// What a link in the content points at, once resolved against the site.
public enum LinkTarget: Hashable, Sendable {
    /// `https://…`, `mailto:…`: left exactly as written.
    case external(String)
    /// Another page (or the same one) of the same language, with an optional anchor.
    case page(PageID, anchor: String?)
}

/// Resolves the relative `.md` links of the content as a Git host would, then checks that the
/// page and the anchor exist in the same language.
public struct LinkResolver: Sendable {
    public let site: Site

    public init(site: Site) {
        self.site = site
    }

    public func resolve(_ destination: String, from page: Page) -> Result<LinkTarget, Problem> {
        if destination.isEmpty || Self.hasScheme(destination) || destination.hasPrefix("//") {
            if destination.lowercased().hasPrefix("rule:") {
                return .failure(.unknownRule(String(destination.dropFirst("rule:".count))))
            }
            return .success(.external(destination))
        }
        let (path, fragment) = Self.split(destination)
        let anchor = fragment.map(Self.normalizedAnchor)

        let targetID: PageID
        if path.isEmpty {
            targetID = page.id
        } else {
            guard !path.hasPrefix("/") else { return .failure(.linkToNonPage(destination)) }
            let decoded = (path.removingPercentEncoding ?? path).precomposedStringWithCanonicalMapping
            var components = Array(page.file.relativePath.dropLast())
            for part in decoded.split(separator: "/", omittingEmptySubsequences: true) {
                switch part {
                case ".": continue
                case "..":
                    guard !components.isEmpty else { return .failure(.linkLeavesContent(destination)) }
                    components.removeLast()
                default: components.append(String(part))
                }
            }
            guard !decoded.hasSuffix("/"), let id = PageID(filePath: components) else {
                return .failure(.linkToNonPage(destination))
            }
            targetID = id
        }

        guard let target = site.page(targetID, in: page.language) else {
            if site.drafts[page.language]?.contains(targetID) == true {
                return .failure(.linkToDraft(targetID.description))
            }
            return .failure(.brokenLink(targetID.description))
        }
        if let anchor, !anchor.isEmpty, !target.anchors.contains(anchor) {
            return .failure(.brokenAnchor(anchor: anchor, page: targetID.description))
        }
        return .success(.page(targetID, anchor: anchor?.isEmpty == true ? nil : anchor))
    }

    /// `https:`, `mailto:`, `rule:` …: a scheme is letters, digits, `+ . -` before a colon.
    static func hasScheme(_ destination: String) -> Bool {
        guard let colon = destination.firstIndex(of: ":") else { return false }
        let scheme = destination[..<colon]
        guard let first = scheme.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else {
            return false
        }
        return scheme.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "+.-".unicodeScalars.contains($0)
        } && !scheme.contains("/")
    }

    static func split(_ destination: String) -> (path: String, fragment: String?) {
        var path = destination
        var fragment: String?
        if let hash = path.firstIndex(of: "#") {
            fragment = String(path[path.index(after: hash)...])
            path = String(path[..<hash])
        }
        if let query = path.firstIndex(of: "?") {
            path = String(path[..<query])
        }
        return (path, fragment)
    }

    /// Korean fragments arrive percent-encoded from Git hosts and browsers, in NFC or NFD.
    static func normalizedAnchor(_ fragment: String) -> String {
        (fragment.removingPercentEncoding ?? fragment).precomposedStringWithCanonicalMapping
    }
}

import Foundation

/// `higsite init --theme` turns the theme it wrote on in the site's `higsite.yaml`, so that an
/// edited template shows at the next build without another step.
extension StarterSite {
    /// What `init --theme` did to the site's configuration.
    public enum ThemeSetting: Equatable, Sendable {
        /// `templates: templates` was added, or the starter's commented line taken in.
        case turnedOn
        /// There was no `higsite.yaml`: one was written with that line alone.
        case created
        case alreadyOn
        /// The configuration names another theme folder; it is left as it is.
        case otherTemplates(String)
    }

    /// The line that makes a site build with the `templates/` folder beside its configuration.
    static let themeLine = "templates: templates"

    /// Makes the `higsite.yaml` in `folder` build with `templates/` (see ``themeSetting(of:)``),
    /// writing it in place without following a link out of `folder`, or making it when missing.
    public static func useTheme(in folder: UserPath) throws(Failure) -> ThemeSetting {
        let (root, _) = try openBoundary(folder)
        let name = SiteConfiguration.fileName
        let shown = folder.display == "." ? name : folder.display + "/" + name
        do {
            let (bytes, identity) = try root.read(name)
            let (text, setting) = themeSetting(of: String(decoding: bytes, as: UTF8.self))
            if let text { try root.replace(name, with: Array(text.utf8), expected: identity) }
            return setting
        } catch where error.code == ENOENT {
            do {
                try root.create(name, bytes: Array((themeLine + "\n").utf8))
            } catch {
                throw .io(path: shown, reason: error.reason)
            }
            return .created
        } catch where error.isLinkOrEscape {
            throw .linkLeadsOutside(path: shown, folder: folder.display)
        } catch {
            throw .io(path: shown, reason: error.reason)
        }
    }

    /// A configuration's text with its theme folder set to `templates`, and what changed: nil
    /// text when it stays as it is. A top-level `templates:` key wins as written; otherwise the
    /// first `# templates: templates` comment (as the starter writes it) becomes the key, or the
    /// key is added at the end. Nothing else of the file changes.
    static func themeSetting(of text: String) -> (text: String?, setting: ThemeSetting) {
        var lines = text.components(separatedBy: "\n")
        var commented: Int?
        for (index, line) in lines.enumerated() {
            if line.hasPrefix("templates:") {
                var value = line.dropFirst("templates:".count).trimmingCharacters(in: .whitespaces)
                if let comment = value.range(of: " #") { value = String(value[..<comment.lowerBound]) }
                value = value.trimmingCharacters(in: CharacterSet(charactersIn: "\"' "))
                return (nil, value == "templates" || value == "templates/" ? .alreadyOn : .otherTemplates(value))
            }
            if commented == nil, line.hasPrefix("#"),
               line.dropFirst().trimmingCharacters(in: .whitespaces).replacingOccurrences(of: " ", with: "") == "templates:templates" {
                commented = index
            }
        }
        if let commented {
            lines[commented] = themeLine
            return (lines.joined(separator: "\n"), .turnedOn)
        }
        let separator = text.isEmpty || text.hasSuffix("\n") ? "" : "\n"
        return (text + separator + themeLine + "\n", .turnedOn)
    }
}

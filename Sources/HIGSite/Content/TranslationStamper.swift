import HIGControls
import Foundation

/// `higsite check --stamp FILE…`: records in a translation which version of its original it
/// was translated from, by writing `translated-from: <hash>` into its front matter and leaving
/// every other byte of the file as it was.
public enum TranslationStamper {
    public struct Stamp: Hashable, Sendable {
        public var file: String
        public var hash: String
    }

    public enum StampError: Error, Equatable, CustomStringConvertible {
        case notAContentPage(String)
        case noTwin(file: String, twin: String)
        case unreadable(file: String)

        public var description: String {
            switch self {
            case .notAContentPage(let file):
                "\(file): error: not a page of the content folder (content/ko/… or content/en/…)"
            case .noTwin(let file, let twin):
                "\(file): error: nothing to stamp: there is no original at \(twin)"
            case .unreadable(let file):
                "\(file): error: cannot read the file or its front matter; fix the errors 'higsite check' reports first"
            }
        }
    }

    public static func stamp(_ files: [UserPath], content: UserPath) throws -> [Stamp] {
        let root = (try? RealPath.resolve(content.url.path)) ?? content.url.path
        var stamps: [Stamp] = []
        for file in files {
            guard let path = try? RealPath.resolve(file.url.path), path != root, RealPath.isInside(path, folder: root) else {
                throw StampError.notAContentPage(file.display)
            }
            let components = path.dropFirst(root.count + 1).split(separator: "/").map { String($0).precomposedStringWithCanonicalMapping }
            guard components.count >= 2, let language = Language(rawValue: components[0]), components.last!.hasSuffix(".md") else {
                throw StampError.notAContentPage(file.display)
            }
            let relative = Array(components.dropFirst())
            let twinURL = relative.reduce(content.url.appendingPathComponent(language.other.rawValue)) { $0.appendingPathComponent($1) }
            let twinDisplay = ([content.display, language.other.rawValue] + relative).joined(separator: "/")
            guard let twinText = try? String(contentsOf: twinURL, encoding: .utf8) else {
                throw StampError.noTwin(file: file.display, twin: twinDisplay)
            }
            let twin = SplitSource(twinText.replacingOccurrences(of: "\r\n", with: "\n"))
            guard let twinYAML = twin.yaml, let twinFrontMatter = FrontMatter.parse(yaml: twinYAML).0 else {
                throw StampError.unreadable(file: twinDisplay)
            }
            let hash = TranslationHash.of(frontMatter: twinFrontMatter, body: twin.body)
            guard let text = try? String(contentsOf: file.url, encoding: .utf8), let stamped = Self.write(hash, into: text) else {
                throw StampError.unreadable(file: file.display)
            }
            if stamped != text {
                try Data(stamped.utf8).write(to: file.url, options: .atomic)
            }
            stamps.append(Stamp(file: file.display, hash: hash))
        }
        return stamps
    }

    /// Replaces the `translated-from:` line of the front matter, or adds one before its closing
    /// `---`; nil when the text has no front matter.
    static func write(_ hash: String, into text: String) -> String? {
        let newline = text.contains("\r\n") ? "\r\n" : "\n"
        var lines = text.components(separatedBy: newline)
        guard lines.first == "---", let closing = lines.dropFirst().firstIndex(where: { $0 == "---" || $0 == "..." }) else {
            return nil
        }
        let line = "translated-from: \(hash)"
        if let existing = lines[1..<closing].firstIndex(where: { $0.hasPrefix("translated-from:") }) {
            lines[existing] = line
        } else {
            lines.insert(line, at: closing)
        }
        return lines.joined(separator: newline)
    }
}

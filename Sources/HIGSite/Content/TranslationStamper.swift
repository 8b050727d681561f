import HIGControls
import Foundation

/// `higsite check --stamp FILE…`: records in a translation which version of its original it
/// was translated from, by writing `translated-from: <hash>` into its front matter and leaving
/// every other byte of the file as it was.
package enum TranslationStamper {
    package struct Stamp: Hashable, Sendable {
        package var file: String
        package var hash: String
    }

    package enum StampError: Error, Equatable, CustomStringConvertible {
        case notAContentPage(String)
        case noTwin(file: String, twin: String)
        case unreadable(file: String)
        case changedMeanwhile(file: String)
        case io(file: String, reason: String)

        package var description: String {
            switch self {
            case .notAContentPage(let file):
                "\(file): error: not a page of the content folder (content/ko/… or content/en/…)"
            case .noTwin(let file, let twin):
                "\(file): error: nothing to stamp: there is no original at \(twin)"
            case .unreadable(let file):
                "\(file): error: cannot read the file or its front matter; fix the errors 'higsite check' reports first"
            case .changedMeanwhile(let file):
                "\(file): error: not stamped: the file changed while it was being stamped; run 'higsite check --stamp' again"
            case .io(let file, let reason):
                "\(file): error: cannot write the stamp: \(reason)"
            }
        }
    }

    package static func stamp(_ files: [UserPath], content: UserPath) throws -> [Stamp] {
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
            // Opened by the names on disk, which NFC may have changed.
            try stamp(hash, into: path.dropFirst(root.count + 1).split(separator: "/").map(String.init), root: root, display: file.display)
            stamps.append(Stamp(file: file.display, hash: hash))
        }
        return stamps
    }

    /// Writes `hash` into the page at `components` below `root` (real paths), read and replaced
    /// beneath the content folder without following a link (``OpenFolder``).
    private static func stamp(_ hash: String, into components: [String], root: String, display: String) throws {
        do {
            let folder = try OpenFolder(realPath: root).folder(components.dropLast().joined(separator: "/"))
            let read = try folder.read(components.last!)
            guard let text = String(validating: read.bytes, as: UTF8.self), let stamped = Self.write(hash, into: text) else {
                throw StampError.unreadable(file: display)
            }
            if stamped != text {
                try folder.replace(components.last!, with: Array(stamped.utf8), expected: read.identity)
            }
        } catch let error as FileSystemError where error.isLinkOrEscape {
            throw StampError.notAContentPage(display)
        } catch let error as FileSystemError where error == .changedMeanwhile {
            throw StampError.changedMeanwhile(file: display)
        } catch let error as FileSystemError {
            throw StampError.io(file: display, reason: error.reason)
        }
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

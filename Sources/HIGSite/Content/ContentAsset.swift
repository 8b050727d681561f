import Foundation
import HIGControls

/// An image stored beside the pages of a language folder (`content/ko/bars/tab-bar.png`), which
/// the site publishes at the same place under the language's output folder
/// (`ko/bars/tab-bar.png`) for pages to show. Raster images only: an SVG file may hold a script,
/// which would run at the site's address if a reader opened the file itself.
package struct ContentAsset: Hashable, Sendable {
    package var language: Language
    /// The path inside the language folder, each name in NFC as page paths are.
    var relativePath: [String]
    var url: URL
    var stamp: FileStamp

    /// The extensions (lower case) of the images the site publishes: PNG, JPEG, GIF, WebP, AVIF.
    static let publishedExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "webp", "avif"]
    /// higsite's limit for one image (the import's limit for a file it copies): larger files
    /// are refused with a message, not read into memory.
    static let maximumBytes: Int64 = 64 << 20

    /// The lower-case extension of `name` (`shot.PNG` → `png`), or nil when it has none.
    static func fileExtension(of name: String) -> String? {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        return name[name.index(after: dot)...].lowercased()
    }

    /// Whether a file of this name is an image the site publishes.
    static func isPublished(_ name: String) -> Bool {
        fileExtension(of: name).map(publishedExtensions.contains) ?? false
    }

    /// Where the image goes in the output: `ko/bars/tab-bar.png`.
    var outputPath: [String] { [language.rawValue] + relativePath }

    /// The path shown in diagnostics: `content/ko/bars/tab-bar.png`.
    func displayPath(root: String) -> String {
        ([root, language.rawValue] + relativePath).joined(separator: "/")
    }
}

extension ContentAsset {
    /// Why an image the check found could not be published.
    struct ReadFailure: Error, CustomStringConvertible, Equatable {
        var path: String
        var reason: String

        var description: String { "cannot publish \(path): \(reason) (it changed during the build); build again" }
    }

    /// The image's bytes, read through the content folder held open (``OpenFolder``): the path,
    /// its links resolved, must still lead inside the content (`root`, resolved), and the file is
    /// opened beneath it without following a link, non-blocking, as a regular file of at most
    /// ``maximumBytes``. It may have changed since it was listed.
    func contents(root: String, displayRoot: String) throws(ReadFailure) -> [UInt8] {
        let shown = displayPath(root: displayRoot)
        guard let real = try? RealPath.resolve(url.path), RealPath.isInside(real, folder: root), real != root else {
            throw ReadFailure(path: shown, reason: "it is no longer a regular file inside the content folder")
        }
        do {
            return try OpenFolder(realPath: root).read(String(real.dropFirst(root == "/" ? 1 : root.count + 1)),
                                                       maximumBytes: Int(Self.maximumBytes)).bytes
        } catch {
            throw ReadFailure(path: shown, reason: error.reason)
        }
    }
}

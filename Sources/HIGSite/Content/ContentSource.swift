import HIGControls
import Foundation

/// A Markdown file found under `content/<lang>/`.
package struct ContentFile: Hashable, Sendable {
    package var language: Language
    /// Path components under the language folder, NFC-normalised.
    var relativePath: [String]
    /// Path components as they are on disk (perhaps NFD), for messages.
    var sourceRelativePath: [String]
    /// The content folder as the user named it.
    var displayRoot: String
    /// Where to read it.
    package var url: URL
    /// Its size and change times when the content was walked, so a rebuild can tell an unchanged
    /// file without reading it.
    var stamp: FileStamp?
    /// Whether the file is a link (to a file inside the content folder): its page changes when
    /// that file does.
    var isLink = false

    /// The path shown in diagnostics: `content/ko/bars/tab-bars.md`.
    package var displayPath: String {
        ([displayRoot, language.rawValue] + sourceRelativePath).joined(separator: "/")
    }

    /// The same file's path in `language`, e.g. where its translation belongs.
    package func path(in language: Language) -> String {
        ([displayRoot, language.rawValue] + relativePath).joined(separator: "/")
    }
}

/// Finds the content files of every language, refusing anything that leads outside the
/// content folder (symbolic links to elsewhere, names that are not page ids).
struct ContentSource: Sendable {
    package var root: URL
    /// The content folder as the user wrote it, for messages (`content`).
    var displayRoot: String

    package init(root: URL, displayRoot: String) {
        self.root = root
        self.displayRoot = displayRoot
    }

    /// The content folder with every symbolic link on its path resolved: what links inside it
    /// must lead into.
    var resolvedRoot: String {
        (try? RealPath.resolve(root.path)) ?? root.standardizedFileURL.path
    }

    /// The pages and the published images (``ContentAsset``) of both language folders, and the
    /// problems of the folders themselves.
    package func files() -> Listed {
        let resolvedRoot = resolvedRoot
        // The language folders are walked at once (a tenth of a second each at 10,000 pages),
        // and joined in language order.
        let walked = Language.allCases.concurrentMap { language -> Listed in
            var listed = Listed()
            let path = root.path + "/" + language.rawValue
            let display = "\(displayRoot)/\(language.rawValue)"
            switch SourceEntry.at(path, display: display, root: resolvedRoot) {
            case .folder:
                walk(path, relative: [], sourceRelative: [], language: language, resolvedRoot: resolvedRoot, into: &listed)
            case .missing, .file:
                listed.diagnostics.append(Diagnostic(file: display, location: nil, problem: .file(.missingLanguageFolder(language))))
            case .refused(let problem):
                listed.diagnostics.append(Diagnostic(file: display, location: nil, problem: problem))
            }
            return listed
        }
        return Listed(files: walked.flatMap(\.files), assets: walked.flatMap(\.assets), diagnostics: walked.flatMap(\.diagnostics))
    }

    /// What a walk of the content found.
    package struct Listed {
        package var files: [ContentFile] = []
        var assets: [ContentAsset] = []
        package var diagnostics: [Diagnostic] = []
    }

    private func walk(_ folderPath: String, relative: [String], sourceRelative: [String], language: Language, resolvedRoot: String,
                      into listed: inout Listed) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folderPath)
        } catch {
            // A folder that cannot be listed would drop its pages in silence.
            let display = ([displayRoot, language.rawValue] + sourceRelative).joined(separator: "/")
            listed.diagnostics.append(Diagnostic(file: display, location: nil, problem: .file(.unreadableFolder(error.localizedDescription))))
            return
        }
        // Sorted after normalisation so the order, and therefore the output, never depends on the file system.
        for name in names.map({ ($0.nfc, $0) }).sorted(by: <).map(\.1) {
            guard !name.hasPrefix(".") else { continue }
            // Each entry's path is the folder's and its name: a URL is made only for what is
            // kept (appending to a URL was half the cost of finding 20,000 files).
            let path = folderPath + "/" + name
            let normalized = name.nfc
            let display = ([displayRoot, language.rawValue] + sourceRelative + [name]).joined(separator: "/")
            let isPage = normalized.hasSuffix(".md")
            switch SourceEntry.at(path, display: display, root: resolvedRoot) {
            case .folder:
                walk(path, relative: relative + [normalized], sourceRelative: sourceRelative + [name], language: language, resolvedRoot: resolvedRoot,
                     into: &listed)
            case .file(let info, let throughLink):
                guard isPage else {
                    if ContentAsset.isPublished(normalized) { addAsset(relative + [normalized], path: path, info: info, language: language, display: display, into: &listed) }
                    continue
                }
                listed.files.append(ContentFile(language: language, relativePath: relative + [normalized],
                                         sourceRelativePath: sourceRelative + [name], displayRoot: displayRoot,
                                         url: URL(fileURLWithPath: path, isDirectory: false),
                                         stamp: FileStamp(info), isLink: throughLink))
            case .missing:
                // Removed since the folder was listed.
                continue
            case .refused(.file(.notRegularFile)) where !isPage:
                // Only pages are read: a pipe or socket with another name is none of ours.
                continue
            case .refused(let problem):
                // A link that leads nowhere, round in a loop or outside could have been a page
                // or a folder of pages: never dropped in silence.
                listed.diagnostics.append(Diagnostic(file: display, location: nil, problem: problem))
            }
        }
    }

    /// An image the site publishes, unless it cannot be read or is over
    /// ``ContentAsset/maximumBytes``: either is said now, so that a failure to copy it later
    /// means it changed during the build.
    private func addAsset(_ relativePath: [String], path: String, info: stat, language: Language, display: String, into listed: inout Listed) {
        guard access(path, R_OK) == 0 else {
            listed.diagnostics.append(Diagnostic(file: display, location: nil, problem: .file(.unreadableFile(String(cString: strerror(errno))))))
            return
        }
        guard Int64(info.st_size) <= ContentAsset.maximumBytes else {
            listed.diagnostics.append(Diagnostic(file: display, location: nil,
                                                 problem: .file(.imageTooLarge(bytes: Int64(info.st_size), limit: ContentAsset.maximumBytes))))
            return
        }
        listed.assets.append(ContentAsset(language: language, relativePath: relativePath, url: URL(fileURLWithPath: path, isDirectory: false),
                                          stamp: FileStamp(info)))
    }
}

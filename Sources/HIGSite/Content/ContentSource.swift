import HIGControls
import Foundation

/// A Markdown file found under `content/<lang>/`.
public struct ContentFile: Hashable, Sendable {
    public var language: Language
    /// Path components under the language folder, NFC-normalised.
    public var relativePath: [String]
    /// Path components as they are on disk (perhaps NFD), for messages.
    public var sourceRelativePath: [String]
    /// The content folder as the user named it.
    public var displayRoot: String
    /// Where to read it.
    public var url: URL
    /// Its size and change times when the content was walked, so a rebuild can tell an unchanged
    /// file without reading it.
    var stamp: FileStamp?

    /// The path shown in diagnostics: `content/ko/bars/tab-bars.md`.
    public var displayPath: String {
        ([displayRoot, language.rawValue] + sourceRelativePath).joined(separator: "/")
    }

    /// The same file's path in `language`, e.g. where its translation belongs.
    public func path(in language: Language) -> String {
        ([displayRoot, language.rawValue] + relativePath).joined(separator: "/")
    }
}

/// Finds the content files of every language, refusing anything that leads outside the
/// content folder (symbolic links to elsewhere, names that are not page ids).
public struct ContentSource: Sendable {
    public var root: URL
    /// The content folder as the user wrote it, for messages (`content`).
    public var displayRoot: String

    public init(root: URL, displayRoot: String) {
        self.root = root
        self.displayRoot = displayRoot
    }

    public func files() -> (files: [ContentFile], diagnostics: [Diagnostic]) {
        let resolvedRoot = root.resolvingSymlinksInPath().standardizedFileURL.path
        // The language folders are walked at once (a tenth of a second each at 10,000 pages),
        // and joined in language order.
        let walked = Language.allCases.concurrentMap { language -> (files: [ContentFile], diagnostics: [Diagnostic]) in
            var files: [ContentFile] = []
            var diagnostics: [Diagnostic] = []
            let folder = root.appendingPathComponent(language.rawValue, isDirectory: true)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                return ([], [Diagnostic(file: "\(displayRoot)/\(language.rawValue)", location: nil, problem: .missingLanguageFolder(language))])
            }
            walk(folder.path, relative: [], sourceRelative: [], language: language, resolvedRoot: resolvedRoot, files: &files, diagnostics: &diagnostics)
            return (files, diagnostics)
        }
        return (walked.flatMap(\.files), walked.flatMap(\.diagnostics))
    }

    private func walk(_ folderPath: String, relative: [String], sourceRelative: [String], language: Language, resolvedRoot: String,
                      files: inout [ContentFile], diagnostics: inout [Diagnostic]) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folderPath)) ?? []
        // Sorted after normalisation so the order, and therefore the output, never depends on the file system.
        for name in names.map({ ($0.nfc, $0) }).sorted(by: <).map(\.1) {
            guard !name.hasPrefix(".") else { continue }
            // Each entry's path is the folder's and its name: a URL is made only for what is
            // kept (appending to a URL was half the cost of finding 20,000 files).
            let path = folderPath + "/" + name
            let normalized = name.nfc
            let display = ([displayRoot, language.rawValue] + sourceRelative + [name]).joined(separator: "/")

            // Only a symbolic link can lead outside: everything else here sits in a real folder
            // under the content root (linked folders are never walked). One lstat per entry;
            // resolving every path cost more than reading the files.
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            var isDirectory = info.st_mode & S_IFMT == S_IFDIR
            if info.st_mode & S_IFMT == S_IFLNK {
                let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
                guard target == resolvedRoot || target.hasPrefix(resolvedRoot + "/") else {
                    diagnostics.append(Diagnostic(file: display, location: nil, problem: .pathOutsideContent(display)))
                    continue
                }
                guard stat(path, &info) == 0 else { continue }
                isDirectory = info.st_mode & S_IFMT == S_IFDIR
                // A linked folder could loop back on itself; pages live in real folders.
                if isDirectory {
                    diagnostics.append(Diagnostic(file: display, location: nil, problem: .linkedFolder))
                    continue
                }
            }
            if isDirectory {
                walk(path, relative: relative + [normalized], sourceRelative: sourceRelative + [name], language: language, resolvedRoot: resolvedRoot,
                     files: &files, diagnostics: &diagnostics)
            } else if normalized.hasSuffix(".md") {
                files.append(ContentFile(language: language, relativePath: relative + [normalized],
                                         sourceRelativePath: sourceRelative + [name], displayRoot: displayRoot,
                                         url: URL(fileURLWithPath: path, isDirectory: false),
                                         stamp: FileStamp(info)))
            }
        }
    }
}

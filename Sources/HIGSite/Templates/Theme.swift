import Foundation

/// The files a site is rendered with: its Mustache templates (`NAME.mustache`) and the static
/// files under `assets/`. The default theme is compiled into higsite (``EmbeddedTheme``, made
/// from the repository's `templates/` by the EmbedTheme build plugin), so the executable builds
/// a site wherever it is copied. A user's folder (`--templates DIR`) lies over it: a file there
/// takes the place of the default one with the same path, and may add templates (partials) and
/// assets; what it lacks comes from the default theme.
package struct Theme: Sendable {
    /// One file of the theme, with the path messages name it by.
    struct File: Sendable, Equatable {
        var bytes: [UInt8]
        /// `templates/page.mustache`, or `(embedded theme)/page.mustache`.
        var display: String
    }

    /// Every file by its path in the theme (`page.mustache`, `assets/style.css`).
    let files: [String: File]

    /// How messages name the default theme's files.
    static let embeddedDisplay = "(embedded theme)"

    /// The embedded default theme alone.
    package static let embedded = Theme(files: Dictionary(uniqueKeysWithValues: EmbeddedTheme.files.map { entry in
        (entry.path, File(bytes: Array(Data(base64Encoded: entry.base64)!), display: embeddedDisplay + "/" + entry.path))
    }))

    /// The default theme with `folder` over it, or alone when `folder` is nil. Only the
    /// folder's top-level `*.mustache` files and what is below `assets/` count; each must be a
    /// regular file inside the folder (a link leading out, nowhere or round is refused).
    package static func load(_ folder: UserPath?) throws -> Theme {
        guard let folder else { return embedded }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw TemplateError.folderMissing(folder.display)
        }
        var files = embedded.files
        let root = (try? RealPath.resolve(folder.url.path)) ?? folder.url.path
        func add(_ relative: String) throws {
            let path = folder.url.path + "/" + relative
            let display = folder.display + "/" + relative
            try checkReadable(path, display: display, root: root)
            files[relative] = File(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))), display: display)
        }
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() where name.hasSuffix(".mustache") {
            try add(name)
        }
        func walk(_ relative: String) throws {
            let path = folder.url.path + "/" + relative
            for name in try FileManager.default.contentsOfDirectory(atPath: path).sorted() where !name.hasPrefix(".") {
                let entry = relative + "/" + name
                if case .folder = SourceEntry.at(folder.url.path + "/" + entry, display: folder.display + "/" + entry, root: root) {
                    try walk(entry)
                } else {
                    try add(entry)
                }
            }
        }
        if case .folder = SourceEntry.at(folder.url.path + "/assets", display: folder.display + "/assets", root: root) {
            try walk("assets")
        }
        return Theme(files: files)
    }

    /// Fails unless `path` is a regular file inside `root` (links resolved): a theme is read
    /// and copied into the site, so a link there could publish any file of the machine.
    static func checkReadable(_ path: String, display: String, root: String) throws(TemplateError) {
        switch SourceEntry.at(path, display: display, root: root) {
        case .file: return
        case .missing: throw .refused(path: display, reason: "cannot read the file: it is gone")
        case .folder: throw .refused(path: display, reason: "is a folder, not a template")
        case .refused(.file(.pathOutsideContent)):
            throw .refused(path: display, reason: "leads outside the template folder; higsite only reads files inside it")
        case .refused(let problem):
            throw .refused(path: display, reason: problem.message)
        }
    }

    /// The templates, by name (`page`), sorted.
    var templates: [(name: String, file: File)] {
        files.keys.filter { !$0.contains("/") && $0.hasSuffix(".mustache") }.sorted()
            .map { (String($0.dropLast(".mustache".count)), files[$0]!) }
    }

    /// The static files, as the site's `assets/…` output files, sorted.
    var assets: [OutputFile] {
        files.keys.filter { $0.hasPrefix("assets/") }.sorted()
            .map { OutputFile(path: $0.split(separator: "/").map(String.init), contents: files[$0]!.bytes) }
    }

    /// The built-in theme's files by their paths in it, sorted: what `higsite init --theme`
    /// writes into `templates/` to change them (ejecting the theme).
    package static var embeddedFiles: [(path: String, bytes: [UInt8])] {
        embedded.files.keys.sorted().map { ($0, embedded.files[$0]!.bytes) }
    }

    /// Every file's bytes by path: a rebuild renders everything when they change.
    var fingerprint: [String: [UInt8]] {
        files.mapValues(\.bytes)
    }
}

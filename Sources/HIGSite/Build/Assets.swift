import Foundation

/// Static files of the theme (`templates/assets/…`), copied byte for byte to `assets/`.
enum Assets {
    static func files(in templates: UserPath) throws -> [OutputFile] {
        let root = templates.url.appendingPathComponent("assets", isDirectory: true)
        guard FileManager.default.fileExists(atPath: root.path) else { return [] }
        var files: [OutputFile] = []
        let resolvedRoot = (try? RealPath.resolve(templates.url.path)) ?? templates.url.path
        func walk(_ folder: URL, _ relative: [String]) throws {
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where !name.hasPrefix(".") {
                let url = folder.appendingPathComponent(name)
                let display = ([templates.display, "assets"] + relative + [name]).joined(separator: "/")
                if case .folder = SourceEntry.at(url.path, display: display, root: resolvedRoot) {
                    try walk(url, relative + [name])
                } else {
                    // Copied into the site as it is: only regular files inside the templates.
                    try TemplateLibrary.checkReadable(url.path, display: display, root: resolvedRoot)
                    files.append(OutputFile(path: ["assets"] + relative + [name], contents: Array(try Data(contentsOf: url))))
                }
            }
        }
        try walk(root, [])
        return files
    }
}

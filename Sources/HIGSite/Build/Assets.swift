import Foundation

/// Static files of the theme (`templates/assets/…`), copied byte for byte to `assets/`.
enum Assets {
    static func files(in templates: UserPath) throws -> [OutputFile] {
        let root = templates.url.appendingPathComponent("assets", isDirectory: true)
        guard FileManager.default.fileExists(atPath: root.path) else { return [] }
        var files: [OutputFile] = []
        func walk(_ folder: URL, _ relative: [String]) throws {
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where !name.hasPrefix(".") {
                let url = folder.appendingPathComponent(name)
                var isDirectory: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
                if isDirectory.boolValue {
                    try walk(url, relative + [name])
                } else {
                    files.append(OutputFile(path: ["assets"] + relative + [name], contents: Array(try Data(contentsOf: url))))
                }
            }
        }
        try walk(root, [])
        return files
    }
}

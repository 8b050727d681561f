import Foundation

/// A settings file looked for the way git looks for its folder: in a folder, then in each
/// folder above it up to the root.
enum NearestFile {
    static func named(_ name: String, from folder: URL) -> URL? {
        var folder = folder.standardizedFileURL
        while true {
            let candidate = folder.appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }
}

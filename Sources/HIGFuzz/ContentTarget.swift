import Foundation
import HIGSite

/// Bytes as a content page: read, checked and rendered as `higsite build` does
/// (``SinglePageBuild``): front matter, Markdown through cmark-gfm, heading attribute blocks,
/// links, mockup fences, the page's HTML. Rendered even when the check finds errors, which a
/// lone page almost always has (its links to other pages are broken): the renderer must take
/// every page that was read.
struct ContentTarget: Sendable {
    let build: SinglePageBuild

    init(_ settings: FuzzSettings) throws {
        let content = settings.content.flatMap { FileManager.default.fileExists(atPath: $0) ? UserPath($0) : nil }
        build = try SinglePageBuild(templates: settings.templates.map { UserPath($0) }, content: content)
    }

    func run(_ data: Data) -> String {
        let (diagnostics, files) = build.run(data, stopsAtErrors: false)
        let errors = diagnostics.filter { $0.severity == .error }.count
        let bytes = files.reduce(0) { $0 + $1.contents.count }
        let figures = files.reduce(0) { $0 + Self.count(Self.figure, in: $1.contents) }
        return "content: \(diagnostics.count) diagnostics (\(errors) errors), \(files.count) files, \(bytes) bytes, \(figures) mockups"
    }

    private static let figure = Array("<figure class=\"mockup".utf8)

    private static func count(_ needle: [UInt8], in bytes: ArraySlice<UInt8>) -> Int {
        var count = 0
        var index = bytes.startIndex
        while let found = bytes[index...].firstIndex(of: needle[0]) {
            if bytes[found...].starts(with: needle) { count += 1 }
            index = found + 1
        }
        return count
    }
}

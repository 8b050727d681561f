import Foundation
import HIGControls

/// `higsite import`: brings a repository of Markdown guidelines into a content folder as one
/// language of a site. Everything is worked out in memory first (names, titles, links, the
/// sections to make), then written through ``StarterSite/write(_:into:within:force:command:)``:
/// new files only, beneath the content folder held open, never through a link.
public enum Importer {
    public struct Options: Sendable {
        public var source: UserPath
        public var language: Language
        public var content: UserPath
        /// Write into a language folder that is not empty: only files that do not exist yet.
        public var force: Bool
        public var dryRun: Bool

        public init(source: UserPath, language: Language, content: UserPath, force: Bool, dryRun: Bool) {
            self.source = source
            self.language = language
            self.content = content
            self.force = force
            self.dryRun = dryRun
        }
    }

    public enum Failure: Error, Equatable, CustomStringConvertible {
        case notAFolder(String)
        case overlaps(source: String, destination: String)
        case write(StarterSite.Failure)

        public var description: String {
            switch self {
            case .notAFolder(let path):
                "\(path): error: not a folder; name the folder that holds the repository's Markdown files"
            case .overlaps(let source, let destination):
                "\(destination): error: the destination is the repository '\(source)' or holds it; import into another folder"
            case .write(let failure):
                failure.description
            }
        }
    }

    public static func run(_ options: Options) throws(Failure) -> ImportReport {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: options.source.url.path, isDirectory: &isFolder), isFolder.boolValue,
              let root = try? RealPath.resolve(options.source.url.path), let folder = try? OpenFolder(realPath: root) else {
            throw .notAFolder(options.source.display)
        }
        let contentReal = (try? RealPath.resolve(options.content.url.path)) ?? options.content.url.path
        guard !RealPath.isInside(root, folder: contentReal) else {
            throw .overlaps(source: options.source.display, destination: options.content.display)
        }
        let languageShown = options.content.display + "/" + options.language.rawValue
        var language = UserPath(options.content.url.appendingPathComponent(options.language.rawValue).path)
        language.display = languageShown
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: language.url.path)) ?? []
        if !entries.isEmpty && !options.force { throw .write(.notEmpty(languageShown)) }

        let source = ImportSource(root: root, excluding: RealPath.isInside(contentReal, folder: root) ? contentReal : nil)
        let rootName = (root as NSString).lastPathComponent
        let layout = ImportLayout(source, rootName: rootName, destinationRoot: languageShown)
        var report = ImportReport(entries: source.report + layout.report)
        let made = makeFiles(source, layout, folder: folder, shown: languageShown, rootName: rootName, report: &report)
        var home: [(path: String, bytes: [UInt8])] = []
        let other = options.language.other
        let otherHome = options.content.url.appendingPathComponent("\(other.rawValue)/_index.md").path
        if !FileManager.default.fileExists(atPath: otherHome), let title = made.homeTitle {
            home.append(("_index.md", Array(("---\ntitle: " + ImportPage.quoted(title) + "\n---\n").utf8)))
            report.entries.append(.madeHome(file: "\(options.content.display)/\(other.rawValue)/_index.md", title: title))
        }
        if options.dryRun {
            report.written = made.files.map { languageShown + "/" + $0.path } + home.map { "\(options.content.display)/\(other.rawValue)/\($0.path)" }
            return report
        }
        do {
            let pages = try StarterSite.write(made.files, into: language, within: options.content, force: options.force, command: "import")
            var otherFolder = UserPath(options.content.url.appendingPathComponent(other.rawValue).path)
            otherFolder.display = "\(options.content.display)/\(other.rawValue)"
            let homes = try StarterSite.write(home, into: otherFolder, within: options.content, force: true, command: "import")
            report.written = pages.written + homes.written
            report.entries += (pages.kept + homes.kept).map { .kept($0) }
        } catch {
            throw .write(error)
        }
        return report
    }

    /// Every page, made section and other file, as the bytes to write under the language folder.
    private static func makeFiles(_ source: ImportSource, _ layout: ImportLayout, folder: OpenFolder, shown: String, rootName: String,
                                  report: inout ImportReport) -> (files: [(path: String, bytes: [UInt8])], homeTitle: String?) {
        let show = { (index: Int) in shown + "/" + layout.pages[index].destination.joined(separator: "/") }
        let pages = readPages(source, layout, folder: folder, rootName: rootName, show: show, report: &report)
        let links = ImportLinks(layout: layout, anchors: pages.map { $0.map(ImportLinks.Anchors.init) }, shown: show)
        var files: [(path: String, bytes: [UInt8])] = []
        var homeTitle: String?
        var copied = Set<Int>()
        for (index, page) in layout.pages.enumerated() {
            guard let imported = pages[index] else { continue }
            let path = page.destination.joined(separator: "/")
            if path == "_index.md" { homeTitle = page.title ?? imported.title }
            guard page.source != nil else {
                files.append((path, Array(("---\ntitle: " + ImportPage.quoted(page.title ?? "") + "\n---\n").utf8)))
                report.entries.append(.madeSection(file: show(index), title: page.title ?? ""))
                continue
            }
            // The front matter, and a blank line unless the text starts with one.
            let front = imported.frontMatterText + (imported.body.hasPrefix("\n") || imported.body.isEmpty ? "" : "\n")
            let lineOffset = front.utf8.count { $0 == UInt8(ascii: "\n") }
            report.entries += imported.demoted.map { .demoted(file: show(index), line: $0 + lineOffset) }
            let (body, entries, linked) = links.rewrite(page: index, imported, lineOffset: lineOffset)
            report.entries += entries
            copied.formUnion(linked)
            files.append((path, Array((front + body).utf8)))
        }
        var unlinked = Set<String>()
        for (index, file) in layout.files.enumerated() {
            guard copied.contains(index) else {
                let path = file.source.path.joined(separator: "/")
                unlinked.insert(path)
                report.entries.append(.skipped(path, .unlinked))
                continue
            }
            do {
                files.append((file.destination.joined(separator: "/"), try source.read(file.source, in: folder)))
            } catch {
                report.entries.append(.skipped(file.source.path.joined(separator: "/"), .unreadable(error.reason)))
            }
        }
        // A file left out is not renamed either.
        report.entries.removeAll { if case .renamed(let path, _, _) = $0 { unlinked.contains(path) } else { false } }
        return (files, homeTitle)
    }

    /// Each page of the layout read and made a page; nil for one that could not be read.
    private static func readPages(_ source: ImportSource, _ layout: ImportLayout, folder: OpenFolder, rootName: String,
                                  show: (Int) -> String, report: inout ImportReport) -> [ImportPage?] {
        var pages: [ImportPage?] = []
        for (index, page) in layout.pages.enumerated() {
            guard let file = page.source else {
                pages.append(ImportPage(text: "", fallbackTitle: page.title ?? ""))
                continue
            }
            do {
                var bytes = try source.read(file, in: folder)
                if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
                guard let text = String(validating: bytes, as: UTF8.self) else {
                    report.entries.append(.skipped(file.path.joined(separator: "/"), .notUTF8))
                    pages.append(nil)
                    continue
                }
                // A section page without a heading is titled by its folder, not by `README`.
                let isIndex = page.destination.last == "_index.md"
                let name = isIndex ? (file.path.dropLast().last ?? rootName) : file.path.last!
                let imported = ImportPage(text: text.replacingOccurrences(of: "\r\n", with: "\n"), fallbackTitle: ImportLayout.humanised(name))
                report.entries.append(.title(file: show(index), title: imported.title, fromHeading: imported.titleFromHeading))
                pages.append(imported)
            } catch {
                report.entries.append(.skipped(file.path.joined(separator: "/"), .unreadable(error.reason)))
                pages.append(nil)
            }
        }
        return pages
    }
}

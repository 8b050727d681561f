import Foundation
import Testing

/// The documents a newcomer reads stay short and their links lead somewhere (issues 39 and 40):
/// README within 200 lines and starting with a quick start of at most 30, BENCHMARKS within 300,
/// and every relative link of README, ARCHITECTURE, BENCHMARKS and docs/ naming a file that exists.
@Suite("Documentation shape")
struct DocumentationShapeTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func lines(_ path: String) throws -> [Substring] {
        try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
    }

    @Test func readmeIsShortAndStartsWithAQuickStart() throws {
        let lines = try Self.lines("README.md")
        #expect(lines.count <= 200, "README.md has \(lines.count) lines; keep it within 200 and move reference to docs/")
        let sections = lines.indices.filter { lines[$0].hasPrefix("## ") }
        let first = try #require(sections.first)
        #expect(lines[first] == "## Quick start", "README.md's first section is '\(lines[first])', not the quick start")
        let end = sections.dropFirst().first ?? lines.endIndex
        #expect(end - first <= 30, "README.md's quick start has \(end - first) lines; keep it within 30")
    }

    @Test func benchmarksAreShort() throws {
        let count = try Self.lines("BENCHMARKS.md").count
        #expect(count <= 300, "BENCHMARKS.md has \(count) lines; keep the current figures and a short history (git holds the rest)")
    }

    @Test func relativeLinksLeadToFiles() throws {
        let docs = try FileManager.default.contentsOfDirectory(atPath: Self.repository.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
        for document in ["README.md", "ARCHITECTURE.md", "BENCHMARKS.md"] + docs.sorted() {
            let folder = Self.repository.appendingPathComponent(document).deletingLastPathComponent()
            for target in try Self.links(in: Self.lines(document)) where !target.contains("://") && !target.hasPrefix("#") {
                let path = String(target.prefix { $0 != "#" })
                if !FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path) {
                    Issue.record("\(document) links to \(target), which does not exist")
                }
            }
        }
    }

    /// The targets of `[text](target)` outside code fences and code spans.
    static func links(in lines: [Substring]) -> [String] {
        var targets: [String] = []
        var inFence = false
        for line in lines {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inFence.toggle(); continue }
            if inFence { continue }
            // Code spans hold examples of links, not links.
            let prose = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
            var rest = Substring(prose)
            while let start = rest.range(of: "](") {
                let target = rest[start.upperBound...].prefix { $0 != ")" && $0 != " " }
                targets.append(String(target))
                rest = rest[start.upperBound...].dropFirst(target.count)
            }
        }
        return targets
    }
}

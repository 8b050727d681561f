import Foundation
import Testing
@testable import HIGSite

/// Images stored beside the pages (PNG, JPEG, GIF, WebP, AVIF) are published at the same place
/// under the language's output folder, and the links to them lead there from every page.
@Suite("Images in the content")
struct ContentImageTests {
    /// A PNG's first bytes and a few more: the site copies the bytes as they are.
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3]

    static func write(_ bytes: [UInt8], to path: String, in project: BuildSessionTests.Project) throws {
        let url = project.folder.url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    static func addLines(_ lines: String, to path: String, in project: BuildSessionTests.Project) throws {
        try project.edit(path) { $0 + "\n" + lines + "\n" }
    }

    @Test func aPageShowsAnImageStoredBesideIt() throws {
        let project = try Project()
        try Self.write(Self.png, to: "content/ko/bars/탭 바#1.png", in: project)
        try Self.write(Self.png.reversed(), to: "content/ko/bars/images/wide.PNG", in: project)
        try Self.addLines("![탭 바](탭%20바%231.png)\n\n[큰 그림](images/wide.PNG)", to: "content/ko/bars/tab-bars.md", in: project)
        let report = try project.rebuild()
        #expect(report.written, "\(report.diagnostics.filter { $0.severity == .error })")
        #expect(try Data(contentsOf: project.folder.url.appendingPathComponent("served/ko/bars/탭 바#1.png")) == Data(Self.png))
        #expect(try Data(contentsOf: project.folder.url.appendingPathComponent("served/ko/bars/images/wide.PNG")) == Data(Self.png.reversed()))
        // The page is bars/tab-bars/index.html, a folder deeper than its file: the address goes up one.
        let page = try project.folder.read("served/ko/bars/tab-bars/index.html")
        #expect(page.contains("<img loading=\"lazy\" src=\"../%ED%83%AD%20%EB%B0%94%231.png\" alt=\"탭 바\" />"))
        #expect(page.contains("<a href=\"../images/wide.PNG\">큰 그림</a>"))
        // Images of one language are not the other's.
        #expect(!project.folder.exists("served/en/bars/images/wide.PNG"))
    }

    @Test func aLinkToAFileTheSiteDoesNotPublishSaysWhatToDo() throws {
        let project = try Project()
        try Self.write(Array("<svg xmlns=\"http://www.w3.org/2000/svg\"><script>alert(1)</script></svg>".utf8), to: "content/ko/bars/logo.svg", in: project)
        try Self.addLines("![없음](missing.png)\n\n![벡터](logo.svg)\n\n[문서](guide.pdf)\n\n![다른 언어](../../en/bars/x.png)",
                          to: "content/ko/bars/tab-bars.md", in: project)
        let report = try project.rebuild()
        #expect(!report.written)
        let messages = report.diagnostics.filter { $0.file == "content/ko/bars/tab-bars.md" && $0.code == "broken-link" }.map(\.message)
        #expect(messages == [
            "no image 'missing.png': there is no file content/ko/bars/missing.png",
            "'logo.svg' is an SVG file, which the site does not publish (a script in one would run at the site's address); "
                + "save the image as PNG, or put it on the web and write its https:// address",
            "'guide.pdf' is neither a page nor an image the site publishes (PNG, JPEG, GIF, WebP, AVIF); "
                + "link to a page's '.md' file, or put the file on the web and write its https:// address",
            "link '../../en/bars/x.png' leaves the content folder of its language",
        ])
        try project.expectSameDiagnosticsAsFreshCheck(report)
        #expect(!project.folder.exists("served"), "nothing written")
    }

    /// A Mac's disk finds `Shot.png` for `shot.png`; the web server the site goes to does not.
    @Test func aNameThatDiffersOnlyInCaseIsSuggestedAndFixed() throws {
        let project = try Project()
        try Self.write(Self.png, to: "content/en/bars/shot.png", in: project)
        try Self.write(Self.png, to: "content/en/bars/images/wide shots.png", in: project)
        try Self.addLines("![A](Shot.png)\n\n![B](images/wide%20shot.png)", to: "content/en/bars/tab-bars.md", in: project)
        let content = UserPath("content", relativeTo: project.folder.url)
        let report = try SiteBuilder.check(content: content)
        let broken = report.diagnostics.filter { $0.code == "broken-link" }
        #expect(broken.map(\.message) == ["no image 'Shot.png': there is no file content/en/bars/Shot.png",
                                          "no image 'images/wide%20shot.png': there is no file content/en/bars/images/wide shot.png"])
        #expect(broken.map(\.notes) == [["did you mean 'shot.png'?"], ["did you mean 'images/wide%20shots.png'?"]])
        try FixWriter.write(try Fixer.fix(content: content), content: content)
        #expect(try project.folder.read("content/en/bars/tab-bars.md").hasSuffix("![A](shot.png)\n\n![B](images/wide%20shots.png)\n"))
        #expect(try SiteBuilder.check(content: content).diagnostics.filter { $0.code == "broken-link" }.isEmpty)
    }

    @Test func anImageOverTheLimitIsRefusedWithoutBeingRead() throws {
        let project = try Project()
        let url = project.folder.url.appendingPathComponent("content/ko/bars/huge.png")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(ContentAsset.maximumBytes) + 1)  // sparse: nothing is written
        try handle.close()
        let report = try project.rebuild()
        let refused = report.diagnostics.filter { $0.code == "image-too-large" }
        #expect(refused.map(\.file) == ["content/ko/bars/huge.png"])
        #expect(refused.first?.message == "this image is 64 MiB, and the site publishes images of at most 64 MiB; make it smaller")
        #expect(!report.written)
    }

    @Test func anImageReachedThroughALinkOutsideTheContentIsNotPublished() throws {
        let project = try Project()
        let outside = try TemporaryFolder()
        try Data(Self.png).write(to: outside.url.appendingPathComponent("secret.png"))
        try FileManager.default.createSymbolicLink(atPath: project.folder.url.appendingPathComponent("content/ko/bars/secret.png").path,
                                                   withDestinationPath: outside.url.appendingPathComponent("secret.png").path)
        try Self.addLines("![비밀](secret.png)", to: "content/ko/bars/tab-bars.md", in: project)
        let report = try project.rebuild()
        #expect(report.diagnostics.contains { $0.file == "content/ko/bars/secret.png" && $0.code == "unsafe-path" })
        #expect(report.diagnostics.contains { $0.message == "no image 'secret.png': there is no file content/ko/bars/secret.png" })
        #expect(!report.written)
    }

    /// An image listed, then replaced by a link to a file outside the content before the
    /// render step copies it: the copy is refused, and the message says to build again.
    @Test func anImageChangedBeforeItIsCopiedIsNotRead() throws {
        let content = try TemporaryFolder(), outside = try TemporaryFolder()
        try content.write("ko/shot.png", "an image")
        try outside.write("secret.png", "TOP-SECRET")
        let source = ContentSource(root: content.url, displayRoot: "content")
        let asset = try #require(source.files().assets.first)
        #expect(try asset.contents(root: source.resolvedRoot, displayRoot: "content") == Array("an image".utf8))
        try FileManager.default.removeItem(at: content.url.appendingPathComponent("ko/shot.png"))
        try FileManager.default.createSymbolicLink(atPath: content.url.appendingPathComponent("ko/shot.png").path,
                                                   withDestinationPath: outside.url.appendingPathComponent("secret.png").path)
        #expect(throws: ContentAsset.ReadFailure(path: "content/ko/shot.png",
                                                 reason: "it is no longer a regular file inside the content folder")) {
            try asset.contents(root: source.resolvedRoot, displayRoot: "content")
        }
        // Grown past the limit since it was listed: refused before a byte is read (the file is sparse).
        try FileManager.default.removeItem(at: content.url.appendingPathComponent("ko/shot.png"))
        try content.write("ko/shot.png", "an image")
        let handle = try FileHandle(forWritingTo: content.url.appendingPathComponent("ko/shot.png"))
        try handle.truncate(atOffset: UInt64(ContentAsset.maximumBytes) + 1)
        try handle.close()
        #expect(throws: ContentAsset.ReadFailure(path: "content/ko/shot.png", reason: "larger than higsite reads")) {
            try asset.contents(root: source.resolvedRoot, displayRoot: "content")
        }
        #expect(String(describing: ContentAsset.ReadFailure(path: "content/ko/shot.png", reason: "gone"))
                == "cannot publish content/ko/shot.png: gone (it changed during the build); build again")
    }

    /// `serve` names the image that changed: the rebuild must publish its new bytes, and a page
    /// whose link was broken until the image came must be checked again.
    @Test func aRebuildPublishesAChangedOrNewImage() throws {
        let project = try Project()
        try Self.write(Self.png, to: "content/en/bars/shot.png", in: project)
        try Self.addLines("![Shot](shot.png)", to: "content/en/bars/tab-bars.md", in: project)
        #expect(try project.rebuild().written)
        try Self.write(Self.png + [9, 9, 9], to: "content/en/bars/shot.png", in: project)
        #expect(try project.rebuild(changed: ["content/en/bars/shot.png"]).written)
        try project.expectSameAsFreshBuild()

        try Self.addLines("![Later](later.gif)", to: "content/en/bars/tab-bars.md", in: project)
        let broken = try project.rebuild(changed: ["content/en/bars/tab-bars.md"])
        #expect(!broken.written)
        try Self.write(Array("GIF89a".utf8), to: "content/en/bars/later.gif", in: project)
        let fixed = try project.rebuild(changed: ["content/en/bars/later.gif"])
        try project.expectSameDiagnosticsAsFreshCheck(fixed)
        #expect(fixed.written)
        try project.expectSameAsFreshBuild()
    }
}

private typealias Project = BuildSessionTests.Project

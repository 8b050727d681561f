import Foundation
import Testing

/// Files of the built folder changing while they are served (issue 34, item 10): a folder
/// swapped for a link that leads out, a file swapped for a FIFO. Each race runs for a few
/// seconds against a thread that swaps the two as fast as it can.
@Suite("higsite serve while the built folder changes")
struct ServeRaceTests {
    /// `_site/ko/swap` is a folder and, at every other instant, a link to a folder outside the
    /// site holding a file of the same name. The real-path check passed on the folder and the
    /// open that came after it followed the link: 6 in 20,000 requests read the secret.
    @Test func aFolderSwappedForALinkNeverLeadsOut() throws {
        let project = try Project()
        try project.write("outside/page.txt", "TOP-SECRET\n")
        let serve = try ServeProcess(in: project)
        let site = project.url.appendingPathComponent("_site/ko")
        try project.write("_site/ko/swap/page.txt", "inside\n")
        try FileManager.default.createSymbolicLink(at: site.appendingPathComponent("swap-link"),
                                                   withDestinationURL: project.url.appendingPathComponent("outside"))
        let swapper = Swapper(site.appendingPathComponent("swap"), site.appendingPathComponent("swap-link"))
        let tally = Hammer.run(serve, "/ko/swap/page.txt", seconds: 5)
        let swaps = swapper.stop()
        #expect(tally.leaked == 0, "\(tally.leaked) of \(tally.total) requests read the file outside (\(swaps) swaps)")
        #expect(tally.unanswered == 0)
        #expect(Set(tally.statuses.keys).isSubset(of: [200, 403]), "\(tally.statuses)")
        #expect(tally.statuses[200, default: 0] > 0, "the folder's own file is still served")
    }

    /// `_site/ko/pipe.txt` is a file and, at every other instant, a FIFO. A FIFO that took the
    /// file's place between the check and the open blocked the thread in open() for good.
    @Test func aFileSwappedForAFIFONeverBlocksTheServer() throws {
        let project = try Project()
        let serve = try ServeProcess(in: project)
        let site = project.url.appendingPathComponent("_site/ko")
        try project.write("_site/ko/pipe.txt", "plain\n")
        #expect(mkfifo(site.appendingPathComponent("pipe-fifo").path, 0o644) == 0)
        let swapper = Swapper(site.appendingPathComponent("pipe.txt"), site.appendingPathComponent("pipe-fifo"))
        let tally = Hammer.run(serve, "/ko/pipe.txt", seconds: 5)
        let swaps = swapper.stop()
        #expect(tally.unanswered == 0, "\(tally.unanswered) of \(tally.total) requests got no answer in 2 s (\(swaps) swaps)")
        #expect(Set(tally.statuses.keys).isSubset(of: [200, 404]), "\(tally.statuses)")
        let (response, seconds) = serve.timedRequest("/ko/")
        #expect(response?.status == 200)
        #expect(seconds < 2, "a new GET took \(seconds) s after the race")
    }

    /// The output folder reached through a link, as a user may name it; a full rebuild
    /// exchanges the folder the link leads to for a new one, and the new site is what is served.
    @Test func anOutputReachedThroughALinkIsServedAfterEachRebuild() throws {
        let project = try Project()
        try FileManager.default.createDirectory(at: project.url.appendingPathComponent("real-site"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: project.url.appendingPathComponent("site").path, withDestinationPath: "real-site")
        let serve = try ServeProcess(in: project, ["--output", "site"])
        #expect(try serve.request("/ko/bars/sample/").status == 200)
        // A new page: the whole site is built again and swapped in.
        try project.write("content/en/bars/added.md", "---\ntitle: Added\n---\n\nThe new build.\n")
        #expect(try Self.eventually(serve, "/en/bars/added/", shows: "The new build."), "\(serve.stdout.text) \(serve.stderr.text)")
        try project.write("content/en/bars/sample.md", "---\ntitle: Tab Bars\n---\n\nEdited after.\n\n## Tab count {#tab-count}\n")
        #expect(try Self.eventually(serve, "/en/bars/sample/", shows: "Edited after."), "\(serve.stdout.text) \(serve.stderr.text)")
        #expect(try serve.request("/en/bars/added/").text.contains("The new build."))
    }

    /// Whether `target` shows `text` within `seconds` (a rebuild here takes well under one).
    static func eventually(_ serve: ServeProcess, _ target: String, shows text: String, within seconds: TimeInterval = 20) throws -> Bool {
        let deadline = Date() + seconds
        while Date() < deadline {
            if try serve.request(target).text.contains(text) { return true }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return false
    }
}

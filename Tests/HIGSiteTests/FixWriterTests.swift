import Foundation
import Testing
@testable import HIGSite

/// `check --fix` writes only files inside the content folder, only over the bytes it fixed.
@Suite("check --fix writes safely")
struct FixWriterTests {
    private func outcome(_ url: URL, display: String, before: String, after: String) throws -> FixOutcome {
        let report = try SiteBuilder.check(content: UserPath("content", relativeTo: url.deletingLastPathComponent()), rules: FixtureSite.rules)
        return FixOutcome(changes: [], files: [.init(url: url, display: display, before: Data(before.utf8), after: Data(after.utf8))], report: report)
    }

    @Test func aFileWhoseRealPathLeavesTheContentIsRefused() throws {
        let site = try FixtureSite()
        try site.folder.write("outside.md", "old\n")
        let link = site.folder.url.appendingPathComponent("content/ko/linked.md")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "../../outside.md")
        let fixes = try outcome(link, display: "content/ko/linked.md", before: "old\n", after: "new\n")
        #expect(throws: FixWriter.WriteError.outsideContent("content/ko/linked.md")) {
            try FixWriter.write(fixes, content: UserPath("content", relativeTo: site.folder.url))
        }
        #expect(try site.folder.read("outside.md") == "old\n")
    }

    @Test func aFileChangedSinceItWasReadIsNotWritten() throws {
        let site = try FixtureSite()
        let url = site.folder.url.appendingPathComponent("content/ko/controls/steppers.md")
        let current = try site.folder.read("content/ko/controls/steppers.md")
        let fixes = try outcome(url, display: "content/ko/controls/steppers.md", before: current + "typed meanwhile", after: "fixed\n")
        #expect(throws: FixWriter.WriteError.changedMeanwhile("content/ko/controls/steppers.md")) {
            try FixWriter.write(fixes, content: UserPath("content", relativeTo: site.folder.url))
        }
        #expect(try site.folder.read("content/ko/controls/steppers.md") == current)
    }

    @Test func aWrittenFileKeepsItsPermissions() throws {
        let site = try FixtureSite()
        let url = site.folder.url.appendingPathComponent("content/ko/controls/steppers.md")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
        let current = try site.folder.read("content/ko/controls/steppers.md")
        try FixWriter.write(try outcome(url, display: "content/ko/controls/steppers.md", before: current, after: "fixed\n"),
                            content: UserPath("content", relativeTo: site.folder.url))
        #expect(try site.folder.read("content/ko/controls/steppers.md") == "fixed\n")
        #expect(try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path).sorted() == ["_index.md", "steppers.md", "switches.md"])
    }
}

/// Issue 34: what an attacker tried against `--fix`'s writes.
@Suite("check --fix against links and other writers")
struct FixWriterAttackTests {
    private func outcome(_ url: URL, before: Data, after: Data, report: CheckReport) -> FixOutcome {
        FixOutcome(changes: [], files: [.init(url: url, display: "content/ko/controls/steppers.md", before: before, after: after)], report: report)
    }

    private func report(_ site: FixtureSite) throws -> CheckReport {
        try SiteBuilder.check(content: UserPath("content", relativeTo: site.folder.url), rules: FixtureSite.rules)
    }

    /// A link committed at the name the fix's temporary file once had (and a dangling one) leads
    /// nowhere: the temporary name is random and never followed.
    @Test(arguments: ["../../../victim.txt", "../../../new-victim.txt"])
    func aLinkPlantedAtTheTemporaryNameIsNotFollowed(target: String) throws {
        let site = try FixtureSite()
        try site.folder.write("victim.txt", "secret\n")
        let victim = site.folder.url.appendingPathComponent("victim.txt")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: victim.path)
        let page = site.folder.url.appendingPathComponent("content/ko/controls/steppers.md")
        try FileManager.default.createSymbolicLink(atPath: page.deletingLastPathComponent().appendingPathComponent(".steppers.md.higsite-fix").path,
                                                   withDestinationPath: target)
        let current = try Data(contentsOf: page)
        try FixWriter.write(outcome(page, before: current, after: Data("fixed\n".utf8), report: report(site)), content: UserPath("content", relativeTo: site.folder.url))
        #expect(try site.folder.read("victim.txt") == "secret\n")
        #expect(try FileManager.default.attributesOfItem(atPath: victim.path)[.posixPermissions] as? Int == 0o600)
        #expect(!site.folder.exists("new-victim.txt"))
        #expect(try FileManager.default.attributesOfItem(atPath: page.path)[.type] as? FileAttributeType == .typeRegular)
        #expect(try site.folder.read("content/ko/controls/steppers.md") == "fixed\n")
    }

    /// Another program appends to the page while fixes are written (every 0.2 ms, as an editor's
    /// autosave or a generator might): every line it wrote is in the file at the end, whether a
    /// fix went in or was refused because the file changed.
    @Test func linesAppendedDuringAFixAreNeverLost() throws {
        let site = try FixtureSite()
        let page = site.folder.url.appendingPathComponent("content/ko/controls/steppers.md")
        let report = try report(site)
        try Data("fix 0\n".utf8).write(to: page)
        let appender = Appender(path: page.path)
        appender.start()
        var written = 0, refused = 0
        // 300 rounds (about a second), or five seconds on a loaded machine.
        let deadline = Date().addingTimeInterval(5)
        for round in 1...300 where Date() < deadline {
            let before = try Data(contentsOf: page)
            var lines = String(decoding: before, as: UTF8.self).components(separatedBy: "\n")
            lines[0] = "fix \(round)"
            do {
                try FixWriter.write(outcome(page, before: before, after: Data(lines.joined(separator: "\n").utf8), report: report),
                                    content: UserPath("content", relativeTo: site.folder.url))
                written += 1
            } catch let error as FixWriter.WriteError {
                // README's words for a refusal.
                #expect(error.description.hasSuffix(": error: not written: the file changed while it was being fixed; run 'higsite check --fix' again"))
                refused += 1
            }
        }
        let appended = appender.stop()
        let text = try site.folder.read("content/ko/controls/steppers.md")
        let present = Set(text.split(separator: "\n").filter { $0.hasPrefix("appended ") })
        let missing = appended.filter { !present.contains("appended \($0)") }
        #expect(missing.isEmpty, "\(missing.count) of \(appended.count) appended lines lost (\(written) fixes written, \(refused) refused)")
        #expect(written > 0)
    }
}

/// Appends a numbered line to a file every 0.2 ms (pausing 3 ms after every 20) on a thread of its
/// own, as another program would. A line whose write was still under way when the file was
/// replaced (the inode it went to is no longer the file's when the write returns) is counted apart:
/// nobody can see such a write coming, and no writer that replaces files whole can keep it.
private final class Appender: @unchecked Sendable {
    private let path: String
    private let lock = NSLock()
    private var running = true
    private var count = 0
    private var inFlight: Set<Int> = []
    private let done = DispatchSemaphore(value: 0)

    init(path: String) {
        self.path = path
    }

    func start() {
        Thread.detachNewThread { [self] in
            while lock.withLock({ running }) {
                let number = lock.withLock { count }
                if append(number) { lock.withLock { count += 1 } }
                // Bursts of appends with pauses between, so that some fixes find a quiet moment
                // and go in even on a loaded machine.
                usleep(number % 20 == 19 ? 3_000 : 200)
            }
            done.signal()
        }
    }

    /// Appends line `number`; false if the file could not be opened.
    private func append(_ number: Int) -> Bool {
        let descriptor = open(path, O_WRONLY | O_APPEND)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        _ = "appended \(number)\n".withCString { write(descriptor, $0, strlen($0)) }
        var written = stat(), current = stat()
        if fstat(descriptor, &written) != 0 || stat(path, &current) != 0 || written.st_ino != current.st_ino {
            lock.withLock { _ = inFlight.insert(number) }
        }
        return true
    }

    /// Stops appending; the numbers of the lines appended, but for those in flight at a replacement.
    func stop() -> [Int] {
        lock.withLock { running = false }
        done.wait()
        return lock.withLock { (0..<count).filter { !inFlight.contains($0) } }
    }
}

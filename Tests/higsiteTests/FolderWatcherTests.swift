import Foundation
import Testing
@testable import higsite

/// What `serve`'s watchers say changed: the files a rebuild may read alone, or nothing certain.
@Suite("Folder watching")
struct FolderWatcherTests {
    private static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("higsite-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url.appendingPathComponent("ko"), withIntermediateDirectories: true)
        try Data("a\n".utf8).write(to: url.appendingPathComponent("ko/page.md"))
        return url
    }

    /// Waits for the kernel's events to arrive; the deadline only keeps a broken watcher from hanging.
    private static func pending(_ watcher: FolderWatcher) -> FolderWatcher.Change? {
        let deadline = Date() + 10
        while Date() < deadline {
            if let change = watcher.pending() { return change }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return nil
    }

    #if os(Linux)
    @Test func aWrittenFileIsNamedAndANewFolderMakesTheChangeUncertainThenIsWatched() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let watcher = try #require(FolderWatcher.make([root]))
        #expect(watcher.pending() == nil)
        let page = root.appendingPathComponent("ko/page.md")
        try Data("b\n".utf8).write(to: page)
        #expect(Self.pending(watcher) == .paths([page.path]))

        try FileManager.default.createDirectory(at: root.appendingPathComponent("ko/new"), withIntermediateDirectories: false)
        #expect(Self.pending(watcher) == .unknown)
        let inside = root.appendingPathComponent("ko/new/inside.md")
        try Data("c\n".utf8).write(to: inside)
        #expect(Self.pending(watcher)?.files?.contains(inside.path) == true)
    }

    /// `mv ROOT ROOT.old && cp -r ROOT.old ROOT`: the watches stayed on the folder moved aside,
    /// and nothing written in the new one was ever seen.
    @Test func aRootReplacedByAnotherFolderIsWatchedAgain() throws {
        let root = try Self.folder()
        let aside = root.appendingPathExtension("old")
        defer { [root, aside].forEach { try? FileManager.default.removeItem(at: $0) } }
        let watcher = try #require(FolderWatcher.make([root]))
        #expect(watcher.rootChanges() == [])
        try FileManager.default.moveItem(at: root, to: aside)
        #expect(watcher.rootChanges() == [.gone(root.path)])
        try FileManager.default.copyItem(at: aside, to: root)
        #expect(watcher.rootChanges() == [.replaced(root.path)])
        _ = watcher.pending()

        let page = root.appendingPathComponent("ko/page.md")
        try Data("b\n".utf8).write(to: page)
        #expect(Self.pending(watcher) == .paths([page.path]))
        // The folder moved aside is not the root any more: its changes are not reported as the root's.
        try Data("c\n".utf8).write(to: aside.appendingPathComponent("ko/page.md"))
        Thread.sleep(forTimeInterval: 0.2)
        #expect(watcher.pending() == nil)
        #expect(watcher.rootChanges() == [])
    }
    #endif

    @Test func theFingerprintNamesChangedFilesOnlyWhenNothingWasAddedOrRemoved() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let before = Fingerprint.of([root])
        let page = root.appendingPathComponent("ko/page.md")
        try Data("b\n".utf8).write(to: page)
        try FileManager.default.setAttributes([.modificationDate: Date() + 5], ofItemAtPath: page.path)
        let edited = Fingerprint.of([root], since: before.latest)
        #expect(edited != before)
        #expect(edited.onlyChangedFiles(since: before) == [page.path])

        try Data("c\n".utf8).write(to: root.appendingPathComponent("ko/other.md"))
        try FileManager.default.setAttributes([.modificationDate: Date() + 10], ofItemAtPath: root.appendingPathComponent("ko").path)
        let added = Fingerprint.of([root], since: edited.latest)
        #expect(added != edited)
        #expect(added.onlyChangedFiles(since: edited) == nil)
    }
}

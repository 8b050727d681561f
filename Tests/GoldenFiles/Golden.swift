import Foundation
import Testing

/// Compares `actual` with the golden file `Golden/<name>` of the calling test's target
/// (`Tests/HIGSiteTests/Golden/`, `Tests/higsiteTests/Golden/`, …): the one helper every test
/// target uses for output kept word for word (pages, mockups, diagnostics, `lint` formats).
///
/// `HIGSITE_RECORD=1 swift test` rewrites the golden files, and the test then *fails*, so a
/// new baseline is always looked at (and committed) on purpose, never passed unseen.
public func expectGolden(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    guard let folder = goldenFolder(of: sourceLocation.filePath) else {
        Issue.record("\(sourceLocation.filePath) is not inside a test target of Tests/, so it has no Golden folder",
                     sourceLocation: sourceLocation)
        return
    }
    let url = folder.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["HIGSITE_RECORD"] == "1" {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: url)
        Issue.record("recorded \(name); run the tests again without HIGSITE_RECORD", sourceLocation: sourceLocation)
        return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        Issue.record("no golden file \(name); record it with HIGSITE_RECORD=1", sourceLocation: sourceLocation)
        return
    }
    #expect(actual == expected, "differs from Golden/\(name)", sourceLocation: sourceLocation)
}

/// `Tests/<Target>/Golden` for a file anywhere inside `Tests/<Target>/` (its `Support/` too).
func goldenFolder(of filePath: String) -> URL? {
    var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while folder.path != "/" && !folder.path.isEmpty {
        if folder.deletingLastPathComponent().lastPathComponent == "Tests" {
            return folder.appendingPathComponent("Golden", isDirectory: true)
        }
        folder = folder.deletingLastPathComponent()
    }
    return nil
}

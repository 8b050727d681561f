import Foundation
import Testing

/// Compares `actual` with the golden file `Golden/<name>` beside the tests.
///
/// `HIGSITE_RECORD=1 swift test` rewrites the golden files, and the test then *fails*, so a
/// new baseline is always looked at (and committed) on purpose, never passed unseen.
func expectGolden(_ actual: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden").appendingPathComponent(name)
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

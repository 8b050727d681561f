@testable import HIGSite
import Testing

@Suite("SARIF artifact locations")
struct SARIFTests {
    /// Code-scanning services resolve `artifactLocation.uri` as a URI reference: a path with a
    /// space or Hangul must be percent-encoded, and an absolute path must be a file URI.
    @Test(arguments: [
        ("screens/app.yaml", "screens/app.yaml"),
        ("my screens/설정.yaml", "my%20screens/%EC%84%A4%EC%A0%95.yaml"),
        ("/tmp/a#b?.yaml", "file:///tmp/a%23b%3F.yaml"),
        ("100%.yaml", "100%25.yaml"),
    ])
    func pathsBecomeURIReferences(path: String, uri: String) {
        #expect(SARIF.artifactURI(path) == uri)
    }
}

@testable import HIGSite

extension MarkdownDocument {
    /// The body's HTML alone, as the tests compare it.
    func renderHTML(_ input: RenderInput) -> [UInt8] {
        renderBody(input).bytes
    }
}

import HIGControls
@testable import HIGSite

/// The reading order as the navigation lists it, walked page by page: the tests' statement of
/// what ``ReadingOrder`` (kept as site positions for the renderer) must give.
extension Site {
    /// Every page but the home page, depth first in navigation order: the reading order
    /// behind previous/next links.
    func readingOrder(in language: Language) -> [Page] {
        var result: [Page] = []
        func visit(_ id: PageID) {
            for child in children(of: id, in: language) {
                result.append(child)
                visit(child.id)
            }
        }
        visit(.home)
        return result
    }
}

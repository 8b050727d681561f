import Foundation
import HIGControls
import Testing
@testable import HIGSite

/// Every page's previous and next links follow the navigation depth first, as the site lists it.
@Suite("Reading order")
struct ReadingOrderTests {
    @Test func neighboursFollowTheSitesReadingOrderInEachLanguage() throws {
        let content = repositoryTemplates.deletingLastPathComponent().appendingPathComponent("content")
        let site = try SiteBuilder.check(content: UserPath(content.path)).site
        let order = ReadingOrder(site)
        for language in Language.allCases {
            let expected = site.readingOrder(in: language).map(\.id)
            #expect(expected.count > 20)
            // Walk the order from its first page by `next`, and back from its last by `previous`.
            var forward: [PageID] = [], position = site.position(of: expected[0], in: language)
            while let current = position {
                forward.append(site.pages[current].id)
                position = order.neighbours(of: current, in: language).next
            }
            #expect(forward == expected, "\(language)")
            var backward: [PageID] = []
            position = site.position(of: expected[expected.count - 1], in: language)
            while let current = position {
                backward.append(site.pages[current].id)
                position = order.neighbours(of: current, in: language).previous
            }
            #expect(backward == expected.reversed(), "\(language)")
            let home = try #require(site.position(of: .home, in: language))
            #expect(order.neighbours(of: home, in: language) == (nil, nil), "the home page has no neighbours")
        }
    }
}

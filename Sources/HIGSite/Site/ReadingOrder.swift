import HIGControls

/// Each language's pages in reading order — the navigation, depth first — for every page's
/// previous and next links. Kept as positions in `site.pages`: a rebuild whose site kept every
/// page's place (only pages' text changed) reuses it with the new pages, instead of walking
/// and indexing 20,000 pages again (two thirds of such a rebuild's render step).
struct ReadingOrder: Sendable {
    /// Each language's positions, in reading order.
    private let order: [Language: [Int]]
    /// Each position's place in its language's order; -1 for a page outside it (the home page).
    private let places: [Int]

    init(_ site: Site) {
        var order: [Language: [Int]] = [:]
        var places = [Int](repeating: -1, count: site.pages.count)
        for language in Language.allCases {
            var positions: [Int] = []
            func visit(_ id: PageID) {
                for child in site.childPositions(of: id, in: language) {
                    places[child] = positions.count
                    positions.append(child)
                    visit(site.pages[child].id)
                }
            }
            visit(.home)
            order[language] = positions
        }
        self.order = order
        self.places = places
    }

    /// The positions of the pages before and after the one at `position`, in `language`'s order.
    func neighbours(of position: Int, in language: Language) -> (previous: Int?, next: Int?) {
        guard position < places.count, places[position] >= 0, let positions = order[language] else { return (nil, nil) }
        let place = places[position]
        return (place > 0 ? positions[place - 1] : nil, place + 1 < positions.count ? positions[place + 1] : nil)
    }
}

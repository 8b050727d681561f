/// A page's body as HTML for its own page, with what it takes to show it elsewhere (the
/// side-by-side view): where each heading starts, and which parts depend on the folder the page
/// is in. Both are recorded while the body is filled, so nothing reads the HTML again to find them.
struct BodyHTML: Sendable {
    let bytes: [UInt8]
    /// The document's headings, and where each one's `<hN` is in ``bytes``, in document order.
    let headings: [MarkdownHeading]
    let headingStarts: [Int]
    /// Every part of ``bytes`` that depends on the page's folder, in order, none overlapping.
    let spots: [Spot]

    /// A part of the body written for its page's folder.
    struct Spot: Sendable, Equatable {
        enum Kind: Sendable, Equatable {
            /// The value of an `href` or `src` attribute: a destination relative to the page, or
            /// `#anchor` on it.
            case url
            /// The name of a heading's `id` attribute (`id`): an id must not be repeated on a page
            /// that shows the body next to another one.
            case headingID
            /// HTML the caller made for the page (rule badges, a mockup figure), whose attributes
            /// are not recorded one by one.
            case fragment
        }

        var range: Range<Int>
        var kind: Kind
    }

    /// The index of the first spot that starts at or after `offset`.
    func firstSpot(from offset: Int) -> Int {
        var low = 0, high = spots.count
        while low < high {
            let middle = (low + high) / 2
            if spots[middle].range.lowerBound < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

import HIGControls
import Testing

/// Violations are listed in the order of their elements' paths: the order a reader finds the
/// elements in the screen's description.
struct ElementPathOrderTests {
    private let items = ElementPath.root.key("tab-bar").key("items")

    @Test func indexesCompareAsNumbers() {
        #expect(items.index(2) < items.index(10))
        #expect(!(items.index(10) < items.index(2)))
        let sorted = [10, 2, 1, 20, 3].map { items.index($0) }.sorted().map(\.description)
        #expect(sorted == ["tab-bar.items[1]", "tab-bar.items[2]", "tab-bar.items[3]", "tab-bar.items[10]", "tab-bar.items[20]"])
    }

    @Test func aPathComesBeforeWhatIsBelowIt() {
        #expect(items < items.index(0))
        #expect(items.index(9) < items.index(9).key("badge"))
        #expect(items.index(9).key("badge") < items.index(10))
        #expect(ElementPath.root < items)
    }

    @Test func keysCompareByNameAndComeBeforeIndexes() {
        #expect(ElementPath.root.key("content") < ElementPath.root.key("tab-bar"))
        #expect(items.key("title") < items.index(0))
        #expect(!(items.index(0) < items.key("title")))
    }
}

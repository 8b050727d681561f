import HIGControls
import Testing

/// The places of a tab bar, which both drawings lay out: iPhone's More holds the tabs after the fourth.
@Suite("Tab bar places")
struct TabBarSlotTests {
    private func bar(_ count: Int) -> TabBar {
        TabBar(items: (0..<count).map { TabBar.Item(title: "t\($0)") })
    }

    @Test func iPhoneShowsFourAndMoreBeyondFive() {
        #expect(bar(5).visibleItems(on: .iPhone) == (0..<5).map(TabBar.Slot.tab))
        let seven = bar(7).visibleItems(on: .iPhone)
        #expect(seven == [.tab(0), .tab(1), .tab(2), .tab(3), .more(4..<7)])
        #expect(seven.last?.itemIndexes == 4..<7 && seven.first?.itemIndexes == 0..<1)
        #expect(bar(7).item(in: .more(4..<7), language: .ko) == TabBar.Item(title: "더 보기", icon: "ellipsis"))
        #expect(bar(7).item(in: .more(4..<7), language: .en).title == "More")
        #expect(bar(7).item(in: .tab(2), language: .en).title == "t2")
    }

    @Test func iPadShowsEveryTab() {
        #expect(bar(7).visibleItems(on: .iPad) == (0..<7).map(TabBar.Slot.tab))
        #expect(bar(0).visibleItems(on: .iPhone).isEmpty)
    }
}

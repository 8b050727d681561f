import HIGControls
@testable import HIGMockups
import Testing

/// iPhone's More tab stands for the tabs it holds: when the selected tab is one of them, More is
/// the one shown selected, as UIKit shows it — in both drawings, whichever hidden tab it is.
@Suite("More shows a hidden selected tab")
struct TabBarMoreTests {
    private func screen(selected: Int) -> Screen {
        Screen(tabBar: TabBar(items: (0..<7).map { TabBar.Item(title: "Tab\($0)", icon: "star") }, selected: selected))
    }

    @Test(arguments: [4, 5, 6])
    func moreIsSelectedForEveryTabItHolds(_ selected: Int) {
        for style in [BarStyle.glass, .classic] {
            let ascii = Mockup.ascii(screen(selected: selected), language: .en, style: style)
            #expect(ascii.contains("▸More"), "\(style), selected \(selected):\n\(ascii)")
            #expect(!ascii.contains("▸Tab"))
        }
        let svg = Mockup.svg(screen(selected: selected), language: .en, title: "t")
        #expect(svg.contains("class=\"hm-tint\"") && svg.contains(">More<"))
        #expect(svg.components(separatedBy: "hm-tint\"").count == 2, "one tab tinted: \(svg)")
    }

    @Test func aShownTabIsSelectedItself() {
        let ascii = Mockup.ascii(screen(selected: 2), language: .ko)
        #expect(ascii.contains("▸Tab2") && !ascii.contains("▸더 보기"))
    }
}

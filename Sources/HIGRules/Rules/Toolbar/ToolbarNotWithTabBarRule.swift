import HIGControls

/// On iPhone a toolbar and a tab bar never share a screen; on iPad they can.
enum ToolbarNotWithTabBarRule {
    static let rule = Rule(
        id: "toolbar.not-with-tab-bar", component: .toolbar, severity: .error,
        guideline: GuidelineReference("bars/toolbars", "not-with-tab-bar"),
        title: Localized(ko: "iPhone에서 툴바와 탭 바를 한 화면에 함께 두지 않기", en: "On iPhone, never a toolbar and a tab bar on one screen"),
        summary: Localized(
            ko: "iPhone에서 툴바와 탭 바는 모두 화면 하단에 나타나 혼동하기 쉽지만 하는 일이 다릅니다. 툴바는 현재 화면에 작용하는 동작을, 탭 바는 앱의 영역 사이 이동을 맡으므로 iPhone에서는 두 바를 한 화면에 함께 표시해서는 안 됩니다. iPad에서는 두 바가 함께 나타날 수 있으므로 확인하지 않습니다.",
            en: "On iPhone, toolbars and tab bars both sit at the bottom of the screen and are easy to confuse, but they do different jobs: a toolbar acts on the current view, a tab bar switches between sections. On iPhone the two never appear on the same screen. On iPad they can, so iPad screens are not checked."),
        examples: [
            .passing(Localized(ko: "툴바만 있는 메일 목록 화면", en: "A mail list with a toolbar only"),
                     Screen(navigationBar: NavigationBar(title: "받은 편지함"),
                            toolbar: Toolbar(items: [BarItem(icon: "line.3.horizontal.decrease.circle"), BarItem(kind: .flexibleSpace),
                                                     BarItem(icon: "square.and.pencil")]))),
            .passing(Localized(ko: "탭 바와 툴바가 함께 있는 iPad 화면", en: "An iPad screen with both a tab bar and a toolbar"),
                     Screen(device: .iPad, navigationBar: NavigationBar(title: "Photos"),
                            tabBar: TabBar(items: ["Library", "For You", "Albums", "Search"].map { .init(title: $0) }),
                            toolbar: Toolbar(items: [BarItem(icon: "square.and.arrow.up"), BarItem(kind: .flexibleSpace), BarItem(icon: "trash")]))),
            .failing(Localized(ko: "탭 바와 툴바가 함께 있는 iPhone 화면", en: "An iPhone screen with both a tab bar and a toolbar"),
                     Screen(navigationBar: NavigationBar(title: "Photos"),
                            tabBar: TabBar(items: ["Library", "For You", "Albums", "Search"].map { .init(title: $0) }),
                            toolbar: Toolbar(items: [BarItem(icon: "square.and.arrow.up"), BarItem(kind: .flexibleSpace), BarItem(icon: "trash")])),
                     at: "toolbar"),
        ],
        check: { screen in
            guard screen.device == .iPhone, screen.toolbar != nil, screen.tabBar != nil else { return [] }
            return [Finding(ElementPath.root.key("toolbar"), Localized(
                ko: "iPhone 화면에 툴바와 탭 바가 함께 있습니다. 현재 화면에 작용하는 동작은 툴바 대신 내비게이션 바에 두거나, 툴바가 필요한 화면에서는 탭 바를 숨기세요(예: 모달 화면으로 표시).",
                en: "This iPhone screen shows both a toolbar and a tab bar. Move the current view's actions to the navigation bar, or show the screen that needs a toolbar without the tab bar (e.g. as a modal view)."))]
        }
    )
}

import HIGControls

/// The status bar is never hidden for good.
enum StatusBarNoPermanentHidingRule {
    static let rule = Rule(
        id: "status-bar.no-permanent-hiding", component: .statusBar, severity: .error,
        guideline: GuidelineReference("bars/status-bars", "no-permanent-hiding"),
        title: Localized(ko: "상태 바를 영구적으로 숨기지 않기", en: "Don't hide the status bar permanently"),
        summary: Localized(
            ko: "상태 바가 없으면 사용자는 시간이나 배터리 잔량, Wi-Fi 연결을 확인하려고 앱을 나가야 합니다. 전체 화면 미디어를 보여 줄 때 잠시 숨기는 것은 괜찮지만, 간단한 제스처로 다시 불러올 수 있어야 합니다.",
            en: "Without the status bar, people have to leave the app to check the time, the battery or the Wi-Fi connection. Hiding it for a while during full-screen media is fine, as long as a simple gesture brings it back."),
        examples: [
            .passing(Localized(ko: "전체 화면 사진을 보는 동안 잠시 숨긴 상태 바", en: "A status bar hidden for a while during a full-screen photo"),
                     Screen(statusBar: StatusBar(style: .lightContent, visibility: .hiddenTemporarily, background: .black),
                            content: [.imageView(ImageView(frames: [Size(width: 393, height: 852)], description: "바다 사진"))])),
            .failing(Localized(ko: "영구적으로 숨긴 상태 바", en: "A permanently hidden status bar"),
                     Screen(statusBar: StatusBar(visibility: .hidden), navigationBar: NavigationBar(title: "Notes")),
                     at: "status-bar.visibility"),
        ],
        check: { screen in
            guard let statusBar = screen.statusBar, statusBar.visibility == .hidden else { return [] }
            return [Finding(ElementPath.root.key("status-bar").key("visibility"), Localized(
                ko: "상태 바가 영구적으로 숨겨져 있습니다. 상태 바를 표시하고, 전체 화면 미디어처럼 꼭 필요한 경우에만 잠시 숨기되(hidden-temporarily) 탭 한 번으로 다시 불러올 수 있게 하세요.",
                en: "The status bar is hidden for good. Show it; hide it only temporarily (hidden-temporarily), e.g. for full-screen media, and let a single tap bring it back."))]
        }
    )
}

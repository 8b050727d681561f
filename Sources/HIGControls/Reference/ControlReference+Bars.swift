/// The bars at a screen's edges, each with its own place in a screen description.
extension ControlReference {
    static let bars: [ControlReference] = [
        ControlReference(.navigationBar,
            summary: Localized(ko: "내비게이션 바: 화면 위쪽의 제목, 뒤로 버튼, 버튼", en: "A navigation bar: the title, back button and buttons at the top"),
            keys: [
                Key("title", .text),
                Key("large-title", .flag),
                Key("back", .text, "a title, or `{title, segments}`; `segments` whole, 1–20, *higsite*"),
                Key("items", .list, "as the toolbar's"),
                Key("segmented-control", .mapping, "a `segmented-control` in the bar"),
            ],
            example: Localized(ko: """
                navigation-bar: {title: 메모, back: 폴더, items: [편집]}
                content: []
                """, en: """
                navigation-bar: {title: Notes, back: Folders, items: [Edit]}
                content: []
                """)),
        ControlReference(.statusBar,
            summary: Localized(ko: "상태 바: 시간과 배터리가 있는 맨 위 줄", en: "The status bar: the top row with the time and battery"),
            keys: [
                Key("style", .choice, "dark-content, light-content"),
                Key("visibility", .choice, "visible, hidden-temporarily, hidden"),
                Key("background", .color, "`#RRGGBB`, or `{red, green, blue}` with each channel 0–1 for a colour no hex gives exactly"),
                Key("network-activity", .mapping, "`{seconds}`: 0–86400, *higsite*"),
            ],
            example: Localized(ko: """
                status-bar: {style: light-content, background: "#1C1C1E"}
                """, en: """
                status-bar: {style: light-content, background: "#1C1C1E"}
                """)),
        ControlReference(.networkActivityIndicator,
            summary: Localized(ko: "네트워크 활동 표시기: 상태 바의 network-activity 키로 그림", en: "The network activity indicator: drawn with the status bar's network-activity key"),
            lead: "no keys of its own: the indicator is a `status-bar`'s `network-activity`, `{seconds}` it stays on (0–86400, *higsite*)",
            keys: [],
            example: Localized(ko: """
                status-bar: {network-activity: {seconds: 2}}
                """, en: """
                status-bar: {network-activity: {seconds: 2}}
                """)),
        ControlReference(.tabBar,
            summary: Localized(ko: "탭 바: 앱의 최상위 영역을 오가는 아래쪽 탭", en: "A tab bar: tabs at the bottom that switch between an app's top-level areas"),
            keys: [
                Key("items", .list, "titles, or `{title, icon, badge, enabled, role: navigation|action, accessibility-label}`; a tab without `title` reads as one with an empty title, which `tab-bar.tab-title` flags; a tab without `icon` is drawn with its title alone, as UIKit draws a tab with no image"),
                Key("selected", .index, "the index of a tab: 0 to count − 1; `null` for none; 0 when left out"),
            ],
            example: Localized(ko: """
                tab-bar: {items: [{title: 홈, icon: house}, {title: 검색, icon: magnifyingglass, badge: 2}, {title: 프로필, icon: person}, {title: 설정, icon: gear}], selected: 0}
                """, en: """
                tab-bar: {items: [{title: Home, icon: house}, {title: Search, icon: magnifyingglass, badge: 2}, {title: Profile, icon: person}, {title: Settings, icon: gear}], selected: 0}
                """)),
        ControlReference(.toolbar,
            summary: Localized(ko: "툴바: 화면 아래쪽의 동작 버튼", en: "A toolbar: action buttons at the bottom of a screen"),
            keys: [
                Key("items", .list, "titles, or `{kind: button|segmented-control|flexible-space|switch, title, icon, style: plain|bordered|done, size, segments, accessibility-label, dismisses}`; `size` 0–10000 pt each way; `accessibility-label` is what VoiceOver speaks for an icon-only item; `dismisses: true` marks the button that closes a modal view, its Cancel or Close, whatever its title says"),
            ],
            example: Localized(ko: """
                toolbar: {items: [{icon: trash, accessibility-label: 삭제}, {kind: flexible-space}, {icon: square.and.arrow.up, accessibility-label: 공유}, {kind: flexible-space}, {icon: square.and.pencil, accessibility-label: 새로운 메모}]}
                """, en: """
                toolbar: {items: [{icon: trash, accessibility-label: Delete}, {kind: flexible-space}, {icon: square.and.arrow.up, accessibility-label: Share}, {kind: flexible-space}, {icon: square.and.pencil, accessibility-label: New Note}]}
                """)),
    ]
}

import HIGControls

/// A refresh control's title tells something about the content, never how to refresh.
enum RefreshNoInstructionTitleRule {
    /// English words that make a title an instruction ("Pull to refresh", "Release to reload").
    static let englishGestureWords: Set<String> = ["pull", "drag", "swipe", "release"]
    /// Korean fragments of the same gestures ("당겨서 새로 고침", "아래로 끌어 업데이트").
    static let koreanGestureFragments = ["당겨", "당기", "끌어", "놓으면", "놓아", "스와이프"]

    /// Whether the title explains the refresh gesture.
    static func isInstruction(_ title: String) -> Bool {
        let lowered = title.lowercased()
        let words = lowered.split { !$0.isLetter }.map(String.init)
        return words.contains(where: englishGestureWords.contains) || koreanGestureFragments.contains(where: lowered.contains)
    }

    static let rule = Rule(
        id: "refresh-control.no-instruction-title", component: .refreshControl, severity: .error,
        guideline: GuidelineReference("controls/refresh-content-controls", "short-title"),
        title: Localized(ko: "새로 고치는 방법을 제목으로 설명하지 않기", en: "No instructions in a refresh control's title"),
        summary: Localized(
            ko: "새로 고침 컨트롤의 애니메이션만으로도 콘텐츠를 불러오는 중임을 알 수 있으므로, ‘당겨서 새로 고침’처럼 동작 방법을 알려 주는 제목은 쓸모가 없습니다. 제목에 당기기나 놓기 같은 동작을 설명하는 말이 있는지 확인합니다.",
            en: "The control's animation already shows that content is loading, so a title such as “Pull to refresh” that explains the gesture tells people nothing. Checks whether the title describes a gesture such as pulling or releasing."),
        examples: [
            .passing(Localized(ko: "마지막 업데이트 시점을 알려 주는 제목", en: "A title that says when the content was last updated"),
                     Screen(content: [.table(Table(rows: ["받은 편지함", "보낸 편지함"].map { .init(title: $0) },
                                                   refreshControl: RefreshControl(title: "5분 전에 업데이트됨")))])),
            .passing(Localized(ko: "제목 없는 새로 고침 컨트롤", en: "A refresh control without a title"),
                     Screen(content: [.table(Table(rows: ["Inbox", "Sent"].map { .init(title: $0) }, refreshControl: RefreshControl()))])),
            .failing(Localized(ko: "‘Pull to refresh’라는 제목", en: "A “Pull to refresh” title"),
                     Screen(content: [.table(Table(rows: ["Inbox", "Sent"].map { .init(title: $0) },
                                                   refreshControl: RefreshControl(title: "Pull to refresh")))]),
                     at: "content[0].table.refresh-control.title"),
            .failing(Localized(ko: "‘아래로 당겨 새로 고침’이라는 제목", en: "A Korean title that says to pull down to refresh"),
                     Screen(content: [.collection(Collection(items: ["사진 1", "사진 2"].map { .init(title: $0) },
                                                             refreshControl: RefreshControl(title: "아래로 당겨 새로 고침")))]),
                     at: "content[0].collection.refresh-control.title"),
        ],
        check: { screen in
            RefreshControlSites.all(in: screen).compactMap { path, control in
                guard let title = control.title, isInstruction(title) else { return nil }
                return Finding(path.key("title"), Localized(
                    ko: "새로 고침 컨트롤의 제목이 새로 고치는 방법을 설명합니다(‘\(title)’). 제목을 없애거나, 마지막 업데이트 시점처럼 콘텐츠에 관해 도움이 되는 정보로 바꾸세요.",
                    en: "The refresh control's title ‘\(title)’ explains how to refresh; remove it, or use it for something useful about the content, such as when it was last updated."))
            }
        }
    )
}

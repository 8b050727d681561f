import HIGControls

/// When a refresh control has a title, it is short.
enum RefreshShortTitleRule {
    /// In narrow characters; a Hangul character counts as two.
    static let maximumLength = 40

    static let rule = Rule(
        id: "refresh-control.short-title", component: .refreshControl, severity: .warning,
        guideline: GuidelineReference("controls/refresh-content-controls", "short-title"),
        title: Localized(ko: "새로 고침 컨트롤의 제목은 짧게", en: "Short refresh control titles"),
        summary: Localized(
            ko: "새로 고침 컨트롤의 제목은 콘텐츠를 당기는 잠깐 동안에만 보이므로 한눈에 읽혀야 합니다. 제목의 길이가 기준을 넘는지 확인합니다. 한글은 로마자보다 폭이 넓으므로 한 글자를 두 자로 셉니다.",
            en: "A refresh control's title shows only for the moment people pull the content down, so it has to be read at a glance. Checks that the title stays within the length limit; a Hangul character counts as two."),
        threshold: Localized(ko: "40자 이하, 한글은 한 글자를 두 자로 셈 (higsite의 기준)",
                             en: "40 characters or fewer, a Hangul character counting as two (higsite's threshold)"),
        examples: [
            .passing(Localized(ko: "업데이트 시점을 알리는 짧은 제목", en: "A short title that says when the content was updated"),
                     Screen(content: [.table(Table(rows: ["Daily News", "Tech Talk"].map { .init(title: $0) },
                                                   refreshControl: RefreshControl(title: "Last updated today at 9:41 AM")))])),
            .passing(Localized(ko: "짧은 한글 제목", en: "A short Korean title"),
                     Screen(content: [.table(Table(rows: ["오늘의 뉴스", "테크 토크"].map { .init(title: $0) },
                                                   refreshControl: RefreshControl(title: "마지막 업데이트: 오늘 오전 9:41")))])),
            .failing(Localized(ko: "문장처럼 긴 영문 제목", en: "An English title as long as a sentence"),
                     Screen(content: [.table(Table(rows: ["Daily News", "Tech Talk"].map { .init(title: $0) },
                                                   refreshControl: RefreshControl(title: "Checking all of your subscriptions for new episodes now")))]),
                     at: "content[0].table.refresh-control.title"),
            .failing(Localized(ko: "문장처럼 긴 한글 제목", en: "A Korean title as long as a sentence"),
                     Screen(content: [.table(Table(rows: ["오늘의 뉴스", "테크 토크"].map { .init(title: $0) },
                                                   refreshControl: RefreshControl(title: "구독 중인 모든 팟캐스트에서 새 에피소드를 확인하고 있습니다")))]),
                     at: "content[0].table.refresh-control.title"),
        ],
        check: { screen in
            RefreshControlSites.all(in: screen).compactMap { path, control in
                guard let title = control.title else { return nil }
                let length = ControlsText.displayLength(title)
                guard length > maximumLength else { return nil }
                return Finding(path.key("title"), Localized(
                    ko: "새로 고침 컨트롤의 제목 ‘\(title)’의 길이가 \(length)자입니다(한글은 두 자로 셈). \(maximumLength)자 이하로 줄이거나 제목을 없애세요.",
                    en: "The refresh control's title ‘\(title)’ is \(length) characters long (Hangul counting double); shorten it to \(maximumLength) or fewer, or drop it."))
            }
        }
    )
}

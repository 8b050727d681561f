import HIGControls

/// A label beside a progress indicator should say more than "Loading".
enum ActivityIndicatorNoVagueLabelRule {
    /// Labels that say nothing beyond the indicator itself, in the normalised form of `normalised(_:)`.
    static let vagueLabels: Set<String> = [
        "loading", "authenticating", "please wait", "wait", "working", "processing",
        "로딩", "로딩 중", "로딩중", "불러오는 중", "불러오는중", "인증하는 중", "인증 중", "인증중",
        "처리 중", "처리중", "잠시만 기다려 주세요", "잠시만 기다려주세요", "기다려 주세요",
    ]

    /// Lower case, without surrounding spaces and trailing dots or ellipses.
    static func normalised(_ label: String) -> String {
        var text = Substring(label.lowercased())
        while let last = text.last, last == "." || last == "…" || last == " " { text = text.dropLast() }
        while let first = text.first, first == " " { text = text.dropFirst() }
        return String(text)
    }

    static func isVague(_ label: String) -> Bool {
        vagueLabels.contains(normalised(label))
    }

    static let rule = Rule(
        id: "activity-indicator.no-vague-label", component: .activityIndicator, severity: .warning,
        guideline: GuidelineReference("controls/progress-indicators", "helpful-label"),
        title: Localized(ko: "활동 표시기에 모호한 레이블을 달지 않기", en: "No vague activity indicator labels"),
        summary: Localized(
            ko: "‘불러오는 중’이나 ‘인증하는 중’처럼 모호한 말은 돌고 있는 활동 표시기가 이미 알려 주는 것 이상을 말하지 못합니다. 활동 표시기의 레이블이 이런 말뿐인지 확인합니다. 대소문자와 말줄임표는 구분하지 않습니다.",
            en: "Vague words such as ‘Loading’ or ‘Authenticating’ say nothing a spinning indicator doesn't already say. Checks that an activity indicator's label is more than such a word, ignoring case and trailing ellipses."),
        examples: [
            .passing(Localized(ko: "무엇을 하는지 알려 주는 레이블", en: "A label that says what is happening"),
                     Screen(content: [.activityIndicator(ActivityIndicator(label: "메일 128통 동기화 중"))])),
            .passing(Localized(ko: "레이블 없는 활동 표시기", en: "An activity indicator without a label"),
                     Screen(content: [.activityIndicator(ActivityIndicator())])),
            .failing(Localized(ko: "‘불러오는 중…’만 적은 레이블", en: "A label of just ‘불러오는 중…’"),
                     Screen(content: [.activityIndicator(ActivityIndicator(label: "불러오는 중…"))]),
                     at: "content[0].activity-indicator.label"),
            .failing(Localized(ko: "‘Loading...’만 적은 레이블", en: "A label of just ‘Loading...’"),
                     Screen(content: [.activityIndicator(ActivityIndicator(label: "Loading..."))]),
                     at: "content[0].activity-indicator.label"),
        ],
        check: { screen in
            screen.elements.compactMap { path, element in
                guard case .activityIndicator(let indicator) = element, let label = indicator.label, isVague(label) else { return nil }
                return Finding(path.key("label"), Localized(
                    ko: "활동 표시기의 레이블 ‘\(label)’은(는) 모호합니다. ‘사진 24장 업로드 중’처럼 무엇을 하고 있는지 알려 주거나 레이블을 빼세요.",
                    en: "The label ‘\(label)’ is vague; say what is happening, as in ‘Uploading 24 photos’, or leave the label out."))
            }
        }
    )
}

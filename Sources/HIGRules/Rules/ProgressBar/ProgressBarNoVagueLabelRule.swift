import HIGControls

/// A label beside a progress bar should say more than "Loading".
enum ProgressBarNoVagueLabelRule {
    static let rule = Rule(
        id: "progress-bar.no-vague-label", component: .progressBar, severity: .warning,
        guideline: GuidelineReference("controls/progress-indicators", "helpful-label"),
        title: Localized(ko: "진행 막대에 모호한 레이블을 달지 않기", en: "No vague progress bar labels"),
        summary: Localized(
            ko: "‘불러오는 중’ 같은 모호한 말은 채워지는 진행 막대가 이미 알려 주는 것 이상을 말하지 못합니다. 진행 막대의 레이블이 이런 말뿐인지 확인합니다. 대소문자와 말줄임표는 구분하지 않습니다.",
            en: "A vague word such as ‘Loading’ says nothing a filling progress bar doesn't already say. Checks that a progress bar's label is more than such a word, ignoring case and trailing ellipses."),
        examples: [
            .passing(Localized(ko: "무엇을 얼마나 했는지 알려 주는 레이블", en: "A label that says what and how much"),
                     Screen(content: [.progressBar(ProgressBar(progress: 0.4, label: "Downloading 12 of 30 songs"))])),
            .failing(Localized(ko: "‘로딩 중’만 적은 레이블", en: "A label of just ‘로딩 중’"),
                     Screen(content: [.progressBar(ProgressBar(progress: 0.4, label: "로딩 중"))]),
                     at: "content[0].progress-bar.label"),
        ],
        check: { screen in
            screen.elements.compactMap { path, element in
                guard case .progressBar(let bar) = element, let label = bar.label, ActivityIndicatorNoVagueLabelRule.isVague(label) else { return nil }
                return Finding(path.key("label"), Localized(
                    ko: "진행 막대의 레이블 ‘\(label)’은(는) 모호합니다. ‘노래 30곡 중 12곡 다운로드 중’처럼 무엇을 하고 있는지 알려 주거나 레이블을 빼세요.",
                    en: "The label ‘\(label)’ is vague; say what is happening, as in ‘Downloading 12 of 30 songs’, or leave the label out."))
            }
        }
    )
}

import HIGControls

/// Progress is a fraction from 0 to 1; anything else can't be shown accurately.
enum ProgressBarProgressRangeRule {
    static let range = 0.0...1.0

    static let rule = Rule(
        id: "progress-bar.progress-range", component: .progressBar, severity: .error,
        guideline: GuidelineReference("controls/progress-indicators", "accurate-progress"),
        title: Localized(ko: "진행률은 0에서 1 사이", en: "Progress between 0 and 1"),
        summary: Localized(
            ko: "진행 막대는 0(시작)부터 1(완료)까지의 비율로 진행 상황을 보여 줍니다. 이 범위를 벗어난 값은 막대에 그대로 나타나지 않아 진행 상황을 부정확하게 알리게 됩니다. 진행률이 0~1 범위 안에 있는지 확인합니다.",
            en: "A progress bar shows progress as a fraction from 0 (started) to 1 (done). A value outside that range can't be drawn as it is, so the bar reports progress inaccurately. Checks that progress lies between 0 and 1."),
        threshold: Localized(ko: "0~1", en: "0–1"),
        examples: [
            .passing(Localized(ko: "60% 진행된 업로드", en: "An upload 60% done"),
                     Screen(content: [.progressBar(ProgressBar(progress: 0.6, label: "사진 10장 중 6장 업로드 중"))])),
            .failing(Localized(ko: "퍼센트 값을 그대로 넣은 진행률", en: "A percentage used as progress"),
                     Screen(content: [.progressBar(ProgressBar(progress: 60, label: "Uploading 6 of 10 photos"))]),
                     at: "content[0].progress-bar.progress"),
        ],
        check: { screen in
            screen.elements.compactMap { path, element in
                guard case .progressBar(let bar) = element, !range.contains(bar.progress) else { return nil }
                let value = ControlsText.number(bar.progress)
                let hint = bar.progress > 1 && bar.progress <= 100
                    ? Localized(ko: " 퍼센트라면 100으로 나누세요.", en: " If it is a percentage, divide it by 100.")
                    : Localized(ko: "", en: "")
                return Finding(path.key("progress"), Localized(
                    ko: "진행률이 \(value)입니다. 진행률은 0(시작)에서 1(완료) 사이의 비율로 정확하게 나타내세요.\(hint.ko)",
                    en: "The progress is \(value); give it as a fraction from 0 (started) to 1 (done) so the bar is accurate.\(hint.en)"))
            }
        }
    )
}

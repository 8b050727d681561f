import HIGControls

/// Measurable work gets a progress bar rather than a spinner.
enum ActivityIndicatorDeterminateWhenMeasurableRule {
    static let rule = Rule(
        id: "activity-indicator.determinate-when-measurable", component: .activityIndicator, severity: .warning,
        guideline: GuidelineReference("controls/progress-indicators", "prefer-progress-bars"),
        title: Localized(ko: "작업량을 알 수 있으면 진행 막대로", en: "A progress bar for measurable work"),
        summary: Localized(
            ko: "작업이 얼마나 남았는지 알 수 있다면 진행 막대가 활동 표시기보다 훨씬 정확하게 진행 상황과 남은 시간을 알려 줍니다. 작업량을 알 수 있는(measurable) 작업에 활동 표시기를 쓰는지 확인합니다.",
            en: "When the remaining work can be measured, a progress bar tells people far more precisely how far along it is and how long is left. Checks that no activity indicator stands for measurable work."),
        examples: [
            .passing(Localized(ko: "길이를 알 수 없는 동기화", en: "A sync of unknown length"),
                     Screen(content: [.activityIndicator(ActivityIndicator(label: "iCloud와 동기화하는 중"))])),
            .failing(Localized(ko: "파일 크기를 아는 다운로드에 쓴 활동 표시기", en: "An activity indicator for a download of known size"),
                     Screen(content: [.activityIndicator(ActivityIndicator(label: "Downloading Podcast (45 MB)", workIsMeasurable: true))]),
                     at: "content[0].activity-indicator"),
        ],
        check: { screen in
            screen.elements.compactMap { path, element in
                guard case .activityIndicator(let indicator) = element, indicator.workIsMeasurable else { return nil }
                return Finding(path, Localized(
                    ko: "작업량을 알 수 있는 작업에 활동 표시기를 썼습니다. 진행 막대로 바꿔 얼마나 진행되었는지 보여 주세요.",
                    en: "An activity indicator stands for measurable work; use a progress bar to show how far along it is."))
            }
        }
    )
}

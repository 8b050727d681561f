import HIGControls

/// A visible activity indicator spins; a stopped one should hide.
enum ActivityIndicatorKeepMovingRule {
    static let rule = Rule(
        id: "activity-indicator.keep-moving", component: .activityIndicator, severity: .warning,
        guideline: GuidelineReference("controls/progress-indicators", "keep-moving"),
        title: Localized(ko: "보이는 활동 표시기는 계속 돌게", en: "Visible activity indicators keep spinning"),
        summary: Localized(
            ko: "사용자는 멈춰 있는 활동 표시기를 보면 작업도 멈췄다고 생각합니다. 활동 표시기가 멈춘 채 화면에 남아 있는지, 즉 애니메이션도 멈추고 멈췄을 때 숨기는 설정도 꺼져 있는지 확인합니다.",
            en: "People take a stationary activity indicator for a stalled process. Checks that no indicator stays on screen without spinning, that is, with its animation stopped and hides-when-stopped turned off."),
        examples: [
            .passing(Localized(ko: "돌고 있는 활동 표시기", en: "A spinning activity indicator"),
                     Screen(content: [.activityIndicator(ActivityIndicator())])),
            .passing(Localized(ko: "멈추면 사라지는 활동 표시기", en: "An indicator that hides when stopped"),
                     Screen(content: [.activityIndicator(ActivityIndicator(isAnimating: false, hidesWhenStopped: true))])),
            .failing(Localized(ko: "멈춘 채 화면에 남은 활동 표시기", en: "A stopped indicator left on screen"),
                     Screen(content: [.activityIndicator(ActivityIndicator(isAnimating: false, hidesWhenStopped: false))]),
                     at: "content[0].activity-indicator.animating"),
        ],
        check: { screen in
            screen.elements.compactMap { path, element in
                guard case .activityIndicator(let indicator) = element, !indicator.isAnimating, !indicator.hidesWhenStopped else { return nil }
                return Finding(path.key("animating"), Localized(
                    ko: "활동 표시기가 멈춘 채 화면에 남아 있습니다. 작업하는 동안에는 계속 돌게 하고, 작업이 끝나면 숨기세요(hides-when-stopped).",
                    en: "The activity indicator stands still on screen; keep it spinning while work goes on and hide it when the work ends (hides-when-stopped)."))
            }
        }
    )
}

import HIGControls

/// A gauge shows its current value as text.
enum GaugeCurrentValueLabelRule {
    static let rule = Rule(
        id: "gauge.current-value-label", component: .gauge, severity: .warning,
        guideline: GuidelineReference("controls/gauges", "current-value"),
        title: Localized(ko: "게이지에 현재 값을 글자로 표시하기", en: "Show a gauge's current value as text"),
        summary: Localized(
            ko: "게이지의 채움이나 표시점만으로는 값이 정확히 얼마인지 알기 어렵고, VoiceOver는 화면에 보이는 레이블을 읽어 게이지를 설명합니다. 게이지마다 현재 값 레이블이 있는지 확인합니다.",
            en: "A gauge's fill or marker alone doesn't say exactly what the value is, and VoiceOver describes a gauge by reading its visible labels. Checks that every gauge has a current-value label."),
        examples: [
            .passing(Localized(ko: "현재 값 ‘72%’를 보여 주는 배터리 게이지", en: "A battery gauge showing 72%"),
                     Screen(content: [.gauge(Gauge(value: 0.72, style: .accessoryCircularCapacity, label: "Battery", currentValueLabel: "72%",
                                                   minimumLabel: "0%", maximumLabel: "100%"))])),
            .failing(Localized(ko: "현재 값 레이블이 없는 게이지", en: "A gauge with no current-value label"),
                     Screen(content: [.gauge(Gauge(value: 0.4, label: "저장 공간", minimumLabel: "0", maximumLabel: "128GB"))]),
                     at: "content[0].gauge"),
        ],
        check: { screen in
            screen.elements.compactMap { path, element in
                guard case .gauge(let gauge) = element, (gauge.currentValueLabel ?? "").allSatisfy(\.isWhitespace) else { return nil }
                return Finding(path, Localized(
                    ko: "게이지에 현재 값 레이블이 없습니다. ‘72%’나 ‘21°’처럼 지금 값을 짧은 글자로 보여 주세요. VoiceOver도 이 레이블을 읽습니다.",
                    en: "The gauge has no current-value label; show the value as short text, such as '72%' or '21°'. VoiceOver reads it too."))
            }
        }
    )
}

import HIGControls

/// A gauge's value lies within its range, and the range runs from a lower to a higher bound.
enum GaugeValueInRangeRule {
    static let rule = Rule(
        id: "gauge.value-in-range", component: .gauge, severity: .error,
        guideline: GuidelineReference("controls/gauges", "value-in-range"),
        title: Localized(ko: "게이지의 값은 범위 안에", en: "A gauge's value within its range"),
        summary: Localized(
            ko: "게이지의 범위는 값이 가질 수 있는 유효한 구간입니다. 범위를 벗어난 값은 경로의 끝에 붙어 그려질 뿐이라 실제 값을 알려 주지 못하고, 최솟값이 최댓값보다 크면 범위 자체가 성립하지 않습니다. 값과 범위를 코드에서 정하면 판단하지 않습니다.",
            en: "A gauge's range is the span of its valid values. A value outside it is drawn stuck at an end of the path and no longer tells people the real value, and a minimum above the maximum is no range at all. Values and ranges set from variables are not judged."),
        examples: [
            .passing(Localized(ko: "0~128 범위의 54", en: "54 in a range of 0 to 128"),
                     Screen(content: [.gauge(Gauge(value: 54, minimum: 0, maximum: 128, currentValueLabel: "54 GB", minimumLabel: "0", maximumLabel: "128 GB"))])),
            .failing(Localized(ko: "0~1 범위에 퍼센트 값 72", en: "A percentage of 72 in a range of 0 to 1"),
                     Screen(content: [.gauge(Gauge(value: 72, currentValueLabel: "72%", minimumLabel: "0%", maximumLabel: "100%"))]),
                     at: "content[0].gauge.value"),
            .failing(Localized(ko: "최솟값이 최댓값보다 큰 범위", en: "A minimum above the maximum"),
                     Screen(content: [.gauge(Gauge(value: 20, minimum: 30, maximum: 10, currentValueLabel: "20°", minimumLabel: "30°", maximumLabel: "10°"))]),
                     at: "content[0].gauge.max"),
        ],
        check: { screen in
            screen.elements.compactMap { path, element in
                guard case .gauge(let gauge) = element, gauge.rangeIsKnown else { return nil }
                let (low, high) = (ControlsText.number(gauge.minimum), ControlsText.number(gauge.maximum))
                if gauge.minimum >= gauge.maximum {
                    return Finding(path.key("max"), Localized(
                        ko: "게이지의 최댓값(\(high))이 최솟값(\(low))보다 크지 않습니다. 범위는 작은 값에서 큰 값으로 정하세요.",
                        en: "The gauge's maximum (\(high)) is not above its minimum (\(low)); give a range from a lower to a higher bound."))
                }
                guard gauge.valueIsKnown, gauge.value < gauge.minimum || gauge.value > gauge.maximum else { return nil }
                let value = ControlsText.number(gauge.value)
                return Finding(path.key("value"), Localized(
                    ko: "게이지의 값 \(value)이(가) 범위 \(low)~\(high)를 벗어납니다. 범위 안의 값을 주거나, 값의 단위에 맞게 범위를 정하세요.",
                    en: "The gauge's value \(value) lies outside its range of \(low) to \(high); give a value within it, or a range in the value's own unit."))
            }
        }
    )
}

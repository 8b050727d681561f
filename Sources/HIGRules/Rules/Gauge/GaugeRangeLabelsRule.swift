import HIGControls

/// A gauge labels both ends of its range.
enum GaugeRangeLabelsRule {
    static let rule = Rule(
        id: "gauge.range-labels", component: .gauge, severity: .warning,
        guideline: GuidelineReference("controls/gauges", "range-labels"),
        title: Localized(ko: "게이지 범위의 양 끝에 레이블 달기", en: "Label both ends of a gauge's range"),
        summary: Localized(
            ko: "값이 어느 범위 안에 있는지 알아야 게이지를 읽을 수 있습니다. 최솟값과 최댓값 레이블이 그 범위를 알려 주고, 스타일이 표시하는 레이블은 VoiceOver가 읽습니다. 게이지에 최솟값과 최댓값 레이블이 모두 있는지 확인합니다.",
            en: "People read a gauge against its range. Minimum and maximum labels give that range, and VoiceOver reads the labels a style shows. Checks that every gauge has both a minimum and a maximum label."),
        examples: [
            .passing(Localized(ko: "‘18°’에서 ‘30°’까지인 온도 게이지", en: "A temperature gauge from 18° to 30°"),
                     Screen(content: [.gauge(Gauge(value: 24, minimum: 18, maximum: 30, style: .accessoryCircular, label: "실내 온도",
                                                   currentValueLabel: "24°", minimumLabel: "18°", maximumLabel: "30°"))])),
            .failing(Localized(ko: "최댓값 레이블이 없는 게이지", en: "A gauge with no maximum label"),
                     Screen(content: [.gauge(Gauge(value: 54, minimum: 0, maximum: 128, label: "Storage", currentValueLabel: "54 GB",
                                                   minimumLabel: "0"))]),
                     at: "content[0].gauge"),
        ],
        check: { screen in
            screen.elements.compactMap { path, element in
                guard case .gauge(let gauge) = element else { return nil }
                func missing(_ label: String?) -> Bool { (label ?? "").allSatisfy(\.isWhitespace) }
                let ends = (missing(gauge.minimumLabel), missing(gauge.maximumLabel))
                guard ends.0 || ends.1 else { return nil }
                let which = ends.0 && ends.1 ? Localized(ko: "최솟값과 최댓값", en: "minimum and maximum")
                    : ends.0 ? Localized(ko: "최솟값", en: "minimum") : Localized(ko: "최댓값", en: "maximum")
                return Finding(path, Localized(
                    ko: "게이지에 \(which.ko) 레이블이 없습니다. 범위의 양 끝을 ‘0’과 ‘128GB’처럼 짧게 표시해 값이 어디쯤인지 알 수 있게 하세요.",
                    en: "The gauge has no \(which.en) label; label both ends of its range briefly, such as '0' and '128 GB', so people can place the value."))
            }
        }
    )
}

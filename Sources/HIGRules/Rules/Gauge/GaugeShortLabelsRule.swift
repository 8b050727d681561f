import HIGControls

/// A gauge's value and range labels are succinct.
enum GaugeShortLabelsRule {
    /// In narrow characters; a Hangul character counts as two.
    static let maximumLength = 8

    static let rule = Rule(
        id: "gauge.short-labels", component: .gauge, severity: .warning,
        guideline: GuidelineReference("controls/gauges", "succinct-labels"),
        title: Localized(ko: "게이지 레이블은 짧게", en: "Succinct gauge labels"),
        summary: Localized(
            ko: "현재 값은 원형 게이지의 가운데나 막대의 한쪽 끝에, 최솟값과 최댓값은 경로의 양 끝에 놓여 자리가 좁습니다. 현재 값, 최솟값, 최댓값 레이블이 기준 길이를 넘는지 확인합니다. 값을 코드에서 채워 넣은 레이블은 판단하지 않습니다.",
            en: "A current value sits in the middle of a ring or at an end of a bar, and the range labels at the ends of the path, where there is little room. Checks that the current-value, minimum and maximum labels stay within the length limit; a label filled in from a variable is not judged."),
        threshold: Localized(ko: "\(maximumLength)자 이하, 한글은 한 글자를 두 자로 셈 (higsite의 기준)",
                             en: "\(maximumLength) characters or fewer, a Hangul character counting as two (higsite's threshold)"),
        examples: [
            .passing(Localized(ko: "숫자와 단위만 쓴 레이블", en: "A number and its unit"),
                     Screen(content: [.gauge(Gauge(value: 0.72, style: .accessoryCircularCapacity, currentValueLabel: "72%",
                                                   minimumLabel: "0%", maximumLabel: "100%"))])),
            .failing(Localized(ko: "문장으로 쓴 현재 값", en: "A current value written as a sentence"),
                     Screen(content: [.gauge(Gauge(value: 0.72, currentValueLabel: "72% charged", minimumLabel: "0%", maximumLabel: "100%"))]),
                     at: "content[0].gauge.current-value-label"),
            .failing(Localized(ko: "긴 한글 최댓값 레이블", en: "A long Korean maximum label"),
                     Screen(content: [.gauge(Gauge(value: 3, minimum: 0, maximum: 10, currentValueLabel: "3", minimumLabel: "0",
                                                   maximumLabel: "최대 10단계"))]),
                     at: "content[0].gauge.max-label"),
        ],
        check: { screen in
            screen.elements.flatMap { path, element -> [Finding] in
                guard case .gauge(let gauge) = element else { return [] }
                let labels = [("current-value-label", gauge.currentValueLabel), ("min-label", gauge.minimumLabel), ("max-label", gauge.maximumLabel)]
                return labels.compactMap { key, label -> Finding? in
                    // `…` stands for a value the source fills in: its length is not known.
                    guard let label, !label.contains("…") else { return nil }
                    let length = ControlsText.displayLength(label)
                    guard length > maximumLength else { return nil }
                    return Finding(path.key(key), Localized(
                        ko: "게이지 레이블 ‘\(label)’의 길이가 \(length)자입니다(한글은 두 자로 셈). ‘72%’처럼 숫자와 단위만 \(maximumLength)자 이하로 쓰고, 설명은 게이지의 레이블에 맡기세요.",
                        en: "The gauge label ‘\(label)’ is \(length) characters long (Hangul counting double); keep to a number and unit of \(maximumLength) or fewer, such as '72%', and leave the description to the gauge's label."))
                }
            }
        }
    )
}

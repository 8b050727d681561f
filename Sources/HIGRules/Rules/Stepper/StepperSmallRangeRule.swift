import HIGControls

/// A stepper suits values people reach in a few taps.
enum StepperSmallRangeRule {
    static let maximumSteps = 20.0

    static let rule = Rule(
        id: "stepper.small-range", component: .stepper, severity: .warning,
        guideline: GuidelineReference("controls/steppers", "small-changes"),
        title: Localized(ko: "스테퍼는 몇 번만 탭해 닿는 범위에", en: "Steppers for ranges crossed in a few taps"),
        summary: Localized(
            ko: "스테퍼는 몇 번만 탭해도 원하는 값에 닿을 때 알맞습니다. 범위가 넓거나 단계가 잘면 여러 번 탭해야 하므로 다른 종류의 컨트롤이 낫습니다. 최솟값에서 최댓값까지 가는 데 몇 번 탭해야 하는지 확인합니다.",
            en: "A stepper fits when a few taps reach the value people want; a wide range or a fine step takes many taps, and another kind of control serves better. Checks how many taps it takes to go from the minimum to the maximum."),
        threshold: Localized(ko: "전체 범위를 지나는 데 20번 이하 (higsite의 기준)",
                             en: "20 taps or fewer across the whole range (higsite's threshold)"),
        examples: [
            .passing(Localized(ko: "인쇄 매수 1~10부", en: "One to ten copies to print"),
                     Screen(content: [.stepper(Stepper(value: 1, minimum: 1, maximum: 10, valueLabel: "1 copy"))])),
            .failing(Localized(ko: "1~500쪽의 페이지 범위", en: "A page range from 1 to 500"),
                     Screen(content: [.stepper(Stepper(value: 1, minimum: 1, maximum: 500, valueLabel: "1쪽"))]),
                     at: "content[0].stepper"),
            .failing(Localized(ko: "0.1 단위로 0~5를 오가는 스테퍼", en: "A stepper from 0 to 5 in steps of 0.1"),
                     Screen(content: [.stepper(Stepper(value: 1, minimum: 0, maximum: 5, step: 0.1, valueLabel: "1.0 km"))]),
                     at: "content[0].stepper"),
        ],
        check: { screen in
            screen.elements.compactMap { path, element in
                guard case .stepper(let stepper) = element else { return nil }
                let steps = stepper.stepsAcrossRange
                guard steps.isFinite, steps > maximumSteps else { return nil }
                let (minimum, maximum, step) = (ControlsText.number(stepper.minimum), ControlsText.number(stepper.maximum), ControlsText.number(stepper.step))
                let taps = ControlsText.number(steps.rounded())
                return Finding(path, Localized(
                    ko: "\(minimum)에서 \(maximum)까지 \(step)씩 바뀌어 전체 범위를 지나려면 \(taps)번 탭해야 합니다. \(ControlsText.number(maximumSteps))번 이하로 닿도록 범위나 단계를 조정하거나, 슬라이더나 텍스트 필드처럼 다른 컨트롤을 사용하세요.",
                    en: "Going from \(minimum) to \(maximum) in steps of \(step) takes \(taps) taps; narrow the range or enlarge the step to \(ControlsText.number(maximumSteps)) taps or fewer, or use another control such as a slider or a text field."))
            }
        }
    )
}

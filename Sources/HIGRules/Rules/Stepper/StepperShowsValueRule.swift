import HIGControls

/// A stepper shows no value itself, so the value it changes is shown beside it.
enum StepperShowsValueRule {
    static let rule = Rule(
        id: "stepper.shows-value", component: .stepper, severity: .warning,
        guideline: GuidelineReference("controls/steppers", "show-value"),
        title: Localized(ko: "스테퍼가 바꾸는 값을 표시하기", en: "Show the value a stepper changes"),
        summary: Localized(
            ko: "스테퍼에는 값을 표시하는 부분이 없으므로, 바꾸는 값을 가까이에 보여 주지 않으면 사용자는 무엇을 조정하는지도, 탭할 때마다 값이 어떻게 바뀌는지도 알 수 없습니다. 스테퍼마다 값을 보여 주는 레이블이 있는지 확인합니다.",
            en: "A stepper has no display of its own; unless the value it changes is shown close by, people can't tell what they are adjusting or watch it change with each tap. Checks that every stepper has a label showing its value."),
        examples: [
            .passing(Localized(ko: "인쇄 매수를 보여 주는 스테퍼", en: "A stepper that shows the number of copies"),
                     Screen(content: [.stepper(Stepper(value: 2, minimum: 1, maximum: 10, valueLabel: "2부"))])),
            .failing(Localized(ko: "값을 보여 주지 않는 스테퍼", en: "A stepper that shows no value"),
                     Screen(content: [.stepper(Stepper(value: 2, minimum: 1, maximum: 10))]),
                     at: "content[0].stepper"),
        ],
        check: { screen in
            screen.elements.compactMap { path, element in
                guard case .stepper(let stepper) = element,
                      (stepper.valueLabel ?? "").allSatisfy(\.isWhitespace) else { return nil }
                let value = ControlsText.number(stepper.value)
                return Finding(path, Localized(
                    ko: "스테퍼가 바꾸는 값(현재 \(value))이 화면에 보이지 않습니다. 값을 스테퍼 가까이에 표시하세요(value-label).",
                    en: "The value this stepper changes (now \(value)) is not shown; display it close to the stepper (value-label)."))
            }
        }
    )
}

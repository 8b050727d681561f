import HIGControls

/// Each half of a stepper with a given size is at least 44×44 points.
enum StepperHitTargetRule {
    static let rule = Rule(
        id: "stepper.hit-target", component: .stepper, severity: .warning,
        guideline: GuidelineReference("controls/steppers", "hit-targets"),
        title: Localized(ko: "스테퍼의 각 절반은 44×44포인트 이상", en: "Stepper halves at least 44×44 points"),
        summary: Localized(
            ko: "스테퍼는 빼기와 더하기 두 부분으로 나뉘어 있어, 작게 만들면 한쪽을 탭하려다 다른 쪽을 탭하기 쉽습니다. 크기가 지정된 스테퍼를 반으로 나눈 각 부분이 44×44포인트 이상인지 확인합니다.",
            en: "A stepper is split into a minus and a plus half, so a small one makes it easy to hit the wrong half. Checks that each half of a stepper with a given size is at least 44×44 points."),
        threshold: HitTarget.threshold(ko: "빼기와 더하기 부분(스테퍼 너비의 절반)마다", en: "Each half (half the stepper's width)"),
        examples: [
            .passing(Localized(ko: "크기를 정하지 않은 표준 스테퍼", en: "A standard stepper with no size given"),
                     Screen(content: [.stepper(Stepper(value: 2, minimum: 1, maximum: 10, valueLabel: "매수: 2"))])),
            .passing(Localized(ko: "각 절반이 48×44포인트인 스테퍼", en: "A stepper whose halves are 48×44 pt"),
                     Screen(content: [.stepper(Stepper(value: 2, minimum: 1, maximum: 10, valueLabel: "Copies: 2", size: Size(width: 96, height: 44)))])),
            .failing(Localized(ko: "60×24포인트로 줄인 스테퍼", en: "A stepper shrunk to 60×24 pt"),
                     Screen(content: [.stepper(Stepper(value: 3, minimum: 1, maximum: 9, valueLabel: "Guests: 3", size: Size(width: 60, height: 24)))]),
                     at: "content[0].stepper.size"),
        ],
        check: { screen in
            screen.elements.compactMap { path, element in
                guard case .stepper(let stepper) = element, let size = stepper.size else { return nil }
                let half = Size(width: size.width / 2, height: size.height)
                guard HitTarget.isTooSmall(half) else { return nil }
                let actual = ControlsText.size(half)
                return Finding(path.key("size"), Localized(
                    ko: "스테퍼의 빼기와 더하기 부분이 각각 \(actual)포인트입니다. 각 부분이 44×44포인트 이상이 되도록 스테퍼를 88×44포인트 이상으로 키우세요.",
                    en: "Each half of this stepper is \(actual) pt; make the stepper at least 88×44 points so each half is at least 44×44."))
            }
        }
    )
}

import HIGControls

/// The countdown timer mode isn't available in the compact style.
enum DatePickerNoCompactCountdownRule {
    static let rule = Rule(
        id: "date-picker.no-compact-countdown", component: .datePicker, severity: .error,
        guideline: GuidelineReference("controls/date-pickers", "compact-style"),
        title: Localized(ko: "카운트다운 타이머는 컴팩트 스타일로 쓸 수 없음", en: "No countdown timer in the compact style"),
        summary: Localized(
            ko: "컴팩트 스타일은 카운트다운 타이머 모드를 지원하지 않습니다. 카운트다운 타이머 모드의 날짜 피커가 컴팩트 스타일로 되어 있는지 확인합니다.",
            en: "The compact style doesn't support the countdown timer mode. Checks that no date picker in countdown timer mode uses the compact style."),
        examples: [
            .passing(Localized(ko: "휠 스타일의 카운트다운 타이머", en: "A countdown timer as wheels"),
                     Screen(content: [.datePicker(DatePicker(style: .wheels, mode: .countdownTimer, countdownMinutes: 25))])),
            .passing(Localized(ko: "컴팩트 스타일의 날짜 선택", en: "A compact date picker for a date"),
                     Screen(content: [.datePicker(DatePicker(style: .compact, mode: .date))])),
            .failing(Localized(ko: "컴팩트 스타일의 카운트다운 타이머", en: "A compact countdown timer"),
                     Screen(content: [.datePicker(DatePicker(style: .compact, mode: .countdownTimer, countdownMinutes: 25))]),
                     at: "content[0].date-picker.style"),
        ],
        check: { screen in
            screen.elements.compactMap { path, element in
                guard case .datePicker(let picker) = element, picker.mode == .countdownTimer, picker.style == .compact else { return nil }
                return Finding(path.key("style"), Localized(
                    ko: "카운트다운 타이머 모드인데 컴팩트 스타일입니다. 컴팩트 스타일은 이 모드를 지원하지 않으니 휠 스타일을 쓰세요.",
                    en: "A countdown timer in the compact style; the compact style doesn't support this mode, so use wheels."))
            }
        }
    )
}

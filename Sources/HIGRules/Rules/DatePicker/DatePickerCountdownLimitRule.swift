import HIGControls

/// A countdown timer goes up to 23 hours and 59 minutes.
enum DatePickerCountdownLimitRule {
    static let maximumMinutes = 23 * 60 + 59

    static let rule = Rule(
        id: "date-picker.countdown-limit", component: .datePicker, severity: .error,
        guideline: GuidelineReference("controls/date-pickers", "choose-mode"),
        title: Localized(ko: "카운트다운 타이머는 23시간 59분까지", en: "Countdowns of at most 23 hours 59 minutes"),
        summary: Localized(
            ko: "카운트다운 타이머 모드의 날짜 피커는 시와 분을 최대 23시간 59분까지만 보여 줍니다. 카운트다운 시간이 이 한도를 넘는지 확인합니다. 더 긴 기간은 날짜 모드로 고르게 하세요.",
            en: "A date picker in countdown timer mode shows hours and minutes up to 23 hours and 59 minutes. Checks that a countdown stays within that limit; let people choose longer spans with the date mode."),
        threshold: Localized(ko: "23:59 이하", en: "23:59 or less"),
        examples: [
            .passing(Localized(ko: "1시간 30분 타이머", en: "A 1:30 timer"),
                     Screen(content: [.datePicker(DatePicker(style: .wheels, mode: .countdownTimer, countdownMinutes: 90))])),
            .failing(Localized(ko: "36시간 카운트다운", en: "A 36-hour countdown"),
                     Screen(content: [.datePicker(DatePicker(style: .wheels, mode: .countdownTimer, countdownMinutes: 36 * 60))]),
                     at: "content[0].date-picker.countdown"),
        ],
        check: { screen in
            screen.elements.compactMap { path, element in
                guard case .datePicker(let picker) = element, picker.mode == .countdownTimer,
                      let minutes = picker.countdownMinutes, minutes > maximumMinutes else { return nil }
                let written = "\(minutes / 60):" + (minutes % 60 < 10 ? "0" : "") + "\(minutes % 60)"
                return Finding(path.key("countdown"), Localized(
                    ko: "카운트다운이 \(written)입니다. 카운트다운 타이머는 23:59까지만 정할 수 있으니, 더 긴 기간은 날짜 모드로 고르게 하세요.",
                    en: "The countdown is \(written); a countdown timer goes up to 23:59, so let people choose longer spans with the date mode."))
            }
        }
    )
}

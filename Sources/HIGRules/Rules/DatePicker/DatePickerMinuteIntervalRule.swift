import HIGControls

/// A minute interval that divides an hour evenly: 1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30.
enum DatePickerMinuteIntervalRule {
    static let allowed = (1...30).filter { 60 % $0 == 0 }

    static let rule = Rule(
        id: "date-picker.minute-interval", component: .datePicker, severity: .error,
        guideline: GuidelineReference("controls/date-pickers", "minute-interval"),
        title: Localized(ko: "분 간격은 60을 나머지 없이 나누는 값으로", en: "Minute intervals that divide an hour"),
        summary: Localized(
            ko: "분 간격은 60을 나머지 없이 나누는 1~30 사이의 값이어야 합니다. 그렇지 않으면 시간이 바뀔 때 분 목록이 어긋나고, 시스템은 그 값을 무시합니다. 분을 보여 주는 날짜 피커의 분 간격이 이 조건에 맞는지 확인합니다.",
            en: "A minute interval must be between 1 and 30 and divide evenly into 60; otherwise the minute list would not line up across hours, and the system ignores the value. Checks the minute interval of every date picker that shows minutes."),
        threshold: Localized(ko: "1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30분", en: "1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30 minutes"),
        examples: [
            .passing(Localized(ko: "15분 간격의 예약 시간", en: "Booking times every 15 minutes"),
                     Screen(content: [.datePicker(DatePicker(style: .inline, mode: .time, minuteInterval: 15))])),
            .failing(Localized(ko: "7분 간격", en: "A 7-minute interval"),
                     Screen(content: [.datePicker(DatePicker(style: .wheels, mode: .time, minuteInterval: 7))]),
                     at: "content[0].date-picker.minute-interval"),
            .failing(Localized(ko: "60분 간격", en: "A 60-minute interval"),
                     Screen(content: [.datePicker(DatePicker(style: .wheels, mode: .dateAndTime, minuteInterval: 60))]),
                     at: "content[0].date-picker.minute-interval"),
        ],
        check: { screen in
            screen.elements.compactMap { path, element in
                guard case .datePicker(let picker) = element, picker.mode != .date,
                      !allowed.contains(picker.minuteInterval) else { return nil }
                let interval = picker.minuteInterval
                // In Double: `1 - Int.min` overflows an Int (a screen built in Swift is not range-checked).
                let nearest = allowed.min { abs(Double($0) - Double(interval)) < abs(Double($1) - Double(interval)) } ?? 1
                return Finding(path.key("minute-interval"), Localized(
                    ko: "분 간격이 \(interval)분입니다. 60을 나머지 없이 나누는 1~30 사이의 값(예: \(nearest)분)을 쓰세요.",
                    en: "The minute interval is \(interval); use a value from 1 to 30 that divides evenly into 60, such as \(nearest)."))
            }
        }
    )
}

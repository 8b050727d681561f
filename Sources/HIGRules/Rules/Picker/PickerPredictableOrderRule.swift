import HIGControls

/// Values of a wheel in an order people can predict: numeric or alphabetical, or declared natural.
enum PickerPredictableOrderRule {
    /// The leading number of a value (`10`, `2.5 kg`, `30분`), if it starts with one.
    static func leadingNumber(_ value: String) -> Double? {
        var digits = String(value.drop { $0 == " " }.prefix { $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-" || $0 == ",") })
        digits.removeAll { $0 == "," }
        return Double(digits)
    }

    /// Whether the values run in one direction, ascending or descending.
    static func isMonotonic<T: Comparable>(_ keys: [T]) -> Bool {
        let pairs = zip(keys, keys.dropFirst())
        return pairs.allSatisfy { $0 <= $1 } || pairs.allSatisfy { $0 >= $1 }
    }

    /// Whether people can predict the hidden values of a wheel.
    static func isPredictable(_ values: [String]) -> Bool {
        guard values.count > 2 else { return true }
        let numbers = values.compactMap(leadingNumber)
        if numbers.count == values.count, isMonotonic(numbers) { return true }
        return isMonotonic(values.map { $0.lowercased() })
    }

    static let rule = Rule(
        id: "picker.predictable-order", component: .picker, severity: .warning,
        guideline: GuidelineReference("controls/pickers", "predictable-order"),
        title: Localized(ko: "피커의 값은 예측할 수 있는 순서로", en: "Picker values in a predictable order"),
        summary: Localized(
            ko: "피커가 멈춰 있을 때는 값 대부분이 가려져 있어서, 숨은 값이 무엇일지 짐작할 수 있어야 빠르게 넘겨 찾을 수 있습니다. 각 휠의 값이 숫자순이나 가나다·알파벳순으로 놓였는지 확인합니다. 요일이나 달처럼 정렬되지 않았어도 자연스러운 순서라면 natural-order로 표시하면 됩니다.",
            en: "Most of a picker's values are hidden at rest, so people need to predict them to spin quickly to the one they want. Checks that each wheel's values run in numeric or alphabetical order; a meaningful order that isn't sorted, such as weekdays or months, can be declared with natural-order."),
        examples: [
            .passing(Localized(ko: "가나다순으로 정렬한 국가", en: "Countries sorted alphabetically"),
                     Screen(content: [.picker(Picker(components: [["가나", "독일", "미국", "베트남", "일본", "한국"]]))]),
                     labels: .english(Screen(content: [.picker(Picker(components: [["Germany", "Ghana", "Japan", "Korea", "United States", "Vietnam"]]))]))),
            .passing(Localized(ko: "시, 분, 오전/오후 세 개의 휠", en: "Hour, minute and AM/PM wheels"),
                     Screen(content: [.picker(Picker(components: [(1...12).map(String.init), ["00", "15", "30", "45"], ["AM", "PM"]]))])),
            .passing(Localized(ko: "자연스러운 순서로 표시한 요일", en: "Weekdays declared as a natural order"),
                     Screen(content: [.picker(Picker(components: [["월요일", "화요일", "수요일", "목요일", "금요일", "토요일", "일요일"]], orderIsNatural: true))])),
            .failing(Localized(ko: "뒤섞인 사이즈", en: "Sizes out of order"),
                     Screen(content: [.picker(Picker(components: [["260", "240", "255", "230", "250", "245"]]))]),
                     at: "content[0].picker.values"),
            .failing(Localized(ko: "순서 없이 늘어놓은 도시", en: "Cities in no particular order"),
                     Screen(content: [.picker(Picker(components: [["Seoul", "Berlin", "Tokyo", "Austin", "Paris"]]))]),
                     at: "content[0].picker.values"),
        ],
        check: { screen in
            screen.elements.flatMap { path, element -> [Finding] in
                guard case .picker(let picker) = element, !picker.orderIsNatural else { return [] }
                return picker.components.enumerated().compactMap { position, values in
                    guard !isPredictable(values) else { return nil }
                    let shown = values.prefix(4).joined(separator: ", ") + (values.count > 4 ? ", …" : "")
                    let wheelPath = picker.components.count == 1 ? path.key("values") : path.key("components").index(position)
                    return Finding(wheelPath, Localized(
                        ko: "\(position + 1)번째 휠의 값(\(shown))이 숫자순도 가나다·알파벳순도 아닙니다. 값을 정렬하고, 요일처럼 자연스러운 순서라면 natural-order: true로 표시하세요.",
                        en: "Wheel \(position + 1)'s values (\(shown)) are in neither numeric nor alphabetical order; sort them, or declare natural-order: true if the order is meaningful, like weekdays."))
                }
            }
        }
    )
}

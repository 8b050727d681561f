import HIGControls

/// Past a few hundred values, a table with an index beats spinning a wheel.
enum PickerVeryLongListsRule {
    static let maximumValues = 250

    static let rule = Rule(
        id: "picker.very-long-lists", component: .picker, severity: .warning,
        guideline: GuidelineReference("controls/pickers", "very-long-lists"),
        title: Localized(ko: "아주 긴 목록은 피커 대신 테이블로", en: "Very long lists in a table, not a picker"),
        summary: Localized(
            ko: "값이 아주 많으면 피커를 돌려 가며 찾는 일이 지루해집니다. 테이블은 높이를 조절할 수 있고 인덱스로 원하는 섹션에 바로 갈 수 있습니다. 피커의 휠 하나에 값이 기준보다 많은지 확인합니다.",
            en: "Spinning through a great many values in a picker is tedious; a table can adjust its height and its index jumps straight to a section. Checks that no wheel of a picker holds more values than the limit."),
        threshold: Localized(ko: "휠 하나에 250개 이하 (가나다순 국가 목록 정도는 피커로 충분하다고 본 higsite의 기준)",
                             en: "250 or fewer values per wheel (higsite's threshold, which still allows an alphabetical list of countries)"),
        examples: [
            .passing(Localized(ko: "연도 100개", en: "A hundred years"),
                     Screen(content: [.picker(Picker(components: [(1925...2024).map(String.init)]))])),
            .failing(Localized(ko: "우편번호 1,000개", en: "A thousand postal codes"),
                     Screen(content: [.picker(Picker(components: [(1000...1999).map { String($0 * 10) }]))]),
                     at: "content[0].picker.values"),
        ],
        check: { screen in
            screen.elements.flatMap { path, element -> [Finding] in
                guard case .picker(let picker) = element else { return [] }
                return picker.components.enumerated().compactMap { position, values in
                    guard values.count > maximumValues else { return nil }
                    let wheelPath = picker.components.count == 1 ? path.key("values") : path.key("components").index(position)
                    return Finding(wheelPath, Localized(
                        ko: "\(position + 1)번째 휠에 값이 \(values.count)개 있습니다. \(maximumValues)개를 넘는 목록은 인덱스가 있는 테이블로 보여 주세요.",
                        en: "Wheel \(position + 1) holds \(values.count) values; show a list of more than \(maximumValues) in a table with an index instead."))
                }
            }
        }
    )
}

import HIGControls

/// A switch shows its own state; its label names the setting.
enum SwitchNoStateLabelRule {
    /// Texts that only describe a state, compared in lower case.
    static let stateWords: Set<String> = [
        "on", "off", "enabled", "disabled", "yes", "no",
        "켬", "끔", "켜짐", "꺼짐", "켜기", "끄기", "사용", "사용 안 함", "사용 중", "활성", "비활성", "활성화", "비활성화", "예", "아니요",
    ]

    static func isState(_ text: String?) -> Bool {
        guard let text else { return false }
        return stateWords.contains(text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " "))
    }

    static let rule = Rule(
        id: "switch.no-state-label", component: .switch, severity: .error,
        guideline: GuidelineReference("controls/switches", "no-state-label"),
        title: Localized(ko: "스위치의 상태를 레이블로 적지 않기", en: "No label for a switch's state"),
        summary: Localized(
            ko: "스위치는 켜져 있는지 꺼져 있는지를 모양으로 이미 보여 주므로, 상태를 다시 적은 레이블은 화면을 어수선하게 할 뿐입니다. 스위치 옆의 상태 레이블과, 스위치가 있는 테이블 행의 제목이나 세부 정보가 ‘켬’, ‘끔’, ‘On’, ‘Off’처럼 상태만 적고 있는지 확인합니다.",
            en: "A switch already shows whether it is on or off, so a label that repeats the state only adds clutter. Checks for a state label beside a switch, and for a switch row whose title or detail only states On, Off or the like."),
        examples: [
            .passing(Localized(ko: "설정 이름만 적은 행", en: "Rows that name only the setting"),
                     Screen(content: [.table(Table(style: .insetGrouped, rows: [
                        .init(title: "에어플레인 모드", accessory: .switch, isOn: false), .init(title: "Wi-Fi", accessory: .switch),
                     ]))])),
            .failing(Localized(ko: "스위치 옆에 ‘켬’을 적은 행", en: "A switch row whose detail reads “켬” (On)"),
                     Screen(content: [.table(Table(style: .insetGrouped, rows: [
                        .init(title: "Bluetooth", detail: "켬", style: .rightDetail, accessory: .switch),
                     ]))]),
                     at: "content[0].table.rows[0].detail"),
            .failing(Localized(ko: "‘On’이라는 상태 레이블이 붙은 스위치", en: "A switch with an “On” state label"),
                     Screen(content: [.switch(Switch(isOn: true, label: "Location Services", stateLabel: "On"))]),
                     at: "content[0].switch.state-label"),
        ],
        check: { screen in
            screen.elements.flatMap { path, element -> [Finding] in
                switch element {
                case .switch(let control):
                    var findings: [Finding] = []
                    if let state = control.stateLabel, !state.allSatisfy(\.isWhitespace) {
                        findings.append(Finding(path.key("state-label"), message(state)))
                    }
                    if let label = control.label, isState(label) {
                        findings.append(Finding(path.key("label"), message(label)))
                    }
                    return findings
                case .table(let table):
                    return table.rows.enumerated().flatMap { position, row -> [Finding] in
                        guard row.accessory == .switch else { return [] }
                        let rowPath = path.key("rows").index(position)
                        return [("title", row.title), ("detail", row.detail)].compactMap { key, text in
                            guard let text, isState(text) else { return nil }
                            return Finding(rowPath.key(key), message(text))
                        }
                    }
                default:
                    return []
                }
            }
        }
    )

    static func message(_ state: String) -> Localized {
        Localized(ko: "스위치 옆에 상태를 적은 레이블(‘\(state)’)이 있습니다. 스위치가 상태를 이미 보여 주므로 이 레이블을 없애고, 행의 레이블에는 스위치가 제어하는 설정의 이름을 적으세요.",
                  en: "A label beside the switch states its state (‘\(state)’); the switch already shows it, so remove the label and use the row's label to name the setting the switch controls.")
    }
}

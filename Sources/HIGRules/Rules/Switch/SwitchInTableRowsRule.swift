import HIGControls

/// Switches live in table rows; bars use a button with two icons instead.
enum SwitchInTableRowsRule {
    static let rule = Rule(
        id: "switch.in-table-rows", component: .switch, severity: .error,
        guideline: GuidelineReference("controls/switches", "table-rows"),
        title: Localized(ko: "스위치는 테이블 행에서만", en: "Switches only in table rows"),
        summary: Localized(
            ko: "스위치는 설정 목록처럼 테이블 행 안에 놓이도록 만들어졌고, 사용자도 그곳에서 스위치를 찾습니다. 테이블 행의 액세서리가 아닌 곳에 놓인 스위치를 찾고, 툴바나 내비게이션 바의 스위치에는 상태가 드러나는 아이콘 두 개를 가진 버튼을 쓰도록 안내합니다.",
            en: "Switches are designed for table rows, such as a list of settings, and that is where people look for them. Finds switches that are not a table row's accessory; for a switch in a toolbar or navigation bar, points to a button with two distinct icons that show its state."),
        examples: [
            .passing(Localized(ko: "테이블 행의 스위치", en: "Switches in table rows"),
                     Screen(content: [.table(Table(style: .insetGrouped, rows: [
                        .init(title: "Wi-Fi", accessory: .switch), .init(title: "Bluetooth", accessory: .switch, isOn: false),
                     ]))])),
            .failing(Localized(ko: "테이블 밖에 홀로 놓인 스위치", en: "A switch on its own outside a table"),
                     Screen(content: [.label(Label(text: "Save to Photos")), .switch(Switch(label: "Save to Photos"))]),
                     at: "content[1].switch"),
            .failing(Localized(ko: "툴바의 스위치", en: "A switch in a toolbar"),
                     Screen(toolbar: Toolbar(items: [BarItem(icon: "trash"), BarItem(kind: .flexibleSpace), BarItem(kind: .switch, title: "자동 저장")])),
                     at: "toolbar.items[2]"),
        ],
        judgesPlacement: true,
        check: { screen in
            var findings: [Finding] = []
            if let bar = screen.navigationBar {
                findings += barSwitches(bar.items, at: ElementPath.root.key("navigation-bar").key("items"),
                                        bar: Localized(ko: "내비게이션 바", en: "navigation bar"))
            }
            for (path, element) in screen.elements {
                guard case .switch(let control) = element else { continue }
                let name = control.label.map { "(‘\($0)’)" } ?? ""
                findings.append(Finding(path, Localized(
                    ko: "스위치\(name)가 테이블 행 밖에 있습니다. 설정 목록처럼 테이블 행에 두고, 행의 액세서리로 스위치를 쓰세요.",
                    en: "The switch\(name.isEmpty ? "" : " " + name) stands outside a table row; put it in a table row, such as a list of settings, as the row's accessory.")))
            }
            if let toolbar = screen.toolbar {
                findings += barSwitches(toolbar.items, at: ElementPath.root.key("toolbar").key("items"), bar: Localized(ko: "툴바", en: "toolbar"))
            }
            return findings
        }
    )

    private static func barSwitches(_ items: [BarItem], at path: ElementPath, bar: Localized) -> [Finding] {
        items.enumerated().compactMap { position, item in
            guard item.kind == .switch else { return nil }
            return Finding(path.index(position), Localized(
                ko: "\(bar.ko)에 스위치가 있습니다. 스위치 대신 버튼을 쓰고, 켬과 끔에 서로 뚜렷하게 다른 아이콘을 주어 현재 상태가 늘 보이게 하세요.",
                en: "The \(bar.en) holds a switch; use a button instead, with two clearly different icons for on and off so its state is always visible."))
        }
    }
}

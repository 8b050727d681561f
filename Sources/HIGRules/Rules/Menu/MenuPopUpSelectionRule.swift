import HIGControls

/// A pop-up button shows one current choice, checked in its menu.
enum MenuPopUpSelectionRule {
    static let rule = Rule(
        id: "menu.pop-up-selection", component: .menu, severity: .warning,
        guideline: GuidelineReference("menus/pop-up-buttons", "default-selection"),
        title: Localized(ko: "팝업 버튼에는 선택된 옵션 하나", en: "One chosen option in a pop-up button"),
        summary: Localized(
            ko: "팝업 버튼은 서로 배타적인 옵션 가운데 지금 고른 하나를 버튼에 보여 주고, 아직 고른 것이 없으면 기본 옵션을 보여 줍니다. 팝업 버튼의 메뉴에서 체크된 옵션이 정확히 하나인지 확인합니다. 선택을 앱이 실행 중에 정하는 경우(SwiftUI Picker의 바인딩)는 판단하지 않습니다.",
            en: "A pop-up button shows the one option chosen among mutually exclusive ones, or a default before people choose. Checks that exactly one option of a pop-up button's menu is checked; a choice the app makes as it runs (a SwiftUI Picker's binding) is not judged."),
        examples: [
            .passing(Localized(ko: "하나가 체크된 반복 옵션", en: "Repeat options with one checked"),
                     MenuText.screen(Menu(presentation: .popUp, items: [MenuText.item("Never", checked: true), MenuText.item("Every Day"),
                                                                         MenuText.item("Every Week"), MenuText.item("Every Month")]))),
            .failing(Localized(ko: "둘이 체크된 팝업 버튼", en: "A pop-up button with two checked options"),
                     MenuText.screen(Menu(presentation: .popUp, items: [MenuText.item("Never", checked: true), MenuText.item("Every Day", checked: true),
                                                                         MenuText.item("Every Week")])),
                     at: "content[0].menu"),
        ],
        check: { screen in
            MenuText.menus(in: screen).compactMap { path, menu in
                guard menu.presentation == .popUp, menu.itemsAreKnown, menu.selectionIsKnown else { return nil }
                let checked = menu.topLevelItems.filter(\.item.isChecked).count
                guard checked != 1 else { return nil }
                return Finding(path, checked == 0
                    ? Localized(ko: "팝업 버튼의 메뉴에 체크된 옵션이 없습니다. 대부분이 원할 기본 옵션 하나를 골라 두세요.",
                                en: "No option of the pop-up button is checked; choose a default most people will want.")
                    : Localized(ko: "팝업 버튼의 메뉴에 체크된 옵션이 \(checked)개입니다. 서로 배타적인 옵션이므로 하나만 체크하세요. 여러 개를 고르게 하려면 풀다운 버튼을 쓰세요.",
                                en: "\(checked) options of the pop-up button are checked; its options exclude each other, so check one. To let people pick several, use a pull-down button."))
            }
        }
    )
}

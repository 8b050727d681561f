import HIGControls

/// A context menu hides what is unavailable rather than dimming it.
enum MenuContextHideUnavailableRule {
    static let rule = Rule(
        id: "menu.context-hide-unavailable", component: .menu, severity: .warning,
        guideline: GuidelineReference("menus/context-menus", "hide-unavailable"),
        title: Localized(ko: "컨텍스트 메뉴에서는 쓸 수 없는 항목을 숨기기", en: "Hide unavailable items in a context menu"),
        summary: Localized(
            ko: "일반 메뉴는 지금 쓸 수 없는 항목도 흐리게 보여 주지만, 컨텍스트 메뉴는 지금 고른 대상에 맞는 동작만 보여 주는 것이 Apple의 권고입니다. 컨텍스트 메뉴(하위 메뉴 포함)에 비활성(disabled) 항목이 있는지 확인합니다.",
            en: "A regular menu shows unavailable items dimmed, but Apple's advice is that a context menu shows only the actions that apply to what people chose. Checks a context menu (submenus included) for disabled items."),
        examples: [
            .passing(Localized(ko: "쓸 수 있는 항목만", en: "Only available items"),
                     MenuText.screen(Menu(presentation: .context, items: [MenuText.item("Reply", icon: "arrowshape.turn.up.left"),
                                                                           MenuText.item("Move to Folder", icon: "folder")]))),
            .failing(Localized(ko: "흐리게 남긴 항목", en: "An item left dimmed"),
                     MenuText.screen(Menu(presentation: .context, items: [MenuText.item("Reply", icon: "arrowshape.turn.up.left"),
                                                                           MenuText.item("Move to Folder", icon: "folder", disabled: true)])),
                     at: "content[0].menu.items[1]"),
        ],
        check: { screen in
            MenuText.menus(in: screen).flatMap { path, menu -> [Finding] in
                guard menu.presentation == .context else { return [] }
                return MenuText.allItems(menu.items, at: path).filter(\.item.isDisabled).map { itemPath, item in
                    Finding(itemPath, Localized(
                        ko: "컨텍스트 메뉴의 ‘\(item.title)’ 항목이 비활성으로 흐리게 보입니다. 지금 쓸 수 없다면 메뉴에서 빼세요.",
                        en: "The context menu shows ‘\(item.title)’ dimmed; leave it out while it is unavailable."))
                }
            }
        }
    )
}

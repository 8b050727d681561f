import HIGControls

/// One icon introduces a group of similar items; it is not repeated on each.
enum MenuRepeatedIconRule {
    static let rule = Rule(
        id: "menu.repeated-icon", component: .menu, severity: .warning,
        guideline: GuidelineReference("menus/menus", "one-icon-per-group"),
        title: Localized(ko: "한 그룹에 같은 아이콘을 되풀이하지 않기", en: "No icon repeated within a group"),
        summary: Localized(
            ko: "비슷한 항목이 모인 그룹에서는 첫 항목의 아이콘 하나로 주제를 보여 주고 나머지는 레이블로 구별하라는 것이 Apple의 권고입니다. 같은 아이콘을 모든 항목에 되풀이하면 구별에 도움이 되지 않습니다. 한 그룹(구분선 사이) 안에서 같은 SF Symbol을 단 항목이 둘 이상인지 확인합니다.",
            en: "Apple's advice for a group of similar items is one icon on the first item to set the theme, the labels telling the rest apart; the same icon repeated on every item tells nothing apart. Checks for two or more items wearing the same SF Symbol within one group (between separators)."),
        examples: [
            .passing(Localized(ko: "첫 항목에만 아이콘", en: "An icon on the first item only"),
                     MenuText.screen(Menu(items: [MenuText.item("Copy", icon: "document.on.document"), MenuText.item("Copy Link"),
                                                  MenuText.item("Copy as Text")]))),
            .failing(Localized(ko: "모든 항목에 같은 아이콘", en: "The same icon on every item"),
                     MenuText.screen(Menu(items: [MenuText.item("Copy", icon: "document.on.document"), MenuText.item("Copy Link", icon: "document.on.document"),
                                                  MenuText.item("Copy as Text", icon: "document.on.document")])),
                     at: "content[0].menu.items[1]"),
        ],
        check: { screen in
            MenuText.menus(in: screen).flatMap { path, menu in
                MenuText.groups(menu.items, at: path).flatMap { group -> [Finding] in
                    var seen: [String: String] = [:]
                    return group.compactMap { itemPath, item -> Finding? in
                        guard let icon = item.icon else { return nil }
                        guard let first = seen[icon] else {
                            seen[icon] = item.title
                            return nil
                        }
                        return Finding(itemPath, Localized(
                            ko: "메뉴 항목 ‘\(item.title)’이 같은 그룹의 ‘\(first)’과 같은 아이콘 ‘\(icon)’을 씁니다. 그룹의 첫 항목에만 두고 나머지는 레이블로 구별하세요.",
                            en: "The menu item ‘\(item.title)’ repeats the icon ‘\(icon)’ of ‘\(first)’ in the same group; keep it on the group's first item and let the labels tell the rest apart."))
                    }
                }
            }
        }
    )
}

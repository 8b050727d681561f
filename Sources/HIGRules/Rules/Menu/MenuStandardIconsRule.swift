import HIGControls

/// Common actions in menus wear the system's symbols for them.
enum MenuStandardIconsRule {
    static let rule = Rule(
        id: "menu.standard-icons", component: .menu, severity: .warning,
        guideline: GuidelineReference("menus/menus", "familiar-icons"),
        title: Localized(ko: "흔한 동작에는 시스템과 같은 아이콘을", en: "The system's icons for common actions"),
        summary: Localized(
            ko: "복사, 공유, 삭제처럼 흔한 동작은 어디서나 시스템과 같은 아이콘으로 보여야 사람들이 알아봅니다. 제목이 Apple의 표준 아이콘 표에 있는 동작(복사, 붙여넣기, 잘라내기, 삭제, 공유, 복제, 이름 변경, 프린트)인데 다른 SF Symbol을 단 항목을 찾습니다. 아이콘이 없는 항목은 판단하지 않습니다.",
            en: "Common actions such as Copy, Share and Delete are recognised when they wear the same icons as in the system, wherever they appear. Checks for items titled as an action of Apple's table of standard icons (Copy, Paste, Cut, Delete, Share, Duplicate, Rename, Print) that wear another SF Symbol; items without an icon are not judged."),
        threshold: Localized(ko: "Apple의 표준 아이콘 표: 복사 document.on.document, 삭제 trash, 공유 square.and.arrow.up 등 (같은 기호의 변형 포함)",
                             en: "Apple's table of standard icons: Copy document.on.document, Delete trash, Share square.and.arrow.up, … (variants of the same symbol included)"),
        examples: [
            .passing(Localized(ko: "표준 아이콘의 공유와 삭제", en: "Share and Delete with the standard icons"),
                     MenuText.screen(Menu(presentation: .context, items: [MenuText.item("Share", icon: "square.and.arrow.up"),
                                                                           MenuText.item("Delete", icon: "trash", role: .destructive)]))),
            .failing(Localized(ko: "다른 아이콘을 단 공유", en: "Share with another icon"),
                     MenuText.screen(Menu(presentation: .context, items: [MenuText.item("Share", icon: "paperplane"),
                                                                           MenuText.item("Delete", icon: "trash", role: .destructive)])),
                     at: "content[0].menu.items[0]"),
        ],
        check: { screen in
            MenuText.menus(in: screen).flatMap { path, menu in
                MenuText.allItems(menu.items, at: path).compactMap { itemPath, item -> Finding? in
                    guard let icon = item.icon, let accepted = MenuText.standardSymbols(for: item.title),
                          !MenuText.symbolMatches(icon, accepted) else { return nil }
                    let expected = accepted.sorted().first ?? ""
                    return Finding(itemPath, Localized(
                        ko: "메뉴 항목 ‘\(item.title)’의 아이콘 ‘\(icon)’은 시스템이 이 동작에 쓰는 ‘\(expected)’와 다릅니다. 같은 기호를 쓰세요.",
                        en: "The menu item ‘\(item.title)’ wears ‘\(icon)’, not ‘\(expected)’, the symbol the system uses for this action; use the same one."))
                }
            }
        }
    )
}

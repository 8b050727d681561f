import HIGControls

/// A context menu of about three groups at most.
enum MenuContextGroupsRule {
    static let maximumGroups = 3

    static let rule = Rule(
        id: "menu.context-groups", component: .menu, severity: .warning,
        guideline: GuidelineReference("menus/context-menus", "few-groups"),
        title: Localized(ko: "컨텍스트 메뉴는 세 그룹 안팎으로", en: "About three groups in a context menu"),
        summary: Localized(
            ko: "구분선은 항목을 묶어 빨리 훑게 해 주지만, Apple은 컨텍스트 메뉴의 그룹이 대체로 세 개 안팎을 넘지 않는 것이 좋다고 합니다. 컨텍스트 메뉴를 열었을 때 보이는 그룹 수를 셉니다. 항목을 다 알 수 없는 메뉴는 판단하지 않습니다.",
            en: "Separators group items so people scan faster, but Apple suggests a context menu generally has no more than about three groups. Counts the groups a context menu shows when it opens; a menu whose items are not all known is not judged."),
        threshold: Localized(ko: "그룹 세 개 이하 (Apple의 ‘세 개 안팎’)", en: "Three groups or fewer (Apple's ‘about three’)"),
        examples: [
            .passing(Localized(ko: "그룹 두 개", en: "Two groups"),
                     MenuText.screen(Menu(presentation: .context, items: [
                         MenuText.group([MenuText.item("Reply"), MenuText.item("Forward")]),
                         MenuText.group([MenuText.item("Delete", icon: "trash", role: .destructive)])]))),
            .failing(Localized(ko: "그룹 네 개", en: "Four groups"),
                     MenuText.screen(Menu(presentation: .context, items: [
                         MenuText.group([MenuText.item("Reply"), MenuText.item("Forward")]), MenuText.group([MenuText.item("Flag"), MenuText.item("Mute")]),
                         MenuText.group([MenuText.item("Move to Folder")]), MenuText.group([MenuText.item("Delete", icon: "trash", role: .destructive)])])),
                     at: "content[0].menu"),
        ],
        check: { screen in
            MenuText.menus(in: screen).compactMap { path, menu in
                guard menu.presentation == .context, menu.itemsAreKnown, menu.groupCount > maximumGroups else { return nil }
                return Finding(path, Localized(
                    ko: "컨텍스트 메뉴에 그룹이 \(menu.groupCount)개 있습니다. 관련 항목을 합쳐 세 개 안팎으로 줄이세요.",
                    en: "The context menu shows \(menu.groupCount) groups; merge related items to keep about three."))
            }
        }
    )
}

import HIGControls

/// No articles in English menu item labels.
enum MenuNoArticlesRule {
    static let articles: Set<String> = ["a", "an", "the"]

    static let rule = Rule(
        id: "menu.no-articles", component: .menu, severity: .warning,
        guideline: GuidelineReference("menus/menus", "no-articles"),
        title: Localized(ko: "영문 메뉴 항목에 관사를 쓰지 않기", en: "No articles in English menu items"),
        summary: Localized(
            ko: "영어 관사(a, an, the)는 메뉴 항목을 길게 만들 뿐 뜻을 더하지 않으므로 Apple은 빼라고 권합니다. 로마자로 쓴 항목에서 단어 a, an, the를 찾습니다.",
            en: "English articles (a, an, the) make a menu item longer without making it clearer, so Apple asks to leave them out. Checks items in Latin script for the words a, an, and the."),
        examples: [
            .passing(Localized(ko: "관사 없는 항목", en: "Items without articles"),
                     MenuText.screen(Menu(items: MenuText.items("View Settings", "Add to Album"))), labels: .only(.en)),
            .failing(Localized(ko: "관사가 든 항목", en: "An item with an article"),
                     MenuText.screen(Menu(items: MenuText.items("View the Settings", "Add to Album"))), at: "content[0].menu.items[0]", labels: .only(.en)),
        ],
        check: { screen in
            MenuText.menus(in: screen).flatMap { path, menu in
                MenuText.allItems(menu.items, at: path).compactMap { itemPath, item -> Finding? in
                    guard item.titleIsKnown, ControlsText.isLatinScript(item.title),
                          let article = MenuText.words(item.title).first(where: { articles.contains($0.lowercased()) }) else { return nil }
                    return Finding(itemPath, Localized(
                        ko: "메뉴 항목 ‘\(item.title)’에 관사 ‘\(article)’가 있습니다. 빼도 뜻은 그대로이고 항목은 짧아집니다.",
                        en: "The menu item ‘\(item.title)’ has the article ‘\(article)’; leave it out: the item gets shorter and says the same."))
                }
            }
        }
    )
}

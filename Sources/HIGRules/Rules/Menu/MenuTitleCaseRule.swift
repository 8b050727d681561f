import HIGControls

/// English menu item labels in title-style capitalization.
enum MenuTitleCaseRule {
    static let rule = Rule(
        id: "menu.title-case", component: .menu, severity: .warning,
        guideline: GuidelineReference("menus/menus", "title-case"),
        title: Localized(ko: "영문 메뉴 항목은 타이틀 케이스로", en: "English menu items in title case"),
        summary: Localized(
            ko: "Apple은 메뉴 항목의 레이블을 타이틀 케이스로 쓰라고 권합니다. 로마자로 쓴 항목(하위 메뉴의 항목 포함)에서 관사, 등위 접속사, 짧은 전치사를 뺀 모든 단어와 마지막 단어가 대문자로 시작하는지 확인합니다. 한글 레이블과 코드가 계산하는 레이블은 검사하지 않습니다.",
            en: "Apple asks for title-style capitalization in menu item labels. Checks that in items written in Latin script (submenus' included) every word but articles, coordinating conjunctions and short prepositions, and always the last word, starts with a capital letter. Korean labels and labels the code computes are not checked."),
        threshold: Localized(ko: "소문자로 두는 전치사는 네 글자 이하 (버튼 제목과 같은 기준)", en: "Prepositions of four letters or fewer stay lower case (as for button titles)"),
        examples: [
            .passing(Localized(ko: "타이틀 케이스로 쓴 항목", en: "Items in title case"),
                     MenuText.screen(Menu(items: MenuText.items("New Folder", "Sort by Name", "Add to Favorites"))), labels: .only(.en)),
            .failing(Localized(ko: "문장처럼 쓴 항목", en: "An item in sentence case"),
                     MenuText.screen(Menu(items: MenuText.items("New Folder", "Sort by name"))), at: "content[0].menu.items[1]", labels: .only(.en)),
        ],
        check: { screen in
            MenuText.menus(in: screen).flatMap { path, menu in
                MenuText.allItems(menu.items, at: path).compactMap { itemPath, item -> Finding? in
                    guard item.titleIsKnown, let (words, corrected) = ButtonTitleCaseRule.correction(of: item.title) else { return nil }
                    let list = MenuText.quoted(words)
                    return Finding(itemPath, Localized(
                        ko: "메뉴 항목 ‘\(item.title)’에서 \(list)의 대소문자가 타이틀 케이스에 맞지 않습니다. ‘\(corrected)’로 쓰세요.",
                        en: "The menu item ‘\(item.title)’ is not in title case (\(list)); write ‘\(corrected)’."))
                }
            }
        }
    )
}

import Foundation
import HIGControls

/// What the menu rules read (no rule is defined here): each menu of a screen, its items with their
/// paths, and the standard symbols of common actions.
enum MenuText {
    /// Each menu of the screen with its path.
    static func menus(in screen: Screen) -> [(path: ElementPath, menu: Menu)] {
        screen.elements.compactMap { path, element in
            guard case .menu(let menu) = element else { return nil }
            return (path, menu)
        }
    }

    /// Every item of the entries, submenus' items included, in reading order, with its path.
    static func allItems(_ entries: [MenuEntry], at base: ElementPath) -> [(path: ElementPath, item: MenuItem)] {
        groups(entries, at: base).flatMap { $0 }
    }

    /// The groups of items people see together: the groups of the menu, then those of each submenu,
    /// each as its items with their paths.
    static func groups(_ entries: [MenuEntry], at base: ElementPath) -> [[(path: ElementPath, item: MenuItem)]] {
        let top = MenuEntry.flatten(entries, at: base)
        var result = Dictionary(grouping: top, by: \.group).sorted { $0.key < $1.key }.map { $0.value.map { ($0.path, $0.item) } }
        for (path, item, _) in top {
            if let submenu = item.submenu { result += groups(submenu, at: path) }
        }
        return result
    }

    /// The standard SF Symbols of common actions (Apple's table of standard icons), by the action's
    /// title in English and Korean; a name and its older spelling (`doc.on.doc`) both count.
    static let standardSymbols: [String: Set<String>] = {
        let table: [([String], Set<String>)] = [
            (["copy", "복사", "복사하기"], ["document.on.document", "doc.on.doc"]),
            (["paste", "붙여넣기"], ["document.on.clipboard", "doc.on.clipboard"]),
            (["cut", "잘라내기"], ["scissors"]),
            (["delete", "삭제", "삭제하기"], ["trash"]),
            (["share", "공유", "공유하기"], ["square.and.arrow.up"]),
            (["duplicate", "복제", "복제하기"], ["plus.square.on.square"]),
            (["rename", "이름 변경", "이름 바꾸기"], ["pencil"]),
            (["print", "프린트", "인쇄"], ["printer"]),
        ]
        var result: [String: Set<String>] = [:]
        for (titles, symbols) in table {
            for title in titles { result[title] = symbols }
        }
        return result
    }()

    /// The standard symbols for an item's title, when it names one of the common actions.
    static func standardSymbols(for title: String) -> Set<String>? {
        var folded = title.trimmingCharacters(in: .whitespaces).lowercased()
        while folded.hasSuffix("…") || folded.hasSuffix(".") { folded.removeLast() }
        return standardSymbols[folded]
    }

    /// A symbol name without its variant (`trash.fill`, `trash.circle` → `trash`), to compare families.
    static func symbolMatches(_ icon: String, _ accepted: Set<String>) -> Bool {
        accepted.contains { icon == $0 || icon.hasPrefix($0 + ".") }
    }

    /// The words of a title, split at spaces.
    static func words(_ title: String) -> [Substring] {
        title.split(whereSeparator: { $0 == " " || $0 == "\u{00A0}" })
    }

    /// A text of the item list for messages: `‘Copy’, ‘Move’`.
    static func quoted(_ titles: [String]) -> String {
        titles.map { "‘\($0)’" }.joined(separator: ", ")
    }
}

/// Short ways to write the rules' example menus.
extension MenuText {
    static func screen(_ menu: Menu) -> Screen { Screen(content: [.menu(menu)]) }

    static func items(_ titles: String...) -> [MenuEntry] { titles.map { .item(MenuItem(title: $0)) } }

    static func item(_ title: String, icon: String? = nil, role: MenuItem.Role? = nil, disabled: Bool = false, checked: Bool = false,
                     submenu: [MenuEntry]? = nil) -> MenuEntry {
        .item(MenuItem(title: title, icon: icon, role: role, disabled: disabled, checked: checked, submenu: submenu))
    }

    static func group(_ items: [MenuEntry], title: String? = nil) -> MenuEntry {
        .group(MenuGroup(title: title, items: items.compactMap { if case .item(let item) = $0 { item } else { nil } }))
    }
}

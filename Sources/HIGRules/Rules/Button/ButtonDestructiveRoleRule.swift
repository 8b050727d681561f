import HIGControls

/// A button that deletes or discards says so with the destructive role.
enum ButtonDestructiveRoleRule {
    static let rule = Rule(
        id: "button.destructive-role", component: .button, severity: .warning,
        guideline: GuidelineReference("controls/buttons", "destructive-role"),
        title: Localized(ko: "삭제하는 버튼에는 파괴적 역할을", en: "The destructive role for buttons that delete"),
        summary: Localized(
            ko: "파괴적 역할(destructive)을 준 버튼은 시스템이 빨간색으로 그리고, 메뉴나 확인 화면에서도 위험한 동작으로 다룹니다. 직접 고른 빨간색으로는 이런 처리를 받을 수 없습니다. 제목이 삭제, 지우기, 폐기(Delete, Erase, Discard)인 버튼에 파괴적 역할이 있는지 확인합니다.",
            en: "A button with the destructive role is drawn in red by the system and treated as a risky action in menus and confirmations, which a red picked by hand doesn't get. Checks that buttons titled Delete, Erase, or Discard (삭제, 지우기, 폐기) have the destructive role."),
        examples: [
            .passing(Localized(ko: "파괴적 역할을 준 삭제 버튼", en: "A Delete button with the destructive role"),
                     Screen(content: [.button(Button(title: "Delete Photo", role: .destructive))])),
            .passing(Localized(ko: "파괴적 역할의 모두 지우기 버튼", en: "A destructive Erase All button in Korean"),
                     Screen(content: [.button(Button(title: "기록 모두 지우기", style: .gray, role: .destructive))])),
            .failing(Localized(ko: "역할 없이 놓인 계정 삭제 버튼", en: "A Delete Account button with no role"),
                     Screen(content: [.button(Button(title: "Delete Account", style: .tinted))]),
                     at: "content[0].button.role"),
            .failing(Localized(ko: "역할 없는 사진 삭제 버튼", en: "A photo delete button in Korean with no role"),
                     Screen(content: [.button(Button(title: "사진 삭제"))]),
                     at: "content[0].button.role"),
        ],
        check: { screen in
            screen.elements.compactMap { path, element in
                guard case .button(let button) = element, button.role != .destructive, button.role != .cancel,
                      DestructiveTitles.isDestructive(button.title), let title = button.title else { return nil }
                return Finding(path.key("role"), Localized(
                    ko: "‘\(title)’ 버튼은 데이터를 없애는 동작인데 파괴적 역할이 없습니다. 빨간색을 직접 칠하지 말고 role: destructive를 주세요.",
                    en: "The button ‘\(title)’ deletes or discards something but has no destructive role; give it role: destructive rather than painting it red."))
            }
        }
    )
}

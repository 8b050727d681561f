import HIGControls

/// An alert with a destructive action offers a safe way out.
enum AlertCancelWithDestructiveRule {
    static let rule = Rule(
        id: "alert.cancel-with-destructive", component: .alert, severity: .warning,
        guideline: GuidelineReference("presentation/alerts", "cancel-button"),
        title: Localized(ko: "파괴적인 동작 옆에는 취소 버튼", en: "A Cancel button beside a destructive action"),
        summary: Localized(
            ko: "경고창에 데이터를 지우는 것 같은 파괴적인 동작이 있으면, 사용자가 안전하게 물러설 수 있도록 취소 버튼을 함께 둡니다. 파괴적 역할의 버튼이 있는 경고창에 취소 역할의 버튼이 있는지 확인합니다.",
            en: "When an alert offers a destructive action, such as deleting data, a Cancel button gives people a clear, safe way out. Checks that an alert with a destructive button also has a button with the cancel role."),
        examples: [
            .passing(Localized(ko: "삭제와 취소", en: "Delete and Cancel"),
                     Screen(content: [.alert(Alert(title: "Delete “Jeju Trip”?", buttons: [DialogButton(title: "Cancel", role: .cancel),
                                                                                          DialogButton(title: "Delete", role: .destructive)]))])),
            .failing(Localized(ko: "취소 없이 삭제만", en: "Delete without Cancel"),
                     Screen(content: [.alert(Alert(title: "Delete “Jeju Trip”?", buttons: [DialogButton(title: "Delete", role: .destructive)]))]),
                     at: "content[0].alert.buttons[0]"),
        ],
        check: { screen in
            DialogText.alerts(in: screen).compactMap { path, alert in
                guard !alert.buttons.contains(where: \.isCancel), let index = alert.buttons.firstIndex(where: \.isDestructive) else { return nil }
                return Finding(path.key("buttons").index(index), Localized(
                    ko: "경고창에 파괴적인 동작 ‘\(alert.buttons[index].title)’이 있지만 취소 버튼이 없습니다. 사용자가 물러설 수 있게 ‘취소’ 버튼을 더하세요.",
                    en: "The alert offers the destructive action ‘\(alert.buttons[index].title)’ but no Cancel button; add one so people can back out safely."))
            }
        }
    )
}

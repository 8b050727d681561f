import HIGControls

/// A destructive button is never the preferred one.
enum AlertDestructiveNotDefaultRule {
    static let rule = Rule(
        id: "alert.destructive-not-default", component: .alert, severity: .warning,
        guideline: GuidelineReference("presentation/alerts", "destructive-style"),
        title: Localized(ko: "파괴적인 버튼은 기본 버튼으로 두지 않기", en: "No destructive default button"),
        summary: Localized(
            ko: "기본(선호) 버튼은 굵게 보여서 사용자가 읽지 않고 선택하기도 합니다. 파괴적 역할의 버튼이 경고창의 기본 버튼(preferredAction)으로 지정되어 있는지 확인합니다.",
            en: "The preferred button is drawn in bold, and people sometimes choose it without reading. Checks whether a destructive button is the alert's preferred button (preferredAction)."),
        examples: [
            .passing(Localized(ko: "기본 버튼이 없는 삭제 경고창", en: "A delete alert with no preferred button"),
                     Screen(content: [.alert(Alert(title: "Delete “Jeju Trip”?", buttons: [DialogButton(title: "Cancel", role: .cancel),
                                                                                          DialogButton(title: "Delete", role: .destructive)]))])),
            .failing(Localized(ko: "삭제가 기본 버튼", en: "Delete as the preferred button"),
                     Screen(content: [.alert(Alert(title: "Delete “Jeju Trip”?", buttons: [DialogButton(title: "Cancel", role: .cancel),
                                                                                          DialogButton(title: "Delete", role: .destructive)], preferred: 1))]),
                     at: "content[0].alert.buttons[1]"),
        ],
        check: { screen in
            DialogText.alerts(in: screen).compactMap { path, alert in
                guard let index = alert.preferred, alert.buttons.indices.contains(index), alert.buttons[index].isDestructive else { return nil }
                return Finding(path.key("buttons").index(index), Localized(
                    ko: "파괴적인 버튼 ‘\(alert.buttons[index].title)’이 기본 버튼입니다. 읽지 않고 선택하는 일이 없도록 기본 버튼에서 빼세요.",
                    en: "The destructive button ‘\(alert.buttons[index].title)’ is the preferred button; don't make it the default, so nobody chooses it without reading."))
            }
        }
    )
}

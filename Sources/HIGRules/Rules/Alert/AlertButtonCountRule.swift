import HIGControls

/// A few buttons in an alert; more choices suit an action sheet.
enum AlertButtonCountRule {
    static let maximumButtons = 3

    static let rule = Rule(
        id: "alert.button-count", component: .alert, severity: .warning,
        guideline: GuidelineReference("presentation/alerts", "few-buttons"),
        title: Localized(ko: "경고창 버튼은 세 개까지", en: "Three buttons at most in an alert"),
        summary: Localized(
            ko: "버튼이 많은 경고창은 고르기 어렵고, 큰 글자 크기에서는 스크롤해야 할 수도 있습니다. 버튼이 세 개보다 많은 경고창을 찾습니다. 선택지가 더 있다면 액션 시트가 알맞습니다.",
            en: "An alert with many buttons is hard to choose from and may have to scroll at large text sizes. Checks for alerts with more than three buttons; more choices suit an action sheet."),
        threshold: Localized(ko: "버튼 세 개 이하 (higsite의 기준)", en: "Three buttons or fewer (higsite's threshold)"),
        examples: [
            .passing(Localized(ko: "버튼 두 개", en: "Two buttons"),
                     Screen(content: [.alert(Alert(title: "Save Changes?", buttons: [DialogButton(title: "Cancel", role: .cancel), DialogButton(title: "Save")]))])),
            .failing(Localized(ko: "버튼 다섯 개", en: "Five buttons"),
                     Screen(content: [.alert(Alert(title: "Share Photo", buttons: ["Messages", "Mail", "Notes", "Files"].map { DialogButton(title: $0) }
                                                   + [DialogButton(title: "Cancel", role: .cancel)]))]),
                     at: "content[0].alert"),
        ],
        check: { screen in
            DialogText.alerts(in: screen).compactMap { path, alert in
                guard alert.buttons.count > maximumButtons else { return nil }
                return Finding(path, Localized(
                    ko: "경고창에 버튼이 \(alert.buttons.count)개 있습니다. \(maximumButtons)개 이하로 줄이거나, 선택지가 많다면 액션 시트를 쓰세요.",
                    en: "The alert has \(alert.buttons.count) buttons; keep to \(maximumButtons) or fewer, or offer the choices in an action sheet."))
            }
        }
    )
}

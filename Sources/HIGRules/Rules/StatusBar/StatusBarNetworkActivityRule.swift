import HIGControls

/// The network activity indicator is for network operations that last more than a few seconds.
enum StatusBarNetworkActivityRule {
    static let minimumSeconds = 3.0

    static func seconds(_ value: Double) -> String {
        ControlsText.number(value)
    }

    static let rule = Rule(
        id: "status-bar.network-activity", component: .statusBar, severity: .warning,
        guideline: GuidelineReference("bars/status-bars", "network-activity"),
        title: Localized(ko: "네트워크 활동 표시기는 오래 걸리는 작업에만", en: "Network activity indicator only for lengthy operations"),
        summary: Localized(
            ko: "상태 바의 네트워크 활동 표시기는 네트워크를 오래 사용할 때 작업이 진행 중임을 알려 줍니다. 금방 끝나는 작업에 표시하면 사용자가 알아채기도 전에 사라져 아무 도움이 되지 않습니다.",
            en: "The network activity indicator in the status bar tells people that a lengthy network operation is under way. For a quick operation it disappears before anyone notices it and adds nothing."),
        threshold: Localized(ko: "\(seconds(minimumSeconds))초 이상 걸리는 작업 (higsite의 기준)",
                             en: "Operations of \(seconds(minimumSeconds)) seconds or more (higsite's threshold)"),
        examples: [
            .passing(Localized(ko: "10초 동안 사진을 올리는 동안의 표시기", en: "The indicator during a 10-second photo upload"),
                     Screen(statusBar: StatusBar(networkActivity: NetworkActivityIndicator(seconds: 10)))),
            .failing(Localized(ko: "0.5초 만에 끝나는 요청의 표시기", en: "The indicator for a request that ends in half a second"),
                     Screen(statusBar: StatusBar(networkActivity: NetworkActivityIndicator(seconds: 0.5))),
                     at: "status-bar.network-activity"),
        ],
        check: { screen in
            guard let activity = screen.statusBar?.networkActivity, activity.seconds < minimumSeconds else { return [] }
            return [Finding(ElementPath.root.key("status-bar").key("network-activity"), Localized(
                ko: "네트워크 작업이 \(seconds(activity.seconds))초 만에 끝나는데 네트워크 활동 표시기를 보여 줍니다. \(seconds(minimumSeconds))초 이상 걸리는 작업에만 표시하세요.",
                en: "The network activity indicator is shown for an operation of \(seconds(activity.seconds)) s; show it only for operations that last \(seconds(minimumSeconds)) s or more."))]
        }
    )
}

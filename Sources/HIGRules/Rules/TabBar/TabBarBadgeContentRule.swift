import HIGControls

/// A badge is a short number or an exclamation mark.
enum TabBarBadgeContentRule {
    /// Characters a badge may hold ("99+").
    static let maxLength = 3

    /// Digits with an optional trailing "+", or "!".
    static func isNumberOrAlert(_ badge: String) -> Bool {
        if badge == "!" { return true }
        let digits = badge.hasSuffix("+") ? badge.dropLast() : Substring(badge)
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    static let rule = Rule(
        id: "tab-bar.badge-content", component: .tabBar, severity: .warning,
        guideline: GuidelineReference("bars/tab-bars", "badges"),
        title: Localized(ko: "배지에는 짧은 숫자나 느낌표만", en: "Badges hold a short number or an exclamation mark"),
        summary: Localized(
            ko: "배지는 흰색 글자를 담은 작은 빨간 타원으로, 새로운 정보가 있다는 사실을 한눈에 알립니다. 단어나 긴 숫자를 넣으면 배지가 늘어나 탭 아이콘을 가리고 읽기도 어려워지므로, 짧은 숫자나 느낌표만 넣어야 합니다. 0은 알릴 것이 없다는 뜻이므로 배지를 없애야 합니다.",
            en: "A badge is a small red oval with white text that signals new information at a glance. Words or long numbers stretch it over the tab's icon and are hard to read, so a badge should hold only a short number or an exclamation mark. A badge of 0 announces nothing and should be removed."),
        threshold: Localized(ko: "숫자(끝에 '+' 허용) 또는 '!', \(maxLength)자 이하 (higsite의 기준)",
                             en: "A number (optionally ending in '+') or '!', at most \(maxLength) characters (higsite's threshold)"),
        examples: [
            .passing(Localized(ko: "읽지 않은 메시지 수를 보여 주는 배지", en: "A badge counting unread messages"),
                     Screen(tabBar: TabBar(items: [.init(title: "채팅", icon: "message", badge: "3"), .init(title: "친구", icon: "person.2"),
                                                   .init(title: "설정", icon: "gear")]))),
            .passing(Localized(ko: "'99+'와 '!' 배지", en: "Badges of '99+' and '!'"),
                     Screen(tabBar: TabBar(items: [.init(title: "Chats", icon: "message", badge: "99+"), .init(title: "Calls", icon: "phone"),
                                                   .init(title: "Contacts", icon: "person.crop.circle"), .init(title: "Settings", icon: "gear", badge: "!")]))),
            .failing(Localized(ko: "'New'라는 단어를 담은 배지", en: "A badge with the word 'New'"),
                     Screen(tabBar: TabBar(items: [.init(title: "Home", icon: "house"), .init(title: "Store", icon: "bag", badge: "New"),
                                                   .init(title: "Account", icon: "person")])),
                     at: "tab-bar.items[1].badge"),
            .failing(Localized(ko: "'1284'처럼 긴 숫자를 담은 배지", en: "A badge with a long number such as '1284'"),
                     Screen(tabBar: TabBar(items: [.init(title: "메일", icon: "envelope", badge: "1284"), .init(title: "캘린더", icon: "calendar"),
                                                   .init(title: "설정", icon: "gear")])),
                     at: "tab-bar.items[0].badge"),
        ],
        check: { screen in
            guard let tabBar = screen.tabBar else { return [] }
            let path = ElementPath.root.key("tab-bar").key("items")
            return tabBar.items.enumerated().compactMap { position, item in
                guard let badge = item.badge else { return nil }
                let itemPath = path.index(position).key("badge")
                if !isNumberOrAlert(badge) {
                    return Finding(itemPath, Localized(
                        ko: "'\(item.title)' 탭의 배지가 '\(badge)'입니다. 배지에는 새 항목의 수 같은 숫자나 느낌표(!)만 넣으세요.",
                        en: "The '\(item.title)' tab's badge is '\(badge)'; a badge should hold only a number, such as a count of new items, or '!'."))
                }
                if badge.count > maxLength {
                    return Finding(itemPath, Localized(
                        ko: "'\(item.title)' 탭의 배지('\(badge)')가 \(badge.count)자입니다. \(maxLength)자 이하로 줄이세요(예: '99+').",
                        en: "The '\(item.title)' tab's badge '\(badge)' has \(badge.count) characters; keep it to \(maxLength) or fewer (e.g. '99+')."))
                }
                if badge.allSatisfy({ $0 == "0" }) {
                    return Finding(itemPath, Localized(
                        ko: "'\(item.title)' 탭의 배지가 0입니다. 알릴 새 정보가 없다면 배지를 없애세요.",
                        en: "The '\(item.title)' tab's badge is 0; with nothing new to report, remove the badge."))
                }
                return nil
            }
        }
    )
}

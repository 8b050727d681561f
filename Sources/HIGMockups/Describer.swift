import HIGControls

/// The `<desc>` of a mockup: what is on the screen, in words, for readers who cannot see it.
enum Describer {
    static func describe(_ screen: Screen, language: Language) -> String {
        var parts: [String] = []
        if screen.statusBar != nil { parts.append(ComponentKind.statusBar.name[language]) }
        if let bar = screen.navigationBar {
            parts.append(ComponentKind.navigationBar.name[language] + (bar.title.map { " “\($0)”" } ?? ""))
        }
        for element in screen.content {
            parts.append(ComponentKind(rawValue: element.kind.rawValue)?.name[language] ?? element.kind.rawValue)
        }
        if let tabBar = screen.tabBar {
            let titles = tabBar.items.map(\.title).joined(separator: ", ")
            parts.append(language == .ko ? "탭 \(tabBar.items.count)개의 탭 바(\(titles))" : "tab bar with \(tabBar.items.count) tabs (\(titles))")
        }
        if let toolbar = screen.toolbar {
            parts.append(language == .ko ? "항목 \(toolbar.items.count)개의 툴바" : "toolbar with \(toolbar.items.count) items")
        }
        let device = screen.device == .iPhone ? "iPhone" : "iPad"
        return (language == .ko ? "\(device) 화면: " : "\(device) screen: ") + parts.joined(separator: language == .ko ? ", " : "; ")
    }
}

import HIGControls

/// A web view people browse through lets them go back and forward.
enum WebViewBackForwardRule {
    static let rule = Rule(
        id: "web-view.back-forward", component: .webView, severity: .warning,
        guideline: GuidelineReference("views/web-views", "back-forward"),
        title: Localized(ko: "여러 페이지를 오가는 웹 뷰의 뒤로·앞으로", en: "Back and forward in a web view people browse"),
        summary: Localized(
            ko: "웹 뷰는 뒤로·앞으로 이동을 지원하지만 기본으로 켜져 있지는 않습니다. 사람들이 링크를 따라 여러 페이지를 오가는데 뒤로·앞으로 버튼도 쓸어넘기기 제스처도 없는 웹 뷰를 찾습니다.",
            en: "A web view supports going back and forward, but not by default. Finds web views people use to visit several pages (following links) with neither back and forward buttons nor the swipe gestures."),
        examples: [
            .passing(Localized(ko: "한 페이지만 보여 주는 이용 약관", en: "Terms of use on a single page"),
                     Screen(content: [.webView(WebView(title: "example.com/terms", visitsPages: false, hasBackForward: false))])),
            .passing(Localized(ko: "뒤로·앞으로가 있는 도움말", en: "Help pages with back and forward"),
                     Screen(content: [.webView(WebView(title: "help.example.com", visitsPages: true, hasBackForward: true))])),
            .failing(Localized(ko: "링크를 따라가는데 돌아갈 방법이 없는 도움말", en: "Help pages with links and no way back"),
                     Screen(content: [.webView(WebView(title: "help.example.com", visitsPages: true, hasBackForward: false))]),
                     at: "content[0].web-view"),
        ],
        check: { screen in
            screen.elements.compactMap { path, element in
                guard case .webView(let view) = element, view.visitsPages == true, view.hasBackForward == false else { return nil }
                return Finding(path, Localized(
                    ko: "사람들이 이 웹 뷰에서 여러 페이지를 오가지만 뒤로·앞으로 갈 방법이 없습니다. 버튼을 두거나 쓸어넘기기 제스처(allowsBackForwardNavigationGestures)를 켜세요.",
                    en: "People visit several pages in this web view but can't go back or forward; add buttons or turn on the swipe gestures (allowsBackForwardNavigationGestures)."))
            }
        }
    )
}

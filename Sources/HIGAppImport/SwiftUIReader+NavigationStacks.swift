import HIGControls
import SwiftSyntax

/// `NavigationStack`: the navigation bar, toolbar and search bar its content asks for.
extension SwiftUIReader {
    /// A `NavigationStack` takes the title, toolbar and search its root content asks for and
    /// shows them as bars. A root title in `.automatic` mode is large: SwiftUI's stacks prefer
    /// large titles on iPhone, and the root has no earlier screen to inherit from.
    /// `.navigationTitle` on the stack itself is not read (SwiftUI ignores it there).
    func navigationStack(_ call: FunctionCallExprSyntax, _ context: Context) -> SwiftUIFragment {
        let here = location(call, context)
        let root = Self.closure("sidebar", of: call) ?? Self.closure("root", of: call) ?? Self.contentClosure(call)
        var fragment = root.map { builder($0.statements, context) } ?? SwiftUIFragment()
        let requests = fragment.requests
        fragment.requests = SwiftUINavigationRequests()
        if fragment.stack == nil {
            let (bars, unknowns) = self.bars(for: requests, hasUnreadViews: fragment.hasUnreadViews, isStackRoot: true, at: here)
            fragment.stack = bars
            fragment.unknowns += unknowns
        }
        // A stack's bars are its own: views around it cannot be read as setting a title in it.
        fragment.hasUnreadViews = false
        return fragment
    }

    /// The bars that a screen's navigation requests make.
    func bars(for requests: SwiftUINavigationRequests, hasUnreadViews: Bool, isStackRoot: Bool,
              at stackLocation: SwiftUILocation) -> (SwiftUIStackBars, [SwiftUIUnknown]) {
        var bars = SwiftUIStackBars()
        var unknowns: [SwiftUIUnknown] = []
        bars.search = requests.search
        if !requests.bottomItems.isEmpty {
            let toolbarLocation = requests.toolbarLocation ?? requests.bottomItems[0].location
            var parts: [SwiftUIPart] = [SwiftUIPart(path: [.key("items")], location: toolbarLocation)]
            for (index, item) in requests.bottomItems.enumerated() {
                parts.append(SwiftUIPart(path: [.key("items"), .index(index)], location: item.location))
                parts += item.parts.map { SwiftUIPart(path: [.key("items"), .index(index)] + $0.path, location: $0.location) }
            }
            bars.toolbar = SwiftUIPlacedValue(value: Toolbar(items: requests.bottomItems.map(\.value)), location: toolbarLocation, parts: parts)
        }
        guard !requests.isBarHidden else { return (bars, unknowns) }
        let hasBarRequests = requests.title != nil || requests.displayMode != nil || !requests.barItems.isEmpty || requests.principal != nil
        guard isStackRoot || hasBarRequests else { return (bars, unknowns) }
        if requests.title == nil, requests.principal == nil, hasUnreadViews {
            unknowns.append(SwiftUIUnknown(location: stackLocation, what: Localized(ko: "내비게이션 바", en: "the navigation bar"),
                                           why: Localized(ko: "higsite가 읽지 못하는 뷰가 제목을 정할 수 있습니다",
                                                          en: "its title may be set by a view the importer does not read")))
            return (bars, unknowns)
        }
        let title = requests.title?.value
        let titleIsBlank = (title ?? "").allSatisfy(\.isWhitespace)
        var largeTitle: Bool
        switch requests.displayMode?.value {
        case "large": largeTitle = true
        case "inline": largeTitle = false
        default:
            // At a stack's root, `.automatic` shows a title large on iPhone; with no title text
            // there is nothing to show large, and SwiftUI draws the standard bar.
            largeTitle = isStackRoot && !titleIsBlank
            if !isStackRoot, titleIsBlank {
                unknowns.append(SwiftUIUnknown(location: requests.displayMode?.location ?? requests.title?.location ?? stackLocation,
                                               what: Localized(ko: "내비게이션 바의 제목이 큰 제목인지", en: "whether the navigation bar's title is large"),
                                               why: Localized(ko: ".automatic 모드에서는 푸시된 뷰가 앞 화면의 모드를 따릅니다",
                                                              en: "in .automatic mode a pushed view takes the mode of the screen before it")))
            }
        }
        let barLocation = requests.title?.location ?? (isStackRoot ? stackLocation : requests.toolbarLocation ?? stackLocation)
        var parts: [SwiftUIPart] = []
        if let title = requests.title { parts.append(SwiftUIPart(path: [.key("title")], location: title.location)) }
        if let mode = requests.displayMode { parts.append(SwiftUIPart(path: [.key("large-title")], location: mode.location)) }
        if let first = requests.barItems.first { parts.append(SwiftUIPart(path: [.key("items")], location: first.location)) }
        for (index, item) in requests.barItems.enumerated() {
            parts.append(SwiftUIPart(path: [.key("items"), .index(index)], location: item.location))
            parts += item.parts.map { SwiftUIPart(path: [.key("items"), .index(index)] + $0.path, location: $0.location) }
        }
        if let principal = requests.principal {
            parts.append(SwiftUIPart(path: [.key("segmented-control")], location: principal.location))
            parts += principal.parts.map { SwiftUIPart(path: [.key("segmented-control")] + $0.path, location: $0.location) }
        }
        let bar = NavigationBar(title: title, largeTitle: largeTitle, items: requests.barItems.map(\.value),
                                segmentedControl: requests.principal?.value)
        bars.navigationBar = SwiftUIPlacedValue(value: bar, location: barLocation, parts: parts)
        return (bars, unknowns)
    }
}

/// The reach matrix: sheets and popovers, which SwiftUI presents with `.sheet`, `.fullScreenCover`
/// and `.popover`, and a storyboard with a segue.
extension RuleReachTests {
    static let adaptationSetInCode = "what a popover becomes in a compact width is the presentation controller delegate's answer "
        + "(adaptivePresentationStyle), in code; a storyboard holds no key for it"
    static let tapOutsideSetInCode = "whether a tap outside closes a popover is decided in code (isModalInPresentation, the presentation "
        + "controller's delegate); a storyboard holds no key for it, so the rule's premise (a tap outside closes it) is never known"
    static let sheetSetInCode = "UIKit sets detents and the grabber on UISheetPresentationController in code; higsite knows no storyboard key for them"
    static let dismissalSetInCode = "UIKit turns interactive dismissal off in code (isModalInPresentation, the presentation controller's delegate); "
        + "higsite knows no storyboard key for it"

    /// A view presenting `presentation` (a `.sheet`, `.fullScreenCover` or `.popover` modifier).
    static func presentingView(_ presentation: String) -> RuleReach.Way {
        .swiftUI("""
            struct TripView: View {
                @State private var shown = false
                var body: some View {
                    Text("Jeju Trip")
                        \(presentation)
                }
            }
            """)
    }

    /// A scene "Trip" whose button presents the navigation controller around the scene "Event" by a
    /// segue with `segue` attributes; the scene's navigation item holds `items`, and it presents
    /// `inner` (a segue's attributes) in turn, to a navigation controller around a scene "Repeat".
    static func presenting(_ segue: String, items: String, inner: String? = nil) -> RuleReach.Way {
        let connections = inner.map { #"<connections><segue destination="Rpt-nav-001" \#($0) id="Evt-sg-001"/></connections>"# } ?? ""
        let repeatScene = inner == nil ? "" : IB.navigationController("Rpt-nav-001", root: "Rpt-vc-001")
            + IB.scene("Rpt-vc-001", extra: #"<navigationItem key="navigationItem" title="Repeat" id="Rpt-ni-001"/>"#)
        return .storyboard(IB.scene("Trp-vc-001", subviews: """
                <button opaque="NO" contentMode="scaleToFill" id="Trp-bt-001"><state key="normal" title="Add"/>
                    <connections><segue destination="Evt-nav-001" \(segue) id="Trp-sg-001"/></connections>
                </button>
                """, extra: #"<navigationItem key="navigationItem" title="Jeju Trip" id="Trp-ni-001"/>"#)
            + IB.navigationController("Evt-nav-001", root: "Evt-vc-001")
            + IB.scene("Evt-vc-001", extra: #"<navigationItem key="navigationItem" title="Event" id="Evt-ni-001">\#(items)</navigationItem>"# + connections)
            + repeatScene)
    }

    static let sheetSegue = #"kind="presentation""#
    static let popoverSegue = #"kind="popoverPresentation" popoverAnchorView="Trp-bt-001""#
    static let cancelItem = #"<barButtonItem key="leftBarButtonItem" systemItem="cancel" id="Evt-bi-001"/>"#

    static let presentations: [RuleReach] = [
        RuleReach("sheet.grabber",
                  swiftUI: presentingView(#".sheet(isPresented: $shown) { Text("Share").presentationDetents([.medium, .large]).presentationDragIndicator(.hidden) }"#),
                  interfaceBuilder: .notYet(sheetSetInCode)),
        RuleReach("sheet.button-without-swipe",
                  swiftUI: presentingView(#".sheet(isPresented: $shown) { NavigationStack { Text("Terms").toolbar { ToolbarItem(placement: .confirmationAction) { Button("Agree") { } } } }.interactiveDismissDisabled() }"#),
                  interfaceBuilder: .notYet(dismissalSetInCode)),
        RuleReach("sheet.full-screen-close",
                  swiftUI: presentingView(#".fullScreenCover(isPresented: $shown) { Text("Now Playing") }"#),
                  interfaceBuilder: presenting(#"kind="presentation" modalPresentationStyle="fullScreen""#, items: "")),
        RuleReach("sheet.done-with-alternative",
                  swiftUI: presentingView(#".sheet(isPresented: $shown) { NavigationStack { Text("Event").toolbar { ToolbarItem(placement: .confirmationAction) { Button("Add") { } } } } }"#),
                  interfaceBuilder: presenting(sheetSegue, items: #"<barButtonItem key="rightBarButtonItem" systemItem="done" id="Evt-bi-002"/>"#)),
        RuleReach("sheet.not-three-buttons",
                  swiftUI: presentingView(#".sheet(isPresented: $shown) { NavigationStack { Text("Review").toolbar { ToolbarItem(placement: .topBarLeading) { Button("Back") { } }; ToolbarItem(placement: .topBarLeading) { Button("Cancel") { } }; ToolbarItem(placement: .topBarTrailing) { Button("Done") { } } } } }"#),
                  interfaceBuilder: presenting(sheetSegue, items: #"<leftBarButtonItems><barButtonItem title="Back" id="Evt-bi-003"/><barButtonItem systemItem="cancel" id="Evt-bi-001"/></leftBarButtonItems><barButtonItem key="rightBarButtonItem" systemItem="done" id="Evt-bi-002"/>"#)),
        RuleReach("sheet.button-placement",
                  swiftUI: presentingView(#".sheet(isPresented: $shown) { NavigationStack { Text("Event").toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Cancel") { } } } } }"#),
                  interfaceBuilder: presenting(sheetSegue, items: #"<barButtonItem key="rightBarButtonItem" systemItem="cancel" id="Evt-bi-001"/>"#)),
        RuleReach("sheet.one-at-a-time",
                  swiftUI: presentingView(#".sheet(isPresented: $shown) { Text("Event").sheet(isPresented: .constant(true)) { Text("Repeat") } }"#),
                  interfaceBuilder: presenting(sheetSegue, items: cancelItem, inner: sheetSegue)),
        RuleReach("popover.compact",
                  swiftUI: presentingView(#".popover(isPresented: $shown) { Text("Sort By").presentationCompactAdaptation(.popover) }"#),
                  interfaceBuilder: .cannot(adaptationSetInCode)),
        RuleReach("popover.no-cascade",
                  swiftUI: presentingView(#".popover(isPresented: $shown) { Text("Sort By").popover(isPresented: .constant(true)) { Text("Order") } }"#),
                  interfaceBuilder: presenting(popoverSegue, items: "", inner: #"kind="popoverPresentation" popoverAnchorView="Evt-vc-001-vw""#)),
        RuleReach("popover.nothing-over",
                  swiftUI: presentingView(#".popover(isPresented: $shown) { Text("Calendar").sheet(isPresented: .constant(true)) { Text("New Calendar") } }"#),
                  interfaceBuilder: presenting(popoverSegue, items: "", inner: sheetSegue)),
        RuleReach("popover.close-button",
                  swiftUI: presentingView(#".popover(isPresented: $shown) { Text("Sort By").toolbar { Button(role: .close) { } } }"#),
                  interfaceBuilder: .cannot(tapOutsideSetInCode)),
        RuleReach("popover.button-without-tap-outside",
                  swiftUI: presentingView(#".popover(isPresented: $shown) { Text("Edit Event").interactiveDismissDisabled() }"#),
                  interfaceBuilder: .notYet(dismissalSetInCode)),
    ]
}

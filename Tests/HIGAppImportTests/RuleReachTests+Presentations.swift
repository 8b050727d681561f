/// The reach matrix: sheets and popovers, which SwiftUI presents with `.sheet`, `.fullScreenCover`
/// and `.popover`, and a storyboard with a segue.
extension RuleReachTests {
    static let segueNotRead = "a storyboard's presentation segue (kind=\"presentation\" with modalPresentationStyle, kind=\"popoverPresentation\") "
        + "names the scene it presents; reading it as a sheet or popover needs the importer to follow the segue to that scene and take its "
        + "navigation item's bar buttons as the top bar"
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

    static let presentations: [RuleReach] = [
        RuleReach("sheet.grabber",
                  swiftUI: presentingView(#".sheet(isPresented: $shown) { Text("Share").presentationDetents([.medium, .large]).presentationDragIndicator(.hidden) }"#),
                  interfaceBuilder: .notYet(sheetSetInCode)),
        RuleReach("sheet.button-without-swipe",
                  swiftUI: presentingView(#".sheet(isPresented: $shown) { NavigationStack { Text("Terms").toolbar { ToolbarItem(placement: .confirmationAction) { Button("Agree") { } } } }.interactiveDismissDisabled() }"#),
                  interfaceBuilder: .notYet(dismissalSetInCode)),
        RuleReach("sheet.full-screen-close",
                  swiftUI: presentingView(#".fullScreenCover(isPresented: $shown) { Text("Now Playing") }"#),
                  interfaceBuilder: .notYet(segueNotRead)),
        RuleReach("sheet.done-with-alternative",
                  swiftUI: presentingView(#".sheet(isPresented: $shown) { NavigationStack { Text("Event").toolbar { ToolbarItem(placement: .confirmationAction) { Button("Add") { } } } } }"#),
                  interfaceBuilder: .notYet(segueNotRead)),
        RuleReach("sheet.not-three-buttons",
                  swiftUI: presentingView(#".sheet(isPresented: $shown) { NavigationStack { Text("Review").toolbar { ToolbarItem(placement: .topBarLeading) { Button("Back") { } }; ToolbarItem(placement: .topBarLeading) { Button("Cancel") { } }; ToolbarItem(placement: .topBarTrailing) { Button("Done") { } } } } }"#),
                  interfaceBuilder: .notYet(segueNotRead)),
        RuleReach("sheet.button-placement",
                  swiftUI: presentingView(#".sheet(isPresented: $shown) { NavigationStack { Text("Event").toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Cancel") { } } } } }"#),
                  interfaceBuilder: .notYet(segueNotRead)),
        RuleReach("sheet.one-at-a-time",
                  swiftUI: presentingView(#".sheet(isPresented: $shown) { Text("Event").sheet(isPresented: .constant(true)) { Text("Repeat") } }"#),
                  interfaceBuilder: .notYet(segueNotRead)),
        RuleReach("popover.compact",
                  swiftUI: presentingView(#".popover(isPresented: $shown) { Text("Sort By").presentationCompactAdaptation(.popover) }"#),
                  interfaceBuilder: .notYet(segueNotRead + "; what the popover becomes on iPhone is the presentation controller delegate's answer, in code")),
        RuleReach("popover.no-cascade",
                  swiftUI: presentingView(#".popover(isPresented: $shown) { Text("Sort By").popover(isPresented: .constant(true)) { Text("Order") } }"#),
                  interfaceBuilder: .notYet(segueNotRead)),
        RuleReach("popover.nothing-over",
                  swiftUI: presentingView(#".popover(isPresented: $shown) { Text("Calendar").sheet(isPresented: .constant(true)) { Text("New Calendar") } }"#),
                  interfaceBuilder: .notYet(segueNotRead)),
        RuleReach("popover.close-button",
                  swiftUI: presentingView(#".popover(isPresented: $shown) { Text("Sort By").toolbar { Button(role: .close) { } } }"#),
                  interfaceBuilder: .notYet(segueNotRead)),
        RuleReach("popover.button-without-tap-outside",
                  swiftUI: presentingView(#".popover(isPresented: $shown) { Text("Edit Event").interactiveDismissDisabled() }"#),
                  interfaceBuilder: .notYet(dismissalSetInCode)),
    ]
}

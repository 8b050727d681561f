/// The reach matrix: alerts and action sheets, which SwiftUI presents with `.alert` and
/// `.confirmationDialog` and UIKit builds in code.
extension RuleReachTests {
    static let noDialogsInStoryboards = "UIAlertController is made and presented in code: a storyboard or XIB holds no alert or action sheet"

    /// A view presenting `dialog` (a `.alert` or `.confirmationDialog` modifier).
    static func presenting(_ dialog: String) -> RuleReach.Way {
        .swiftUI("""
            struct AlbumView: View {
                @State private var shown = false
                var body: some View {
                    Text("Jeju Trip")
                        \(dialog)
                }
            }
            """)
    }

    static let dialogs: [RuleReach] = [
        RuleReach("alert.informative-title", swiftUI: presenting(#".alert("Error", isPresented: $shown) { Button("OK") { } }"#),
                  interfaceBuilder: .cannot(noDialogsInStoryboards)),
        RuleReach("alert.specific-buttons",
                  swiftUI: presenting(#".alert("Discard Changes?", isPresented: $shown) { Button("No", role: .cancel) { }; Button("Yes", role: .destructive) { } }"#),
                  interfaceBuilder: .cannot(noDialogsInStoryboards)),
        RuleReach("alert.ok-only-informational",
                  swiftUI: presenting(#".alert("Delete the Album?", isPresented: $shown) { Button("Cancel", role: .cancel) { }; Button("OK", role: .destructive) { } }"#),
                  interfaceBuilder: .cannot(noDialogsInStoryboards)),
        RuleReach("alert.short-button-titles",
                  swiftUI: presenting(#".alert("Unsaved Changes", isPresented: $shown) { Button("Cancel", role: .cancel) { }; Button("Save it as a draft") { } }"#),
                  interfaceBuilder: .cannot(noDialogsInStoryboards)),
        RuleReach("alert.cancel-title",
                  swiftUI: presenting(#".alert("Sign Out?", isPresented: $shown) { Button("Never Mind", role: .cancel) { }; Button("Sign Out") { } }"#),
                  interfaceBuilder: .cannot(noDialogsInStoryboards)),
        RuleReach("alert.cancel-with-destructive",
                  swiftUI: .cannot("SwiftUI may add a Cancel button to an alert whose actions include a destructive one and no cancel (its documentation says it adds none; apps have seen one), so a missing Cancel in the code is not judged"),
                  interfaceBuilder: .cannot(noDialogsInStoryboards)),
        RuleReach("alert.one-cancel",
                  swiftUI: presenting(#".alert("Sign Out?", isPresented: $shown) { Button("Cancel", role: .cancel) { }; Button("Not Now", role: .cancel) { }; Button("Sign Out") { } }"#),
                  interfaceBuilder: .cannot(noDialogsInStoryboards)),
        RuleReach("alert.destructive-not-default",
                  swiftUI: presenting(#".alert("Delete the Album?", isPresented: $shown) { Button("Cancel", role: .cancel) { }; Button("Delete", role: .destructive) { }.keyboardShortcut(.defaultAction) }"#),
                  interfaceBuilder: .cannot(noDialogsInStoryboards)),
        RuleReach("alert.button-count",
                  swiftUI: presenting(#".alert("Share Photo", isPresented: $shown) { Button("Messages") { }; Button("Mail") { }; Button("Notes") { }; Button("Cancel", role: .cancel) { } }"#),
                  interfaceBuilder: .cannot(noDialogsInStoryboards)),
        RuleReach("action-sheet.short-title",
                  swiftUI: presenting(#".confirmationDialog("This photo will be deleted from iCloud Photos on all your devices", isPresented: $shown, titleVisibility: .visible) { Button("Delete Photo", role: .destructive) { } }"#),
                  interfaceBuilder: .cannot(noDialogsInStoryboards)),
        RuleReach("action-sheet.cancel-with-destructive",
                  swiftUI: .cannot("SwiftUI's confirmation dialog always has a dismiss (Cancel) action: its own, unless a button has the cancel role"),
                  interfaceBuilder: .cannot(noDialogsInStoryboards)),
        RuleReach("action-sheet.one-cancel",
                  swiftUI: presenting(#".confirmationDialog("Leave the Group?", isPresented: $shown) { Button("Leave", role: .destructive) { }; Button("Not Now", role: .cancel) { }; Button("Cancel", role: .cancel) { } }"#),
                  interfaceBuilder: .cannot(noDialogsInStoryboards)),
        RuleReach("action-sheet.destructive-first",
                  swiftUI: .cannot("SwiftUI may reorder a confirmation dialog's buttons by their roles, so the order written is not the order shown"),
                  interfaceBuilder: .cannot(noDialogsInStoryboards)),
        RuleReach("action-sheet.button-count",
                  swiftUI: presenting(#".confirmationDialog("Move To", isPresented: $shown) { Button("Inbox") { }; Button("Archive") { }; Button("Drafts") { }; Button("Sent") { }; Button("Junk") { }; Button("Work") { }; Button("Travel") { } }"#),
                  interfaceBuilder: .cannot(noDialogsInStoryboards)),
    ]
}

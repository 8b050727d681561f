import HIGAppImport
import HIGControls
import HIGRules
import Testing

/// `.alert` and `.confirmationDialog` read as the alert and action sheet a view presents, so the
/// dialog rules judge them where they are written, and what SwiftUI decides itself (a default OK,
/// a dismiss action, the order, a Cancel it may add) is never guessed.
@Suite struct SwiftUIDialogTests {
    typealias Support = SwiftUITestSupport

    static func read(_ body: String) throws -> ImportedScreen {
        let text = """
            import SwiftUI

            struct AlbumView: View {
                @State private var shown = false
                var body: some View {
                    Text("Jeju Trip")
            \(body)
                }
            }
            """
        let files = SwiftUIImporter.read([Support.source(text)])
        return try #require(Support.screen("AlbumView", in: files), "\(Support.dump(files))")
    }

    static func dialogs(_ screen: ImportedScreen) -> [Element] {
        screen.screen.content.filter { $0.kind == .alert || $0.kind == .actionSheet }
    }

    @Test func anAlertsWordsAreJudgedWhereTheyAreWritten() throws {
        let screen = try Self.read("""
                        .alert("Error", isPresented: $shown) {
                            Button("No", role: .cancel) { }
                            Button("OK") { }
                        } message: {
                            Text("The album couldn't be saved.")
                        }
            """)
        #expect(Set(Support.violations(screen)) == ["alert.informative-title 7:14", "alert.specific-buttons 8:17",
                                                    "alert.ok-only-informational 9:17", "alert.cancel-title 8:17"], "\(Support.violations(screen))")
        guard case .alert(let alert)? = Self.dialogs(screen).first else { Issue.record("no alert"); return }
        #expect(alert.message == "The album couldn't be saved.")
        #expect(alert.buttons == [DialogButton(title: "No", role: .cancel), DialogButton(title: "OK")])
    }

    @Test func whatSwiftUIDecidesIsNotGuessed() throws {
        // A lone destructive action: SwiftUI may add a Cancel button, so none is asked for; the
        // default action marked with a keyboard shortcut is the preferred button.
        let lone = try Self.read("""
                        .alert("Delete “Jeju Trip”?", isPresented: $shown) {
                            Button("Delete", role: .destructive) { }
                                .keyboardShortcut(.defaultAction)
                        }
            """)
        #expect(Support.violations(lone) == ["alert.destructive-not-default 8:17"])
        #expect(lone.unknowns.map(\.what.en).contains("whether the alert has a Cancel button"))
        // No actions: SwiftUI shows OK.
        let plain = try Self.read("        .alert(\"Backup Complete\", isPresented: $shown) { }")
        guard case .alert(let alert)? = Self.dialogs(plain).first else { Issue.record("no alert"); return }
        #expect(alert.buttons == [DialogButton(title: "OK")] && Support.violations(plain).isEmpty)
        // A confirmation dialog gets its dismiss action, its order is SwiftUI's, and its title
        // shows only when asked.
        let dialog = try Self.read("""
                        .confirmationDialog("This photo will be deleted from iCloud Photos on all your devices", isPresented: $shown,
                                            titleVisibility: .visible) {
                            Button("Duplicate") { }
                            Button("Delete Photo", role: .destructive) { }
                        }
            """)
        guard case .actionSheet(let sheet)? = Self.dialogs(dialog).first else { Issue.record("no action sheet"); return }
        #expect(sheet.buttons.last == DialogButton(title: "Cancel", role: .cancel) && !sheet.orderIsKnown)
        #expect(Support.violations(dialog) == ["action-sheet.short-title 7:14"], "destructive-first is not judged on SwiftUI's order")
        let automatic = try Self.read("        .confirmationDialog(\"Photo\", isPresented: $shown) { Button(\"Duplicate\") { } }")
        guard case .actionSheet(let hidden)? = Self.dialogs(automatic).first else { Issue.record("no action sheet"); return }
        #expect(hidden.title == nil && automatic.unknowns.map(\.what.en).contains("whether the confirmation dialog shows its title"))
    }

    @Test func buttonsFromDataOrConditionsLeaveTheDialogUnknown() throws {
        for actions in ["ForEach(albums) { album in Button(album.name) { } }",
                        "if canDelete { Button(\"Delete\", role: .destructive) { } }",
                        "Button(\"Delete\", role: item.role) { }"] {
            let screen = try Self.read("        .alert(\"Delete?\", isPresented: $shown) { \(actions) }")
            #expect(Self.dialogs(screen).isEmpty, "\(actions)")
            #expect(screen.unknowns.map(\.what.en).contains("the buttons of the alert"), "\(actions)")
        }
    }
}

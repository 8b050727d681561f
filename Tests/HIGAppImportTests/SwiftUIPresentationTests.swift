import HIGAppImport
import HIGControls
import HIGRules
import Testing

/// `.sheet`, `.fullScreenCover` and `.popover` read as the sheet or popover a view presents, with
/// what their content closures write literally; what SwiftUI or another view decides is unknown,
/// and the rules stay silent on it.
@Suite struct SwiftUIPresentationTests {
    typealias Support = SwiftUITestSupport

    static func read(_ body: String) throws -> ImportedScreen {
        let text = """
            import SwiftUI

            struct TripView: View {
                @State private var shown = false
                @State private var locked = false
                var body: some View {
                    Text("Jeju Trip")
            \(body)
                }
            }
            """
        let files = SwiftUIImporter.read([Support.source(text)])
        return try #require(Support.screen("TripView", in: files), "\(Support.dump(files))")
    }

    static func presented(_ screen: ImportedScreen) -> [Element] {
        screen.screen.content.filter { $0.kind == .sheet || $0.kind == .popover }
    }

    @Test func aSheetWrittenInItsClosureIsReadWhole() throws {
        let screen = try Self.read("""
                        .sheet(isPresented: $shown) {
                            NavigationStack {
                                Form { TextField("Title", text: .constant("")) }
                                    .navigationTitle("New Event")
                                    .toolbar {
                                        ToolbarItem(placement: .topBarLeading) { Button("Done") { } }
                                        ToolbarItem(placement: .topBarTrailing) { Button("Cancel") { } }
                                    }
                            }
                            .presentationDetents([.medium, .large])
                            .presentationDragIndicator(.hidden)
                            .interactiveDismissDisabled()
                        }
            """)
        guard case .sheet(let sheet)? = Self.presented(screen).first else { Issue.record("no sheet"); return }
        #expect(sheet.detents == [.medium, .large] && sheet.detentsAreKnown)
        #expect(sheet.grabber == false && sheet.swipeToDismiss == false && sheet.title == "New Event")
        #expect(sheet.leading == [ModalButton(title: "Done")] && sheet.trailing == [ModalButton(title: "Cancel")])
        #expect(sheet.buttonsAreKnown && sheet.sidesAreKnown)
        #expect(Set(Support.violations(screen)) == ["sheet.grabber 8:14", "sheet.button-placement 13:70", "sheet.button-placement 14:71"],
                "\(Support.violations(screen))")
    }

    @Test func whatAnotherViewMaySetIsUnknown() throws {
        // The content is a view of the app: its toolbar, drag indicator and dismissal are its own.
        let screen = try Self.read("""
                        .sheet(isPresented: $shown) {
                            EditorView()
                                .presentationDetents([.medium, .large])
                        }
                        .fullScreenCover(isPresented: $locked) { PlayerView() }
            """)
        let sheets = Self.presented(screen)
        guard sheets.count == 2, case .sheet(let sheet) = sheets[0], case .sheet(let cover) = sheets[1] else { Issue.record("\(sheets)"); return }
        #expect(sheet.isResizable && sheet.grabber == nil && sheet.swipeToDismiss == nil && !sheet.buttonsAreKnown)
        #expect(cover.style == .fullScreen && !cover.buttonsAreKnown)
        #expect(Support.violations(screen).isEmpty, "\(Support.violations(screen))")
    }

    @Test func semanticPlacementsGiveRolesButNotSides() throws {
        let screen = try Self.read("""
                        .sheet(isPresented: $shown) {
                            NavigationStack {
                                Text("Details")
                                    .toolbar {
                                        ToolbarItem(placement: .confirmationAction) { Button("Save") { } }
                                    }
                            }
                            .interactiveDismissDisabled(locked)
                        }
                        .fullScreenCover(isPresented: $locked) {
                            Text("Now Playing")
                        }
            """)
        let sheets = Self.presented(screen)
        guard sheets.count == 2, case .sheet(let sheet) = sheets[0] else { Issue.record("\(sheets)"); return }
        #expect(sheet.trailing == [ModalButton(title: "Save", role: .confirm)] && !sheet.sidesAreKnown && sheet.swipeToDismiss == nil)
        // Save alone gets no Cancel beside it; the cover has no way out.
        #expect(Set(Support.violations(screen)) == ["sheet.done-with-alternative 12:75", "sheet.full-screen-close 17:14"],
                "\(Support.violations(screen))")
    }

    @Test func aPopoverKeptOnIPhoneAndWhatItPresents() throws {
        let screen = try Self.read("""
                        .popover(isPresented: $shown, arrowEdge: .top) {
                            VStack {
                                Text("Sort By")
                                    .toolbar { Button(role: .close) { } }
                            }
                            .presentationCompactAdaptation(.popover)
                            .sheet(isPresented: $locked) { Text("Order") }
                        }
            """)
        guard case .popover(let popover)? = Self.presented(screen).first else { Issue.record("no popover"); return }
        #expect(popover.compact == .popover && popover.arrow == .down && popover.tapOutsideDismisses == true)
        #expect(popover.trailing == [ModalButton(title: "", role: .close)])
        #expect(Set(Support.violations(screen)) == ["popover.compact 8:14", "popover.close-button 11:36", "popover.nothing-over 14:18"],
                "\(Support.violations(screen))")
    }
}

/// A toolbar button that presents a sheet or popover of the app's own view: what the presentation
/// holds is unknown, the toolbar's items are not.
@Suite struct SwiftUIToolbarPresentationTests {
    @Test func aToolbarButtonsPopoverLeavesTheItemsKnown() throws {
        let source = """
            import SwiftUI

            struct OutlineButton: View {
                @State private var showing = false
                var body: some View {
                    Button { showing = true } label: { Image(systemName: "list.bullet") }
                        .popover(isPresented: $showing) { OutlineView() }
                }
            }

            struct ReaderView: View {
                var body: some View {
                    NavigationStack {
                        Text("Article").navigationTitle("Reader").toolbar { ToolbarItem(placement: .bottomBar) { OutlineButton() } }
                    }
                }
            }
            """
        let files = SwiftUIImporter.read([SwiftUITestSupport.source(source)])
        let screen = try #require(SwiftUITestSupport.screen("ReaderView", in: files))
        #expect(SwiftUITestSupport.violations(screen).contains { $0.hasPrefix("toolbar.accessibility-label") }, "\(SwiftUITestSupport.dump(files))")
        #expect(screen.unknowns.contains { $0.what.en.contains("popover") })
    }
}

import Foundation
import HIGControls
import Testing
import Yams

/// Sheets and popovers decode from what a designer writes, say "unknown" where an importer
/// must, refuse numbers outside their ranges, and round-trip.
@Suite("Sheet and popover model")
struct PresentationModelTests {
    private func decode(_ yaml: String) throws -> Screen { try YAMLDecoder().decode(Screen.self, from: yaml) }

    @Test func everyKeyRoundTrips() throws {
        let sheet = Sheet(style: .form, detents: [.medium, .large, .height(240), .fraction(0.3)], detentsAreKnown: false, grabber: nil,
                          swipeToDismiss: nil, title: "New Event", leading: [ModalButton(title: "Cancel"), ModalButton(title: "", role: .close)],
                          trailing: [ModalButton(title: "Add", role: .confirm), ModalButton(title: "Back", role: .back)],
                          buttonsAreKnown: false, sidesAreKnown: false, content: [.label(Label(text: "Inside"))])
        let popover = Popover(title: "Format", anchor: "Aa", arrow: .down, width: 320, height: 400, leading: [ModalButton(title: "Cancel")],
                              trailing: [ModalButton(title: "Done", role: .confirm)], buttonsAreKnown: false, tapOutsideDismisses: nil,
                              compact: .unknown, content: [.sheet(sheet)])
        for screen in [Screen(content: [.sheet(sheet)]), Screen(device: .iPad, content: [.popover(popover)]),
                       Screen(content: [.sheet(Sheet(grabber: true, swipeToDismiss: false)), .popover(Popover(tapOutsideDismisses: false, compact: .popover))])] {
            try ModelEncodingTests.expectRoundTrips(screen)
        }
    }

    @Test func aDesignerWritesTitlesDetentsAndFlags() throws {
        let screen = try decode("""
            sheet: {detents: [medium, large, {height: 200}, {fraction: 0.25}], grabber: unknown, swipe-to-dismiss: false,
                    leading: [Cancel], trailing: [{title: Add, role: confirm}, {role: close}]}
            """)
        guard case .sheet(let sheet) = screen.content.first else { Issue.record("no sheet"); return }
        #expect(sheet.detents == [.medium, .large, .height(200), .fraction(0.25)])
        #expect(sheet.grabber == nil && sheet.swipeToDismiss == false && sheet.isResizable)
        #expect(sheet.leading.map(\.resolvedRole) == [.cancel] && sheet.trailing.map(\.resolvedRole) == [.confirm, .close])
        #expect(ModelJSON.string(try decode("content: [{sheet: {}}, {popover: {}}]")) == #"{"content":[{"sheet":{}},{"popover":{}}]}"#)
    }

    @Test func badValuesAreRefused() {
        for yaml in ["sheet: {detents: []}", "sheet: {detents: [small]}", "sheet: {detents: [{height: 0}]}", "sheet: {detents: [{fraction: 1.5}]}",
                     "sheet: {detents: [{height: 100, fraction: 0.5}]}", "sheet: {grabber: maybe}", "sheet: {style: card}",
                     "sheet: {leading: [{}]}", "popover: {width: 0}", "popover: {height: 1e300}", "popover: {compact: drawer}", "popover: {arrow: left}"] {
            #expect(throws: DecodingError.self, "\(yaml)") { try decode(yaml) }
        }
    }

    @Test func nestedPresentationsAreElementsOfTheScreen() throws {
        let screen = try decode("sheet: {content: [{popover: {content: [{label: {text: a}}]}}]}")
        #expect(screen.elements.map(\.path.description) == ["content[0].sheet", "content[0].sheet.content[0].popover",
                                                            "content[0].sheet.content[0].popover.content[0].label"])
    }
}

import HIGAppImport
import HIGControls
import Testing

/// A storyboard's presentation and popover segues, read as sheets and popovers on the presenting
/// screen, with the presented scene's navigation item as their top bar.
@Suite struct InterfaceBuilderPresentationTests {
    typealias IB = RuleReachFixtures

    /// A scene `Trp-vc-001` ("Trip") whose Add button presents `destination` by a segue with `segue` attributes.
    static func presenter(_ destination: String, _ segue: String = #"kind="presentation""#, id: String = "Trp-vc-001") -> String {
        IB.scene(id, subviews: """
            <button opaque="NO" contentMode="scaleToFill" id="\(id)-bt"><state key="normal" title="Add"/>
                <connections><segue destination="\(destination)" \(segue) id="\(id)-sg"/></connections>
            </button>
            """, extra: #"<navigationItem key="navigationItem" title="Trip" id="\#(id)-ni"/>"#)
    }

    /// A navigation controller `id`-nav around the scene `id` whose navigation item holds `items`.
    static func wrapped(_ id: String, title: String = "New Event", items: String, attributes: String = "", subviews: String = "") -> String {
        IB.navigationController("\(id)-nav", root: id)
            + IB.scene(id, attributes: attributes, subviews: subviews, extra: """
                <navigationItem key="navigationItem" title="\(title)" id="\(id)-ni">\(items)</navigationItem>
                """)
    }

    static let cancelLeftDoneRight = """
        <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="Can-bi-001"/>
        <barButtonItem key="rightBarButtonItem" systemItem="done" id="Don-bi-001"/>
        """

    static func read(_ scenes: String, code: [String] = []) -> ImportedFile {
        InterfaceBuilderFixtures.storyboard(scenes, setInCode: OutletsSetInCode(swiftSources: code.map { Array($0.utf8) }))
    }

    static func presented(_ file: ImportedFile, _ name: String = "scene \"Trip\"") throws -> Element {
        let screen = try InterfaceBuilderFixtures.screen(file, name)
        return try #require(screen.screen.content.first { [.sheet, .popover].contains($0.kind) }, "no presentation in \(screen.screen.content)")
    }

    struct NotASheet: Error { let element: Element }

    static func sheet(_ element: Element) throws -> Sheet {
        guard case .sheet(let sheet) = element else { throw NotASheet(element: element) }
        return sheet
    }

    @Test(arguments: [("", Sheet.Style.page), (#"modalPresentationStyle="pageSheet""#, .page),
                      (#"modalPresentationStyle="formSheet""#, .form), (#"modalPresentationStyle="fullScreen""#, .fullScreen)])
    func eachStyleIsASheet(attribute: String, style: Sheet.Style) throws {
        let file = Self.read(Self.presenter("Evt-vc-001-nav", #"kind="presentation" \#(attribute)"#) + Self.wrapped("Evt-vc-001", items: Self.cancelLeftDoneRight))
        let sheet = try Self.sheet(try Self.presented(file))
        #expect(sheet.style == style)
        #expect(sheet.title == "New Event")
        #expect(sheet.leading == [ModalButton(title: "Cancel", role: .cancel)])
        #expect(sheet.trailing == [ModalButton(title: "Done", role: .confirm)])
        #expect(sheet.buttonsAreKnown && !sheet.detentsAreKnown && sheet.grabber == nil && sheet.swipeToDismiss == nil)
        // The presented scene is drawn in the sheet, not as a screen of its own.
        #expect(file.screens.map(\.name) == ["scene \"Trip\""])
        let screen = try InterfaceBuilderFixtures.screen(file, "scene \"Trip\"")
        #expect(screen.position(of: ElementPath.root.key("content").index(1).key("sheet")).line == 9)
        #expect(screen.position(of: ElementPath.root.key("content").index(1).key("sheet").key("trailing").index(0)).line == 29)
        #expect(screen.unknowns.contains { $0.what.en == "the sheet's detents and grabber" } == (style != .fullScreen))
    }

    @Test func otherStylesAreUnknownAndDrawNothing() throws {
        let file = Self.read(Self.presenter("Evt-vc-001-nav", #"kind="presentation" modalPresentationStyle="overFullScreen""#)
            + Self.wrapped("Evt-vc-001", items: Self.cancelLeftDoneRight))
        let screen = try InterfaceBuilderFixtures.screen(file, "scene \"Trip\"")
        #expect(!screen.screen.content.contains { $0.kind == .sheet })
        #expect(screen.unknowns.contains { $0.why.en.contains("overFullScreen") })
    }

    @Test func aPopoverLeavesItsAdaptationAndTapOutsideUnknown() throws {
        let segue = #"kind="popoverPresentation" popoverAnchorView="Trp-vc-001-bt""#
        let file = Self.read(Self.presenter("Srt-vc-001-nav", segue) + Self.wrapped("Srt-vc-001", title: "Sort By", items: ""))
        guard case .popover(let popover) = try Self.presented(file) else { Issue.record("not a popover"); return }
        #expect(popover.title == "Sort By" && popover.anchor == "Add")
        #expect(popover.compact == .unknown && popover.tapOutsideDismisses == nil)
        #expect(try InterfaceBuilderFixtures.screen(file, "scene \"Trip\"").unknowns.contains { $0.what.en.contains("compact width") })
    }

    @Test func barButtonItemsSetInCodeMakeTheButtonsUnknown() throws {
        let scenes = Self.presenter("Evt-vc-001-nav", #"kind="presentation" modalPresentationStyle="fullScreen""#)
            + Self.wrapped("Evt-vc-001", items: "", attributes: #"customClass="EventViewController""#)
        let setting = "final class EventViewController: UIViewController {\n func viewDidLoad() { navigationItem.rightBarButtonItem = done } }"
        #expect(try !Self.sheet(try Self.presented(Self.read(scenes, code: [setting]))).buttonsAreKnown)
        let plain = "final class EventViewController: UIViewController { }"
        #expect(try Self.sheet(try Self.presented(Self.read(scenes, code: [plain]))).buttonsAreKnown)
        // Not declared in the Swift code read (Objective-C, another module): unknown.
        #expect(try !Self.sheet(try Self.presented(Self.read(scenes, code: ["final class Other: UIViewController { }"]))).buttonsAreKnown)
        // Without a navigation controller there is no top bar to read.
        let bare = Self.presenter("Evt-vc-001", #"kind="presentation" modalPresentationStyle="fullScreen""#) + IB.scene("Evt-vc-001")
        #expect(try !Self.sheet(try Self.presented(Self.read(bare))).buttonsAreKnown)
        #expect(InterfaceBuilderFixtures.violations(try InterfaceBuilderFixtures.screen(Self.read(bare), "scene \"Trip\"")).isEmpty)
    }

    @Test func aPresentedScenePresentingAgainNestsItsSheet() throws {
        let inner = #"<connections><segue destination="Rpt-vc-001-nav" kind="presentation" id="Evt-sg-002"/></connections>"#
        let scenes = Self.presenter("Evt-vc-001-nav") + Self.wrapped("Evt-vc-001", items: Self.cancelLeftDoneRight)
            .replacingOccurrences(of: #"<navigationItem key="navigationItem" title="New Event""#, with: inner + #"<navigationItem key="navigationItem" title="New Event""#)
            + Self.wrapped("Rpt-vc-001", title: "Repeat", items: Self.cancelLeftDoneRight.replacingOccurrences(of: "-bi-", with: "-bx-"))
        let file = Self.read(scenes)
        let sheet = try Self.sheet(try Self.presented(file))
        #expect(try Self.sheet(try #require(sheet.content.last)).title == "Repeat")
        #expect(file.screens.count == 1)
        #expect(InterfaceBuilderFixtures.violations(try InterfaceBuilderFixtures.screen(file, "scene \"Trip\"")).contains { $0.hasPrefix("sheet.one-at-a-time@") })
    }

    @Test func aCycleIsReadOnceAndToldUnknown() throws {
        let back = #"<connections><segue destination="Trp-vc-001" kind="presentation" id="Evt-sg-009"/></connections>"#
        let scenes = Self.presenter("Evt-vc-001") + IB.scene("Evt-vc-001", extra: back)
        let file = Self.read(scenes)
        // Each scene presents the other: neither is shown alone, so neither is left out.
        let trip = try InterfaceBuilderFixtures.screen(file, "scene \"Trip\"")
        #expect(trip.unknowns.contains { $0.why.en.contains("cycle") })
        #expect(file.screens.count <= 2)
    }

    @Test func aDestinationMissingFromTheFileIsUnknown() throws {
        let file = Self.read(Self.presenter("Gone-vc-001"))
        let screen = try InterfaceBuilderFixtures.screen(file, "scene \"Trip\"")
        #expect(!screen.screen.content.contains { $0.kind == .sheet })
        #expect(screen.unknowns.contains { $0.why.en.contains("Gone-vc-001") })
    }

    /// A scene many screens present is read into the first of their sheets only: the others
    /// keep its title, buttons and style, which the sheet rules read. Reading it for each made a
    /// 0.9 MB storyboard (2,000 screens presenting one scene of 2,000 labels) run past ten minutes.
    @Test func aScenePresentedFromSeveralScreensIsReadOnce() throws {
        let label = #"<label text="Fare" id="Far-lb-001"><fontDescription key="fontDescription" type="system" pointSize="9"/></label>"#
        let scenes = Self.presenter("Evt-vc-001-nav") + Self.presenter("Evt-vc-001-nav", id: "Trp-vc-002")
            + Self.wrapped("Evt-vc-001", items: Self.cancelLeftDoneRight, subviews: label)
        let file = Self.read(scenes)
        let sheets = try file.screens.map { screen in
            try Self.sheet(try #require(screen.screen.content.first { $0.kind == .sheet }))
        }
        #expect(sheets.count == 2)
        #expect(sheets.map(\.title) == ["New Event", "New Event"])
        #expect(sheets.map(\.buttons.count) == [2, 2])
        #expect(sheets[0].content.count == 1 && sheets[1].content.isEmpty, "\(sheets.map(\.content))")
        let labelFindings = file.screens.flatMap(InterfaceBuilderFixtures.violations).filter { $0.hasPrefix("label.") }
        #expect(!labelFindings.isEmpty && labelFindings.count == Set(labelFindings).count, "the label is judged once: \(labelFindings)")
    }

    @Test func aScenePushedAndPresentedKeepsItsScreen() throws {
        let push = #"<connections><segue destination="Evt-vc-001" kind="show" id="Lst-sg-001"/></connections>"#
        let scenes = Self.presenter("Evt-vc-001-nav") + Self.wrapped("Evt-vc-001", items: Self.cancelLeftDoneRight)
            + IB.navigationController("Lst-nav", root: "Lst-vc-001")
            + IB.scene("Lst-vc-001", extra: #"<navigationItem key="navigationItem" title="Events" id="Lst-ni-001"/>"# + push)
        let file = Self.read(scenes)
        #expect(Set(file.screens.map(\.name)) == ["scene \"Trip\"", "scene \"Events\"", "scene \"New Event\""])
        #expect(try Self.sheet(try Self.presented(file)).title == "New Event")
    }

    /// What must stay silent: a full-screen cover closed by its Close button or with Cancel and
    /// Done, a sheet with Cancel on the left and Done on the right.
    @Test(arguments: [
        (#"modalPresentationStyle="fullScreen""#, cancelLeftDoneRight),
        (#"modalPresentationStyle="fullScreen""#, #"<barButtonItem key="leftBarButtonItem" systemItem="close" id="Cls-bi-001"/>"#),
        (#"modalPresentationStyle="fullScreen""#, #"<barButtonItem key="leftBarButtonItem" title="Close" id="Cls-bi-001"/>"#),
        ("", cancelLeftDoneRight), (#"modalPresentationStyle="formSheet""#, cancelLeftDoneRight),
    ])
    func rightlyBuiltSheetsStaySilent(style: String, items: String) throws {
        let file = Self.read(Self.presenter("Evt-vc-001-nav", #"kind="presentation" \#(style)"#) + Self.wrapped("Evt-vc-001", items: items))
        let found = InterfaceBuilderFixtures.violations(try InterfaceBuilderFixtures.screen(file, "scene \"Trip\""))
        #expect(!found.contains { $0.hasPrefix("sheet.") || $0.hasPrefix("popover.") }, "\(found)")
    }

    /// A full-screen cover with Done alone has its way out (`sheet.full-screen-close` is silent),
    /// but Done alone is what `sheet.done-with-alternative` asks to pair with Cancel, as in SwiftUI.
    @Test func aFullScreenCoverWithDoneAloneIsOnlyAskedForCancel() throws {
        let done = #"<barButtonItem key="rightBarButtonItem" systemItem="done" id="Don-bi-001"/>"#
        let file = Self.read(Self.presenter("Evt-vc-001-nav", #"kind="presentation" modalPresentationStyle="fullScreen""#)
            + Self.wrapped("Evt-vc-001", items: done))
        let found = InterfaceBuilderFixtures.violations(try InterfaceBuilderFixtures.screen(file, "scene \"Trip\""))
        #expect(found.filter { $0.hasPrefix("sheet.") } == ["sheet.done-with-alternative@28:95"])
    }
}

extension InterfaceBuilderPresentationTests {
    /// A presented tab bar controller is not drawn in a sheet: its scene and its tabs stay screens.
    @Test func aPresentedTabBarControllerKeepsItsScreens() throws {
        let tabs = IB.tabs([IB.tabBarItem("Home")])
        guard case .storyboard(let scenes) = tabs else { Issue.record("not a storyboard"); return }
        let file = Self.read(Self.presenter("Tbc-vc-001") + scenes)
        let trip = try InterfaceBuilderFixtures.screen(file, "scene \"Trip\"")
        #expect(!trip.screen.content.contains { $0.kind == .sheet })
        #expect(trip.unknowns.contains { $0.why.en.contains("tabBarController") })
        #expect(file.screens.count == 3)
    }
}

import HIGAppImport
import HIGControls
import HIGRules
import Testing

/// A storyboard's split view controller read as a split view: the sidebar from the primary
/// column's static cells, the middle and detail columns, the display mode where it is clear.
@Suite struct InterfaceBuilderSplitViewTests {
    typealias F = SplitViewFixtures

    static let library = F.staticTable("Lib-vc-001", title: "Library", [
        F.section("Lib-se-001", [F.cell("Lib-ce-001", "Inbox", icon: "tray"), F.cell("Lib-ce-002", "Sent", icon: "paperplane")]),
        F.section("Lib-se-002", header: "Folders", [F.cell("Lib-ce-003", "Work", icon: "folder"), F.cell("Lib-ce-004", "Home", icon: "folder")]),
    ])

    static func split(_ file: ImportedFile) throws -> (ImportedScreen, SplitView) {
        let screen = try InterfaceBuilderFixtures.screen(file, "scene \"Split View Controller\"")
        guard case .splitView(let split)? = screen.screen.content.first else { throw ReadError.noSplitView }
        return (screen, split)
    }

    enum ReadError: Error { case noSplitView }

    /// A column scene that two split views name (no storyboard Xcode writes does; a crafted one
    /// may, thousands of times) is read at the first split view only.
    @Test func aColumnSharedBySplitViewsIsReadAtTheFirst() throws {
        let file = InterfaceBuilderFixtures.storyboard(F.split(master: "Lib-vc-001") + F.split("Spl-vc-002", master: "Lib-vc-001") + Self.library)
        let sidebars = file.screens.compactMap { screen -> Sidebar? in
            guard case .splitView(let split)? = screen.screen.content.first else { return nil }
            return split.sidebar
        }
        #expect(sidebars.count == 2)
        #expect(sidebars[0].items.map(\.title) == ["Inbox", "Sent", "Folders"] && sidebars[0].itemsAreKnown)
        #expect(sidebars[1].items.isEmpty && !sidebars[1].itemsAreKnown)
    }

    @Test func twoColumnsWithAStaticSidebar() throws {
        let file = InterfaceBuilderFixtures.storyboard(F.split(master: "Lib-vc-001", detail: "Dtl-vc-001", attributes: #"preferredDisplayMode="beside""#)
                                                       + Self.library + F.detail("Dtl-vc-001", title: "Message"))
        let (screen, split) = try Self.split(file)
        #expect(split.columnCount == 2)
        #expect(split.sidebar.items.map(\.title) == ["Inbox", "Sent", "Folders"])
        #expect(split.sidebar.items[2].children.map(\.title) == ["Work", "Home"])
        #expect(split.sidebar.items[0].icon == "tray")
        #expect(split.sidebar.itemsAreKnown && !split.sidebar.selectionIsKnown)
        #expect(split.detail == "Message")
        #expect(split.visibility == .all)
        #expect(screen.positions[ElementPath.root.key("content").index(0).key("split-view").key("sidebar").key("items").index(1)] != nil)
        // The good sidebar (short group title, a symbol on every item) stays silent.
        #expect(InterfaceBuilderFixtures.violations(screen) == [])
        // The column scenes keep their own screens.
        #expect(file.screens.map(\.name).contains("scene \"Library\""))
    }

    @Test func threeColumnsThroughNavigationControllers() throws {
        let file = InterfaceBuilderFixtures.storyboard(
            F.split(master: "Nav-vc-001", supplementary: "Nav-vc-002", detail: "Dtl-vc-001", attributes: #"preferredDisplayMode="beside""#)
            + RuleReachFixtures.navigationController("Nav-vc-001", root: "Lib-vc-001") + Self.library
            + RuleReachFixtures.navigationController("Nav-vc-002", root: "Mid-vc-001")
            + F.staticTable("Mid-vc-001", title: "Messages", [F.section("Mid-se-001", [F.cell("Mid-ce-001", "Lunch")])])
            + F.detail("Dtl-vc-001", title: "Message"))
        let (screen, split) = try Self.split(file)
        #expect(split.columnCount == 3)
        #expect(split.sidebar.items.count == 3)
        #expect(split.supplementary == SplitView.Column(title: "Messages", rows: ["Lunch"], selectionIsKnown: false))
        // "beside" in three columns does not say one or two columns beside the detail.
        #expect(split.visibility == .automatic)
        #expect(screen.unknowns.contains { $0.what.en == "which columns the split view shows first" })
    }

    @Test func aDynamicSidebarIsUnknownAndSilent() throws {
        let sidebar = RuleReachFixtures.scene("Col-vc-001", "collectionViewController",
                                              view: #"<collectionView key="view" contentMode="scaleToFill" id="Col-cv-001"/>"#)
        let file = InterfaceBuilderFixtures.storyboard(F.split(master: "Col-vc-001", detail: "Dtl-vc-001") + sidebar
                                                       + F.detail("Dtl-vc-001", title: "Article"))
        let (screen, split) = try Self.split(file)
        #expect(!split.sidebar.itemsAreKnown && !split.sidebar.selectionIsKnown)
        #expect(screen.unknowns.contains { $0.what.en == "the sidebar's items" })
        #expect(InterfaceBuilderFixtures.violations(screen) == [])
    }

    @Test func aRelationshipToAMissingSceneIsUnknown() throws {
        let file = InterfaceBuilderFixtures.storyboard(F.split(master: "Gone-vc-001", detail: "Gone-vc-002"))
        let (screen, split) = try Self.split(file)
        #expect(!split.sidebar.itemsAreKnown)
        #expect(split.detail == nil)
        #expect(screen.unknowns.filter { $0.why.en.contains("is not in this file") }.count == 2)
        #expect(InterfaceBuilderFixtures.violations(screen) == [])
    }

    @Test func mixedSymbolsAndALongGroupTitleFire() throws {
        let sidebar = F.staticTable("Lib-vc-001", [
            F.section("Lib-se-001", [F.cell("Lib-ce-001", "Inbox", icon: "tray"), F.cell("Lib-ce-002", "Sent", icon: "paperplane"),
                                     F.cell("Lib-ce-003", "Archive")]),
            F.section("Lib-se-002", header: "Mailboxes on Your iCloud Account", [F.cell("Lib-ce-004", "Drafts", icon: "doc")]),
        ])
        let file = InterfaceBuilderFixtures.storyboard(F.split(master: "Lib-vc-001") + sidebar)
        let (screen, _) = try Self.split(file)
        let violations = InterfaceBuilderFixtures.violations(screen)
        #expect(violations.contains { $0.hasPrefix("sidebar.consistent-symbols@") && !$0.hasSuffix("@?") })
        #expect(violations.contains { $0.hasPrefix("sidebar.short-group-titles@") })
    }

    @Test func aXIBIsUnaffected() throws {
        let file = try InterfaceBuilderFixtures.read("LoginView.xib")
        #expect(!file.screens.contains { $0.screen.content.contains { if case .splitView = $0 { true } else { false } } })
    }
}

import Foundation
import HIGAppImport
import HIGControls
import HIGRules
import Testing

/// `Main.storyboard`: a tab bar controller with six tabs (four through navigation controllers),
/// a static settings table, a pushed scene, a sign-up form and a screen no segue reaches.
@Suite struct InterfaceBuilderStoryboardTests {
    /// The tab bar's violations, on every screen that shows it: the `설정` tab's badge `New`
    /// (line 102), the `보관함` tab without an icon (419), the sixth tab (478).
    static let tabBar = ["tab-bar.badge-content@102:21", "tab-bar.consistent-icons@419:21", "tab-bar.tab-count@478:21"]

    @Test func aScreenPerSceneNavigationControllersAside() throws {
        let file = try InterfaceBuilderFixtures.read("Main.storyboard")
        #expect(file.problems.isEmpty)
        #expect(file.screens.map(\.name) == [
            "scene \"Tab Bar Controller\"", "scene \"홈\"", "scene \"설정\"", "scene \"알림\"", "scene \"회원 가입\"",
            "scene \"SearchViewController\"", "scene \"보관함\"", "scene \"프로필\"", "scene \"Onboarding\"",
        ])
        // A screen starts at its `<scene>`.
        #expect(try InterfaceBuilderFixtures.screen(file, "scene \"알림\"").position == SourcePosition(line: 233, column: 9))
    }

    static let expected: [(String, [String])] = [
        ("scene \"Tab Bar Controller\"", tabBar),
        // An icon item without an accessibility label; the system compose item beside it has UIKit's.
        ("scene \"홈\"", tabBar + ["navigation-bar.accessibility-label@90:29", "navigation-bar.item-count@89:29"]),
        ("scene \"설정\"", tabBar + ["switch.no-state-label@158:49"]),
        ("scene \"알림\"", tabBar + ["date-picker.minute-interval@243:37", "slider.not-for-volume@268:41", "stepper.small-range@261:45"]),
        ("scene \"회원 가입\"", tabBar + ["text-field.clear-button@334:37", "text-field.keyboard-type@322:41",
                                       "text-field.placeholder@329:37", "text-field.secure-entry@327:41", "label.dynamic-type@315:41"]),
        ("scene \"SearchViewController\"", tabBar + ["search-bar.scope-count@380:37"]),
        ("scene \"보관함\"", tabBar),
        ("scene \"프로필\"", tabBar),
        ("scene \"Onboarding\"", []),
    ]

    @Test(arguments: expected)
    func everyViolationLandsOnItsElement(name: String, expected: [String]) throws {
        let screen = try InterfaceBuilderFixtures.screen(try InterfaceBuilderFixtures.read("Main.storyboard"), name)
        #expect(InterfaceBuilderFixtures.violations(screen) == expected.sorted())
    }

    @Test func tabsComeFromTheRelationshipSeguesInOrder() throws {
        let file = try InterfaceBuilderFixtures.read("Main.storyboard")
        let tabBar = try #require(try InterfaceBuilderFixtures.screen(file, "scene \"Tab Bar Controller\"").screen.tabBar)
        #expect(tabBar.items == [
            TabBar.Item(title: "홈", icon: "house"),
            TabBar.Item(title: "설정", icon: "gear", badge: "New"),
            TabBar.Item(title: "가입", icon: "person.badge.plus"),
            TabBar.Item(title: "Search", icon: "magnifyingglass"),
            TabBar.Item(title: "보관함"),
            TabBar.Item(title: "프로필", icon: "person.crop.circle"),
        ])
        // Each tab's screen shows its own tab selected; a pushed scene keeps its tab's.
        #expect(try InterfaceBuilderFixtures.screen(file, "scene \"설정\"").screen.tabBar?.selected == 1)
        #expect(try InterfaceBuilderFixtures.screen(file, "scene \"알림\"").screen.tabBar?.selected == 1)
        #expect(try InterfaceBuilderFixtures.screen(file, "scene \"프로필\"").screen.tabBar?.selected == 5)
        #expect(try InterfaceBuilderFixtures.screen(file, "scene \"Onboarding\"").screen.tabBar == nil)
    }

    @Test func navigationBarsFollowTheirNavigationControllers() throws {
        let file = try InterfaceBuilderFixtures.read("Main.storyboard")
        let home = try #require(try InterfaceBuilderFixtures.screen(file, "scene \"홈\"").screen.navigationBar)
        #expect(home == NavigationBar(title: "홈", largeTitle: true, items: [
            // The system compose item carries UIKit's own accessibility label.
            BarItem(title: "편집"), BarItem(icon: "square.and.pencil", accessibilityLabel: "compose"), BarItem(icon: "person.crop.circle"),
        ]))
        let settings = try InterfaceBuilderFixtures.screen(file, "scene \"설정\"").screen
        #expect(settings.navigationBar == NavigationBar(title: "설정", largeTitle: true))
        // Pushed from 설정, with `largeTitleDisplayMode="never"`.
        let notifications = try InterfaceBuilderFixtures.screen(file, "scene \"알림\"")
        #expect(notifications.screen.navigationBar == NavigationBar(title: "알림", largeTitle: false, backButton: .init(title: "설정")))
        #expect(notifications.position(of: ElementPath.root.key("navigation-bar").key("large-title")) == SourcePosition(line: 279, column: 21))
        // The sign-up navigation controller does not prefer large titles.
        let signUp = try InterfaceBuilderFixtures.screen(file, "scene \"회원 가입\"").screen
        #expect(signUp.navigationBar == NavigationBar(title: "회원 가입", items: [BarItem(title: "Cancel", accessibilityLabel: "Cancel")]))
        #expect(try InterfaceBuilderFixtures.screen(file, "scene \"SearchViewController\"").screen.navigationBar == nil)
    }

    @Test func aStaticTableGivesRowsWithSwitchesAndDetails() throws {
        let file = try InterfaceBuilderFixtures.read("Main.storyboard")
        let settings = try InterfaceBuilderFixtures.screen(file, "scene \"설정\"")
        #expect(settings.screen.content == [.table(Table(style: .insetGrouped, rows: [
            Table.Row(title: "Wi-Fi", accessory: .switch, isOn: true),
            Table.Row(title: "블루투스", detail: "켬", accessory: .switch, isOn: true),
            Table.Row(title: "알림", accessory: .disclosureIndicator, isOn: false),
            Table.Row(title: "버전", detail: "17.2", style: .rightDetail, isOn: false),
        ]))])
        let rows = ElementPath.root.key("content").index(0).key("table").key("rows")
        #expect(settings.position(of: rows.index(3)) == SourcePosition(line: 194, column: 37))
        #expect(settings.position(of: rows.index(0).key("accessory")) == SourcePosition(line: 139, column: 49))
    }

    @Test func aFormKeepsItsFieldsAndWhatTheyAskFor() throws {
        let file = try InterfaceBuilderFixtures.read("Main.storyboard")
        let signUp = try InterfaceBuilderFixtures.screen(file, "scene \"회원 가입\"").screen
        #expect(signUp.content == [
            .label(Label(text: "이메일", sizing: .fixed)),
            .textField(TextField(contentType: .email, keyboard: .default, placeholder: "name@example.com")),
            .textField(TextField(contentType: .password, keyboard: .default, isSecure: false, placeholder: "암호")),
            .textField(TextField(contentType: .name)),
            .textField(TextField(contentType: .phone, keyboard: .phonePad, hasClearButton: false, placeholder: "전화번호")),
            // The configuration's title, not the leftover `<state key="normal" title="Button"/>`.
            .button(Button(title: "가입하기", style: .filled, size: Size(width: 361, height: 50))),
            .label(Label(text: "가입하면 이용약관에 동의하게 됩니다.", fontSize: 11)),
        ])
    }

    @Test func whatCodeDecidesIsUnknown() throws {
        let file = try InterfaceBuilderFixtures.read("Main.storyboard")
        func unknowns(_ name: String) throws -> [String] {
            try InterfaceBuilderFixtures.screen(file, name).unknowns.map { "\($0.what.en)@\($0.position)" }
        }
        #expect(try unknowns("scene \"SearchViewController\"") == ["the table's rows@383:29"])
        #expect(try unknowns("scene \"보관함\"") == ["the collection's items@436:21"])
        #expect(try unknowns("scene \"알림\"") == ["whether the toolbar shows@276:21"])
        #expect(try unknowns("scene \"홈\"").isEmpty)
        let search = try InterfaceBuilderFixtures.screen(file, "scene \"SearchViewController\"").screen
        #expect(search.content.last == .table(Table(rows: [])))
    }

    /// Every recorded position is the `<` of an element, on its line and scalar column.
    @Test func everyPositionIsAStartTag() throws {
        let text = String(decoding: try InterfaceBuilderFixtures.bytes("Main.storyboard"), as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for screen in try InterfaceBuilderFixtures.read("Main.storyboard").screens {
            for (path, position) in screen.positions {
                let line = lines[position.line - 1].unicodeScalars
                let start = line.index(line.startIndex, offsetBy: position.column - 1)
                #expect(line[start] == "<", "\(screen.name) \(path) at \(position)")
            }
            #expect(!screen.positions.isEmpty)
        }
    }

    /// Every element of the model has a position of its own, not just its screen's.
    @Test func everyElementHasItsOwnPosition() throws {
        for screen in try InterfaceBuilderFixtures.read("Main.storyboard").screens {
            for (path, _) in screen.screen.elements {
                #expect(screen.positions[path] != nil, "\(screen.name) \(path)")
            }
            if let items = screen.screen.tabBar?.items {
                for index in items.indices { #expect(screen.positions[ElementPath.root.key("tab-bar").key("items").index(index)] != nil) }
            }
            if let items = screen.screen.navigationBar?.items {
                for index in items.indices { #expect(screen.positions[ElementPath.root.key("navigation-bar").key("items").index(index)] != nil) }
            }
        }
    }
}

import HIGAppImport
import HIGControls
import HIGRules
import Testing

/// One rule's row of the reach matrix (issue 35): app code that makes the rule fire, written in
/// SwiftUI and in Interface Builder, or why that kind of source cannot make it fire.
struct RuleReach: Sendable, CustomTestStringConvertible {
    /// How one kind of source reaches the rule.
    enum Way: Sendable {
        /// A view's source (`import SwiftUI` is added) whose screens the rule must fire on.
        case swiftUI(String)
        /// The scenes of a storyboard whose screens the rule must fire on.
        case storyboard(String)
        /// The same, read with the app's Swift code (what it sets on the scenes, OutletsSetInCode).
        case storyboardWithCode(String, code: String)
        /// The top-level objects of a XIB whose screens the rule must fire on.
        case xib(String)
        /// Why the rule cannot be judged from this kind of source: the API does not exist, or
        /// what it judges exists only at run time.
        case cannot(String)
        /// The rule could be judged from this kind of source, but the importer does not read
        /// the form yet: what reading it would take.
        case notYet(String)

        /// The reason a source does not reach the rule, if it does not.
        var reason: String? {
            switch self {
            case .swiftUI, .storyboard, .storyboardWithCode, .xib: nil
            case .cannot(let reason), .notYet(let reason): reason
            }
        }
    }

    let rule: String
    let swiftUI: Way
    let interfaceBuilder: Way
    let filePath: String
    let line: Int

    init(_ rule: String, swiftUI: Way, interfaceBuilder: Way, filePath: String = #filePath, line: Int = #line) {
        self.rule = rule
        self.swiftUI = swiftUI
        self.interfaceBuilder = interfaceBuilder
        self.filePath = filePath
        self.line = line
    }

    var testDescription: String { rule }

    /// Where the row is written, so a failing row points at itself.
    var sourceLocation: Testing.SourceLocation {
        Testing.SourceLocation(fileID: "HIGAppImportTests/\(filePath.split(separator: "/").last ?? "")", filePath: filePath, line: line, column: 9)
    }
}

/// Every rule of the registry, reached from SwiftUI and from Interface Builder, or a true
/// reason why not: a new rule must join the table (`theTableNamesEveryRuleOnce`).
@Suite("Every rule reachable from app code, or why not")
struct RuleReachTests {
    typealias IB = RuleReachFixtures

    static let table: [RuleReach] = controls + values + text + choices + bars + tabsAndStatus + lists + scrolling + dialogs + views + selection
        + presentations + menus

    @Test(arguments: table) func swiftUICodeMakesTheRuleFire(_ reach: RuleReach) {
        check(reach.swiftUI, of: reach, from: "SwiftUI")
    }

    @Test(arguments: table) func interfaceBuilderMakesTheRuleFire(_ reach: RuleReach) {
        check(reach.interfaceBuilder, of: reach, from: "Interface Builder")
    }

    @Test func theTableNamesEveryRuleOnce() {
        let named = Self.table.map(\.rule)
        var counts: [String: Int] = [:]
        for rule in named { counts[rule, default: 0] += 1 }
        #expect(counts.filter { $0.value > 1 }.keys.sorted() == [], "named more than once")
        #expect(RuleRegistry.ids.subtracting(named).sorted() == [], "rules the table leaves out")
        #expect(Set(named).subtracting(RuleRegistry.ids).sorted() == [], "ids no rule has")
        for reach in Self.table {
            for way in [reach.swiftUI, reach.interfaceBuilder] {
                #expect(way.reason.map { $0.count > 20 } ?? true, "\(reach.rule): a reason says why", sourceLocation: reach.sourceLocation)
            }
        }
    }

    /// The written answer to a rule the importer was taught to reach (issue 35): reading the
    /// form that makes the rule fire must not leave the answer unread, a false finding.
    @Test(arguments: [
        ("button.destructive-role", #"Button("Delete Account", role: .destructive) { }"#),
        ("button.destructive-role", #"Button("Discard Draft", role: ButtonRole.cancel) { }"#),
        ("button.one-prominent", #"VStack { Button("Sign In") { }.buttonStyle(.borderedProminent); Button("Not Now") { }.buttonStyle(.bordered) }"#),
        ("status-bar.no-permanent-hiding", #"Image("beach").statusBarHidden(isFullScreen)"#),
        ("status-bar.no-permanent-hiding", #"Image("beach").statusBar(hidden: false)"#),
    ])
    func theWrittenAnswerSilencesTheRule(_ rule: String, _ view: String) throws {
        let files = SwiftUIImporter.read([SwiftUITestSupport.source("import SwiftUI\n\nstruct Answer: View {\n    var body: some View {\n        \(view)\n    }\n}\n")])
        let screen = try #require(SwiftUITestSupport.screen("Answer", in: files))
        #expect(!RuleRegistry.violations(in: screen.screen).map(\.ruleID).contains(rule), "\(SwiftUITestSupport.dump(files))")
    }

    /// The same for storyboards: a toolbar item of the deprecated `bordered` style, which UIKit has
    /// drawn exactly as a plain one since iOS 7, mixes no styles.
    @Test(arguments: [
        ("toolbar.no-mixed-styles", #"<toolbar id="Tlb-001"><items><barButtonItem title="Discard" id="B1"/><barButtonItem title="Send" style="bordered" id="B2"/></items></toolbar>"#),
    ])
    func theWrittenAnswerSilencesTheRuleInAStoryboard(_ rule: String, _ subviews: String) throws {
        let file = InterfaceBuilderFixtures.storyboard(InterfaceBuilderFixtures.scene(subviews))
        let screen = try #require(file.screens.first)
        #expect(!RuleRegistry.violations(in: screen.screen).map(\.ruleID).contains(rule), "\(SwiftUITestSupport.dump([file]))")
    }

    /// Reads the source and expects the rule among the violations of its screens.
    private func check(_ way: RuleReach.Way, of reach: RuleReach, from source: String) {
        let files: [ImportedFile]
        switch way {
        case .cannot, .notYet: return
        case .swiftUI(let code):
            guard source == "SwiftUI" else { return wrongColumn(reach) }
            files = SwiftUIImporter.read([SwiftUITestSupport.source("import SwiftUI\n\n" + code)])
        case .storyboard(let scenes):
            guard source != "SwiftUI" else { return wrongColumn(reach) }
            files = [InterfaceBuilderFixtures.storyboard(scenes)]
        case .storyboardWithCode(let scenes, let code):
            guard source != "SwiftUI" else { return wrongColumn(reach) }
            files = [InterfaceBuilderFixtures.storyboard(scenes, setInCode: OutletsSetInCode(swiftSources: [Array(code.utf8)]))]
        case .xib(let objects):
            guard source != "SwiftUI" else { return wrongColumn(reach) }
            files = [RuleReachFixtures.xib(objects)]
        }
        let found = files.flatMap(\.screens).flatMap { screen in
            RuleRegistry.all.filter { screen.containerIsKnown || !$0.judgesPlacement }
                .flatMap { $0.violations(in: screen.screen) }.map(\.ruleID)
        }
        #expect(files.flatMap(\.problems).isEmpty, "\(files.flatMap(\.problems))", sourceLocation: reach.sourceLocation)
        #expect(found.contains(reach.rule), "\(source) does not reach \(reach.rule); found \(Set(found).sorted())\n\(SwiftUITestSupport.dump(files))",
                sourceLocation: reach.sourceLocation)
    }

    private func wrongColumn(_ reach: RuleReach) {
        Issue.record("\(reach.rule): SwiftUI code stands in the Interface Builder column or the other way round", sourceLocation: reach.sourceLocation)
    }
}

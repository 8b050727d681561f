import HIGAppImport
import HIGControls
import Testing

/// A navigation item the storyboard leaves untitled: a title the code sets, unless the Swift code
/// read declares the scene's class straight from UIKit's and sets no title anywhere.
@Suite struct InterfaceBuilderTitleTests {
    typealias IB = RuleReachFixtures

    static func findings(customClass: String?, code: [String]) throws -> [String] {
        let classAttribute = customClass.map { #"customClass="\#($0)""# } ?? ""
        let scenes = IB.navigationController("Nav-vc-001", root: "Tdy-vc-001")
            + IB.scene("Tdy-vc-001", attributes: classAttribute, extra: #"<navigationItem key="navigationItem" id="Tdy-ni-001"/>"#)
        let file = InterfaceBuilderFixtures.storyboard(scenes, setInCode: OutletsSetInCode(swiftSources: code.map { Array($0.utf8) }))
        return InterfaceBuilderFixtures.violations(try #require(file.screens.first)).filter { $0.hasPrefix("navigation-bar.has-title") }
    }

    @Test func anUntitledSceneWhoseCodeSetsNoTitleIsReported() throws {
        let code = "final class TodayViewController: UITableViewController {\n    override func viewDidLoad() { super.viewDidLoad() }\n}"
        #expect(try Self.findings(customClass: "TodayViewController", code: [code]).count == 1)
    }

    @Test func aTitleTheCodeMaySetLeavesItUnknown() throws {
        let declared = "final class TodayViewController: UIViewController {}"
        let cases: [(String?, [String])] = [
            // No Swift code read at all.
            ("TodayViewController", []),
            // Any title set anywhere: by the class, by whoever shows it, or a title view.
            ("TodayViewController", ["final class TodayViewController: UIViewController { override func viewDidLoad() { title = \"Today\" } }"]),
            ("TodayViewController", [declared, "func show(_ vc: UIViewController) { vc.title = name }"]),
            ("TodayViewController", [declared, "extension TodayViewController { func f() { navigationItem.titleView = header } }"]),
            // The class inherits from one of the app's (which may set it), or is declared elsewhere.
            ("TodayViewController", ["class BaseViewController: UIViewController {}", "final class TodayViewController: BaseViewController {}"]),
            ("ObjCViewController", [declared]),
            // UIKit's own class, shown by code higsite may not have read.
            (nil, [declared]),
        ]
        for (customClass, code) in cases {
            #expect(try Self.findings(customClass: customClass, code: code).isEmpty, "\(customClass ?? "-") \(code)")
        }
    }
}

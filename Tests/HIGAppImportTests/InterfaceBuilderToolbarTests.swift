import HIGAppImport
import HIGControls
import Testing

/// A scene's toolbar items, when the navigation controller that shows them is made in code, and
/// bar items labelled through runtime attributes.
@Suite struct InterfaceBuilderToolbarTests {
    /// A storyboard with one scene of class `FeedsViewController` whose toolbar items are `items`,
    /// and no navigation controller in the file (the app makes it in code).
    static func storyboard(items: String, code: [String] = []) -> ImportedFile {
        let scenes = InterfaceBuilderFixtures.scene("", controllerAttributes: #"customClass="FeedsViewController""#, extra: """
                            <toolbarItems>
            \(items)
                            </toolbarItems>
            """)
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <scenes>
            \(scenes)
                </scenes>
            </document>
            """
        return InterfaceBuilderImporter.read(Array(text.utf8), path: "Main.storyboard", kind: .storyboard,
                                             setInCode: OutletsSetInCode(swiftSources: code.map { Array($0.utf8) }))
    }

    static let gear = #"<barButtonItem image="gear" catalog="system" id="Bi1-aa-001"/>"#

    static func rules(_ file: ImportedFile) throws -> [String] {
        InterfaceBuilderFixtures.violations(try #require(file.screens.first)).map { String($0.prefix { $0 != "@" }) }
    }

    @Test func toolbarItemsAreJudgedWhenTheScenesClassShowsTheToolbar() throws {
        let shows = """
            final class FeedsViewController: UICollectionViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    navigationController?.isToolbarHidden = false
                }
            }
            """
        #expect(try Self.rules(Self.storyboard(items: Self.gear, code: [shows])) == ["toolbar.accessibility-label"])
        let animated = "class FeedsViewController: UIViewController { func show() { navigationController?.setToolbarHidden( false, animated: true) } }"
        #expect(try Self.rules(Self.storyboard(items: Self.gear, code: [animated])) == ["toolbar.accessibility-label"])
    }

    @Test func toolbarItemsStayUnknownWhenNothingShowsTheToolbar() throws {
        let cases = [
            [],
            // Hidden, or compared, is not shown.
            ["class FeedsViewController: UIViewController { func f() { navigationController?.setToolbarHidden(true, animated: true) } }"],
            ["class FeedsViewController: UIViewController { func f() { if navigationController?.isToolbarHidden == false { } } }"],
            // Another class showing its toolbar says nothing of this scene's.
            ["class ArticleViewController: UIViewController { func f() { navigationController?.isToolbarHidden = false } }",
             "class FeedsViewController: UIViewController {}"],
        ]
        for code in cases {
            let file = Self.storyboard(items: Self.gear, code: code)
            #expect(try Self.rules(file).isEmpty, "\(code)")
            #expect(try #require(file.screens.first).unknowns.map(\.what.en).contains("whether the toolbar shows"), "\(code)")
        }
    }

    @Test func aRuntimeAttributeThroughTheAppsOwnPropertyMakesTheLabelUnknown() throws {
        let code = ["class FeedsViewController: UIViewController { func f() { navigationController?.isToolbarHidden = false } }"]
        let ownProperty = """
            <barButtonItem image="square.and.arrow.up" catalog="system" id="Bi1-aa-001">
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="string" keyPath="accLabelText" value="Share"/>
                </userDefinedRuntimeAttributes>
            </barButtonItem>
            """
        let file = Self.storyboard(items: ownProperty, code: code)
        #expect(try Self.rules(file).isEmpty)
        #expect(try #require(file.screens.first).unknowns.map(\.what.en) == ["the bar button item's accessibility label"])
        // UIKit's own property is the label, known.
        let labelled = ownProperty.replacingOccurrences(of: "accLabelText", with: "accessibilityLabel")
        let known = Self.storyboard(items: labelled, code: code)
        #expect(try Self.rules(known).isEmpty)
        #expect(try #require(known.screens.first).unknowns.isEmpty)
        #expect(try #require(known.screens.first).screen.toolbar?.items.first?.accessibilityLabel == "Share")
        // A number set at run time says nothing of the label.
        let number = ownProperty.replacingOccurrences(of: #"type="string""#, with: #"type="number""#)
        #expect(try Self.rules(Self.storyboard(items: number, code: code)) == ["toolbar.accessibility-label"])
    }

    @Test func aButtonLabelledThroughALocalisationAttributeIsNotIconOnlyWithoutALabel() throws {
        let button = """
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="Bt1-aa-001">
                                        <rect key="frame" x="20" y="100" width="44" height="44"/>
                                        <state key="normal" image="xmark"/>
                                        <userDefinedRuntimeAttributes>
                                            <userDefinedRuntimeAttribute type="string" keyPath="localizableString" value="close.button"/>
                                        </userDefinedRuntimeAttributes>
                                    </button>
            """
        let screen = try #require(InterfaceBuilderFixtures.storyboard(InterfaceBuilderFixtures.scene(button)).screens.first)
        #expect(InterfaceBuilderFixtures.violations(screen).isEmpty)
        #expect(screen.unknowns.map(\.what.en).contains("the button's accessibility label"))
    }
}

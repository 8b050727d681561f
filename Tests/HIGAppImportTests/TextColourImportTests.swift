import HIGAppImport
import HIGControls
import Testing

/// Text colours and what is behind them, read from SwiftUI and Interface Builder only where both
/// are one fixed colour in every appearance: `label.contrast` judges those pairs and no others.
@Suite struct TextColourImportTests {
    typealias Support = SwiftUITestSupport

    /// The contrast findings of a SwiftUI view whose body is `body`.
    static func swiftUIFindings(_ body: String) -> [String] {
        let files = SwiftUIImporter.read([Support.source("import SwiftUI\n\nstruct Banner: View {\n    var body: some View {\n\(body)\n    }\n}\n")])
        return files.flatMap(\.screens).flatMap(Support.violations).filter { $0.hasPrefix("label.contrast") }
    }

    @Test func fixedColoursWrittenOnTheTextAreJudged() {
        #expect(Self.swiftUIFindings(#"Text("Sale").foregroundStyle(.white).padding().background(Color(red: 1, green: 149 / 255, blue: 0))"#)
            == ["label.contrast 5:14"])  // at `.foregroundStyle`, the text colour
        #expect(Self.swiftUIFindings(#"Text("Sale").background(Color.white, in: .capsule).foregroundColor(Color(white: 0.7))"#).count == 1)
        #expect(Self.swiftUIFindings(#"Text("Sale").foregroundStyle(.white).background(.black)"#).isEmpty)
    }

    @Test func swiftUIColoursThatAreNotKnownStaySilent() {
        let unknown = [
            // Named colours adapt to light and dark appearance.
            #"Text("A").foregroundStyle(.gray).background(.white)"#,
            #"Text("A").foregroundStyle(.white).background(.orange)"#,
            // An asset's colour, a colour from a variable, another colour space.
            #"Text("A").foregroundStyle(Color("Brand")).background(.white)"#,
            #"Text("A").foregroundStyle(tint).background(.white)"#,
            #"Text("A").foregroundStyle(Color(.displayP3, red: 1, green: 0.8, blue: 0)).background(.white)"#,
            // Partly transparent, faded or covered.
            #"Text("A").foregroundStyle(Color(red: 1, green: 0.8, blue: 0, opacity: 0.5)).background(.white)"#,
            #"Text("A").foregroundStyle(Color.white.opacity(0.9)).background(.black)"#,
            #"Text("A").foregroundStyle(Color(red: 1, green: 0.8, blue: 0)).background(.white).opacity(0.4)"#,
            #"Text("A").foregroundStyle(Color(red: 1, green: 0.8, blue: 0)).overlay(Color.black).background(.white)"#,
            // Only one side written on the text; the other inherited or drawn by a closure.
            #"Text("A").foregroundStyle(Color(red: 1, green: 0.8, blue: 0))"#,
            #"VStack { Text("A").background(.white) }.foregroundStyle(Color(red: 1, green: 0.8, blue: 0))"#,
            #"Text("A").foregroundStyle(Color(red: 1, green: 0.8, blue: 0)).background { Color.white }"#,
            // Channels outside 0…1 (extended sRGB).
            #"Text("A").foregroundStyle(Color(red: 1.2, green: 0.8, blue: 0)).background(.white)"#,
        ]
        for body in unknown {
            #expect(Self.swiftUIFindings(body).isEmpty, "\(body)")
        }
    }

    // MARK: Interface Builder

    static let white = #"<color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#
    static let orange = #"<color key="backgroundColor" red="1" green="0.58431372549019611" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#

    static func label(id: String = "Lbl-aa-001", frame: String = #"x="16" y="20" width="200" height="21""#, _ colours: String) -> String {
        #"<label text="Sale ends today" id="\#(id)"><rect key="frame" \#(frame)/>\#(colours)</label>"#
    }

    /// The contrast findings of a storyboard scene whose view holds `subviews`, with app code `code`.
    static func storyboardFindings(_ subviews: String, controller: String = "", extra: String = "", code: [String] = []) throws -> [String] {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <scenes>
            \(InterfaceBuilderFixtures.scene(subviews, controllerAttributes: controller, extra: extra))
                </scenes>
            </document>
            """
        let file = InterfaceBuilderImporter.read(Array(text.utf8), path: "Main.storyboard", kind: .storyboard,
                                                 setInCode: OutletsSetInCode(swiftSources: code.map { Array($0.utf8) }))
        return InterfaceBuilderFixtures.violations(try #require(file.screens.first)).filter { $0.hasPrefix("label.contrast") }
    }

    /// A plain view of a fixed orange holding `subviews`, under a clear stack view.
    static func orangeBox(_ subviews: String) -> String {
        """
        <view contentMode="scaleToFill" id="Box-aa-001"><rect key="frame" x="0" y="100" width="393" height="200"/>
            <subviews>
                <stackView axis="vertical" id="Stk-aa-001"><rect key="frame" x="0" y="0" width="393" height="200"/>
                    <subviews>\(subviews)</subviews>
                </stackView>
            </subviews>
            \(orange)
        </view>
        """
    }

    @Test func aFixedTextColourOnAFixedBackgroundBelowIsJudged() throws {
        // Its own background, and a superview's through a clear stack view.
        #expect(try Self.storyboardFindings(Self.label(Self.white + Self.orange)).count == 1)
        #expect(try Self.storyboardFindings(Self.orangeBox(Self.label(Self.white))).count == 1)
        // Black text on the same orange passes.
        let black = #"<color key="textColor" cocoaTouchSystemColor="darkTextColor"/>"#
        #expect(try Self.storyboardFindings(Self.orangeBox(Self.label(black))).isEmpty)
    }

    @Test func storyboardColoursThatAreNotKnownStaySilent() throws {
        let p3Orange = #"<color key="backgroundColor" red="1" green="0.6" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>"#
        let cases: [(String, [String])] = [
            // A system colour adapts to the appearance (the app may also keep one appearance).
            (Self.orangeBox(Self.label(#"<color key="textColor" systemColor="labelColor"/>"#)), []),
            (Self.label(Self.white), []),
            // No text colour in the file, a translucent one, an asset's.
            (Self.orangeBox(Self.label("")), []),
            (Self.orangeBox(Self.label(#"<color key="textColor" white="1" alpha="0.6" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#)), []),
            (Self.orangeBox(Self.label(#"<color key="textColor" name="BannerText"/>"#)), []),
            // A colour space not converted exactly.
            (Self.label(Self.white + p3Orange), []),
            // An image drawn below the label, over the orange.
            (Self.orangeBox(#"<imageView image="stripes" id="Img-aa-001"><rect key="frame" x="0" y="0" width="393" height="100"/></imageView>"#
                + Self.label(Self.white)), []),
            // Colours the app's code sets through the outlets, or on every label.
            (Self.orangeBox(Self.label(Self.white)), ["final class V: UIViewController { func f() { saleLabel.textColor = .black } }"]),
            (Self.orangeBox(Self.label(Self.white)), ["func style() { UILabel.appearance().textColor = .black }"]),
        ]
        let outlet = #"<connections><outlet property="saleLabel" destination="Lbl-aa-001" id="Out-aa-001"/></connections>"#
        for (subviews, code) in cases {
            #expect(try Self.storyboardFindings(subviews, extra: outlet, code: code).isEmpty, "\(subviews) \(code)")
        }
        // The same label with nothing set in code is judged: the cases above are silent for their reason.
        #expect(try Self.storyboardFindings(Self.orangeBox(Self.label(Self.white)), extra: outlet, code: ["let unrelated = 1"]).count == 1)
    }

    @Test func aBackgroundTheAppsCodeSetsIsUnknown() throws {
        let box = Self.orangeBox(Self.label(Self.white))
        let outlet = #"<connections><outlet property="box" destination="Box-aa-001" id="Out-aa-002"/></connections>"#
        let controller = #"customClass="SaleViewController""#
        #expect(try Self.storyboardFindings(box, controller: controller, extra: outlet).count == 1)
        let code = "final class SaleViewController: UIViewController { override func viewDidLoad() { box.backgroundColor = .black } }"
        #expect(try Self.storyboardFindings(box, controller: controller, extra: outlet, code: [code]).isEmpty)
    }

    @Test func aRootViewsBackgroundIsUnknownWhenItsControllerSetsIt() throws {
        // The scene's root view is orange here: the label sits on it directly.
        func scene(code: [String]) throws -> [String] {
            let text = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <scenes><scene sceneID="Sc1-aa-001"><objects>
                        <viewController id="Vc1-aa-001" customClass="SaleViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Vw1-aa-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>\(Self.label(Self.white))</subviews>
                                \(Self.orange)
                            </view>
                        </viewController>
                    </objects></scene></scenes>
                </document>
                """
            let file = InterfaceBuilderImporter.read(Array(text.utf8), path: "Main.storyboard", kind: .storyboard,
                                                     setInCode: OutletsSetInCode(swiftSources: code.map { Array($0.utf8) }))
            return InterfaceBuilderFixtures.violations(try #require(file.screens.first)).filter { $0.hasPrefix("label.contrast") }
        }
        #expect(try scene(code: []).count == 1)
        #expect(try scene(code: ["final class SaleViewController: UIViewController { func f() { view.backgroundColor = .black } }"]).isEmpty)
    }
}

/// The status bar's style and the colour behind it, from SwiftUI, only where the code fixes both.
@Suite struct StatusBarColourImportTests {
    static func findings(_ body: String) -> [String] {
        let files = SwiftUIImporter.read([SwiftUITestSupport.source("import SwiftUI\n\nstruct Welcome: View {\n    var body: some View {\n\(body)\n    }\n}\n")])
        return files.flatMap(\.screens).flatMap(SwiftUITestSupport.violations).filter { $0.hasPrefix("status-bar.contrast") }
    }

    static let navy = "Color(red: 0.1, green: 0.16, blue: 0.29)"

    @Test func aStyleOverAFullBleedColourIsJudged() {
        #expect(Self.findings("ZStack {\n\(Self.navy).ignoresSafeArea()\nText(\"Hi\")\n}\n.toolbarColorScheme(.light, for: .statusBar)")
            == ["status-bar.contrast 9:2"])
        #expect(Self.findings("ZStack {\n\(Self.navy).edgesIgnoringSafeArea(.all)\n}\n.toolbarColorScheme(.light, for: .navigationBar, .statusBar)").count == 1)
        #expect(Self.findings("ZStack {\n\(Self.navy).ignoresSafeArea()\n}\n.toolbarColorScheme(.dark, for: .statusBar)").isEmpty)
    }

    @Test func whatDoesNotFixBothStaysSilent() {
        let unknown = [
            // No style asked for: the system's colour scheme decides.
            "ZStack {\n\(Self.navy).ignoresSafeArea()\n}",
            // The style for other bars only, or a computed one.
            "ZStack {\n\(Self.navy).ignoresSafeArea()\n}\n.toolbarColorScheme(.light, for: .navigationBar)",
            "ZStack {\n\(Self.navy).ignoresSafeArea()\n}\n.toolbarColorScheme(scheme, for: .statusBar)",
            // The colour stops at the safe area, covers only the keyboard's region, adapts, or is not the bottom view.
            "ZStack {\n\(Self.navy)\n}\n.toolbarColorScheme(.light, for: .statusBar)",
            "ZStack {\n\(Self.navy).ignoresSafeArea(.keyboard)\n}\n.toolbarColorScheme(.light, for: .statusBar)",
            "ZStack {\nColor.indigo.ignoresSafeArea()\n}\n.toolbarColorScheme(.light, for: .statusBar)",
            "ZStack {\nText(\"Hi\")\n\(Self.navy).ignoresSafeArea()\n}\n.toolbarColorScheme(.light, for: .statusBar)",
            // Inside another stack, the colour may not reach the top; a navigation bar stands between.
            "VStack {\nText(\"Header\")\nZStack {\n\(Self.navy).ignoresSafeArea()\n}\n}\n.toolbarColorScheme(.light, for: .statusBar)",
            "NavigationStack {\nZStack {\n\(Self.navy).ignoresSafeArea()\n}\n.navigationTitle(\"Home\")\n}\n.toolbarColorScheme(.light, for: .statusBar)",
        ]
        for body in unknown {
            #expect(Self.findings(body).isEmpty, "\(body)")
        }
    }
}

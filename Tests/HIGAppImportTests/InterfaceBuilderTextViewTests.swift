import HIGAppImport
import HIGControls
import HIGRules
import Testing

/// A storyboard's or XIB's `textView`: its text, whether it is editable, its font (a point size
/// stays fixed; a text style scales with `adjustsFontForContentSizeCategory`) and its data
/// detectors; what the app's code sets through an outlet is unknown.
@Suite struct InterfaceBuilderTextViewTests {
    static func xib(_ textView: String, code: String = "") throws -> ImportedScreen {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="BookingSheet">
                        <connections>
                            <outlet property="confirmationView" destination="Tv1" id="Ot1"/>
                        </connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="Vw1">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
            \(textView)
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let setInCode = OutletsSetInCode(swiftSources: code.isEmpty ? [] : [Array(code.utf8)])
        return try #require(InterfaceBuilderImporter.read(Array(text.utf8), path: "BookingSheet.xib", kind: .xib, setInCode: setInCode).screens.first)
    }

    static func textView(_ screen: ImportedScreen) throws -> TextView {
        guard case .textView(let view)? = screen.screen.content.first else { throw ReadError.noTextView }
        return view
    }

    enum ReadError: Error { case noTextView }

    @Test func aReadOnlyTextViewWithAStyleAndDetectors() throws {
        let screen = try Self.xib("""
                            <textView editable="NO" adjustsFontForContentSizeCategory="YES" id="Tv1">
                                <rect key="frame" x="16" y="100" width="361" height="120"/>
                                <string key="text">Call 02-123-4567 to change the booking.</string>
                                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                <dataDetectorType key="dataDetectorTypes" phoneNumber="YES" link="YES"/>
                            </textView>
            """)
        let view = try Self.textView(screen)
        #expect(view.text == "Call 02-123-4567 to change the booking.")
        #expect(view.isEditable == false && view.textStyle == .body && view.dataDetectors == [.phoneNumber, .link])
        #expect(InterfaceBuilderFixtures.violations(screen) == [])
    }

    @Test func anEditableTextViewWithAFixedSizeAndDetectors() throws {
        let screen = try Self.xib("""
                            <textView text="Notes" id="Tv1">
                                <rect key="frame" x="16" y="100" width="361" height="120"/>
                                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                <dataDetectorType key="dataDetectorTypes" link="YES"/>
                            </textView>
            """)
        #expect(InterfaceBuilderFixtures.violations(screen) == ["text-view.data-detectors-read-only@15:21", "text-view.dynamic-type@14:21"])
    }

    @Test func whatCodeSetsIsUnknown() throws {
        let code = """
            final class BookingSheet: UIViewController {
                @IBOutlet var confirmationView: UITextView!
                override func viewDidLoad() {
                    confirmationView.isEditable = false
                    confirmationView.font = .preferredFont(forTextStyle: .body)
                }
            }
            """
        let screen = try Self.xib("""
                            <textView text="Notes" id="Tv1">
                                <rect key="frame" x="16" y="100" width="361" height="120"/>
                                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                <dataDetectorType key="dataDetectorTypes" link="YES"/>
                            </textView>
            """, code: code)
        let view = try Self.textView(screen)
        #expect(view.isEditable == nil && view.sizing == nil)
        #expect(InterfaceBuilderFixtures.violations(screen) == [])
        #expect(screen.unknowns.map(\.what.en).contains("whether the text view is editable"))
    }
}

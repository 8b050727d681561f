import Foundation
import HIGAppImport
import HIGControls
import HIGRules
import Testing

/// Reading the Interface Builder fixtures and inline documents, and describing what the rules
/// find on them as `rule@line:column`.
enum InterfaceBuilderFixtures {
    /// The storyboard and XIBs of `examples/storyboard`, which README's lint section runs: the
    /// example a user tries is the one these tests pin down.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("examples/storyboard")

    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: folder.appendingPathComponent(name)))
    }

    static func read(_ name: String) throws -> ImportedFile {
        InterfaceBuilderImporter.read(try bytes(name), path: name, kind: try #require(ImportedFile.Kind(fileName: name)))
    }

    /// A storyboard of `scenes`, written the way Xcode writes one.
    static func storyboard(_ scenes: String, device: String = #"<device id="retina6_12" orientation="portrait" appearance="light"/>"#,
                           setInCode: OutletsSetInCode = OutletsSetInCode()) -> ImportedFile {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                \(device)
                <scenes>
            \(scenes)
                </scenes>
            </document>
            """
        return InterfaceBuilderImporter.read(Array(text.utf8), path: "Inline.storyboard", kind: .storyboard, setInCode: setInCode)
    }

    /// One scene holding a view controller whose view holds `subviews`.
    static func scene(_ subviews: String, controllerAttributes: String = "", extra: String = "") -> String {
        """
                <scene sceneID="Sc1-aa-001">
                    <objects>
                        <viewController id="Vc1-aa-001" \(controllerAttributes) sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Vw1-aa-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
            \(subviews)
                                </subviews>
                            </view>
            \(extra)
                        </viewController>
                    </objects>
                </scene>
            """
    }

    /// Every violation of every rule on the screen, as `rule@line:column` of where it lands.
    static func violations(_ screen: ImportedScreen) -> [String] {
        RuleRegistry.violations(in: screen.screen).map { "\($0.ruleID)@\(screen.position(of: $0.element))" }.sorted()
    }

    static func screen(_ file: ImportedFile, _ name: String) throws -> ImportedScreen {
        try #require(file.screens.first { $0.name == name }, "no screen \(name) among \(file.screens.map(\.name))")
    }
}

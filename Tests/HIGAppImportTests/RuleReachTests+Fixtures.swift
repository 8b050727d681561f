import HIGAppImport

/// Storyboard scenes and XIBs for the reach matrix, written the way Xcode writes them, with only
/// the attributes the importer reads.
enum RuleReachFixtures {
    /// A scene whose view controller's view holds `subviews`.
    static func view(_ subviews: String, controller: String = "", extra: String = "") -> RuleReach.Way {
        .storyboard(InterfaceBuilderFixtures.scene(subviews, controllerAttributes: controller, extra: extra))
    }

    /// A scene of a view controller (`tableViewController`, …) with the given attributes, view
    /// and other children (`navigationItem`, `toolbarItems`, segues in `connections`).
    static func scene(_ id: String, _ kind: String = "viewController", attributes: String = "", view: String? = nil,
                      subviews: String = "", extra: String = "") -> String {
        """
                <scene sceneID="\(id)-sc">
                    <objects>
                        <\(kind) id="\(id)" \(attributes) sceneMemberID="viewController">
                            \(view ?? #"<view key="view" contentMode="scaleToFill" id="\#(id)-vw"><subviews>\#(subviews)</subviews></view>"#)
                            \(extra)
                        </\(kind)>
                    </objects>
                </scene>
        """
    }

    /// A navigation controller scene whose root is the scene `root`.
    static func navigationController(_ id: String, root: String, attributes: String = "", extra: String = "") -> String {
        """
                <scene sceneID="\(id)-sc">
                    <objects>
                        <navigationController id="\(id)" \(attributes) sceneMemberID="viewController">
                            \(extra)
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="\(id)-nb"/>
                            <connections>
                                <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="\(id)-sg"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
        """
    }

    /// A navigation controller and its root scene, whose navigation item holds `item`.
    static func navigation(item: String, itemAttributes: String = "", subviews: String = "", more: String = "") -> RuleReach.Way {
        .storyboard(navigationController("Nav-vc-001", root: "Rot-vc-001")
            + scene("Rot-vc-001", subviews: subviews, extra: """
                <navigationItem key="navigationItem" \(itemAttributes) id="Rot-ni-001">\(item)</navigationItem>
                \(more)
                """))
    }

    /// A tab bar controller with a tab per tab bar item, each a view controller titled by its item.
    static func tabs(_ items: [String], tabContent: (Int) -> String = { _ in "" }) -> RuleReach.Way {
        let ids = items.indices.map { "Tab-vc-00\($0)" }
        let segues = ids.map { #"<segue destination="\#($0)" kind="relationship" relationship="viewControllers" id="\#($0)-sg"/>"# }
        let controller = """
                <scene sceneID="Tbc-sc-001">
                    <objects>
                        <tabBarController id="Tbc-vc-001" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" id="Tbc-tb-001"/>
                            <connections>\(segues.joined())</connections>
                        </tabBarController>
                    </objects>
                </scene>
            """
        return .storyboard(controller + zip(ids, items).enumerated().map { index, tab in
            tabContent(index).isEmpty ? scene(tab.0, extra: tab.1) : tabContent(index)
        }.joined())
    }

    /// A tab bar item as Interface Builder writes it: `tabBarItem(title: "Home", image: "house")`.
    static func tabBarItem(_ title: String?, image: String? = "square", more: String = "") -> String {
        let title = title.map { #"title="\#($0)""# } ?? ""
        let image = image.map { #"image="\#($0)" catalog="system""# } ?? ""
        return #"<tabBarItem key="tabBarItem" \#(title) \#(image) \#(more)/>"#
    }

    /// A XIB of the top-level `objects` (besides the File's Owner).
    static func xib(_ objects: String) -> ImportedFile {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            \(objects)
                </objects>
            </document>
            """
        return InterfaceBuilderImporter.read(Array(text.utf8), path: "Inline.xib", kind: .xib)
    }
}

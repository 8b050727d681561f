/// Split view controller scenes for the tests and the reach matrix, written the way Xcode
/// writes them, with only the attributes the importer reads (written here, from no app).
enum SplitViewFixtures {
    /// A split view controller with relationships to the given ids (nil: no such relationship).
    static func split(_ id: String = "Spl-vc-001", master: String?, supplementary: String? = nil, detail: String? = nil,
                      attributes: String = "") -> String {
        let segues = [("masterViewController", master), ("supplementaryViewController", supplementary), ("detailViewController", detail)]
            .compactMap { relationship, destination in
                destination.map { #"<segue destination="\#($0)" kind="relationship" relationship="\#(relationship)" id="\#(id)-\#(relationship)"/>"# }
            }
        return """
                <scene sceneID="\(id)-sc">
                    <objects>
                        <splitViewController id="\(id)" \(attributes) sceneMemberID="viewController">
                            <connections>
                                \(segues.joined(separator: "\n"))
                            </connections>
                        </splitViewController>
                    </objects>
                </scene>
        """
    }

    /// A static cell whose label reads `title`, with an image when `icon` is given.
    static func cell(_ id: String, _ title: String, icon: String? = nil) -> String {
        let image = icon.map { #"<imageView opaque="NO" contentMode="scaleToFill" id="\#(id)-im" image="\#($0)" catalog="system"/>"# } ?? ""
        return """
                <tableViewCell contentMode="scaleToFill" id="\(id)" style="IBUITableViewCellStyleDefault" textLabel="\(id)-lb" \(icon == nil ? "" : #"imageView="\#(id)-im""#)>
                    <tableViewCellContentView key="contentView" id="\(id)-cv">
                        <subviews>
                            <label opaque="NO" text="\(title)" id="\(id)-lb"/>
                            \(image)
                        </subviews>
                    </tableViewCellContentView>
                </tableViewCell>
        """
    }

    /// A section of static cells, with a header title when given.
    static func section(_ id: String, header: String? = nil, _ cells: [String]) -> String {
        """
                <tableViewSection \(header.map { #"headerTitle="\#($0)""# } ?? "") id="\(id)">
                    <cells>
                        \(cells.joined(separator: "\n"))
                    </cells>
                </tableViewSection>
        """
    }

    /// A table view controller whose table has the given sections of static cells.
    static func staticTable(_ id: String, title: String? = nil, _ sections: [String]) -> String {
        """
                <scene sceneID="\(id)-sc">
                    <objects>
                        <tableViewController id="\(id)" \(title.map { #"title="\#($0)""# } ?? "") sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="insetGrouped" id="\(id)-tv">
                                <sections>
                                    \(sections.joined(separator: "\n"))
                                </sections>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
        """
    }

    /// A plain view controller scene with a title (a detail).
    static func detail(_ id: String, title: String) -> String {
        """
                <scene sceneID="\(id)-sc">
                    <objects>
                        <viewController id="\(id)" title="\(title)" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="\(id)-vw"/>
                        </viewController>
                    </objects>
                </scene>
        """
    }
}

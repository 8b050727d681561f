import HIGAppImport
import HIGControls
import Testing

/// What a file leaves to code is left out of the model and said so, at the element concerned.
@Suite struct InterfaceBuilderUnknownTests {
    static func unknowns(_ file: ImportedFile) -> [String] {
        file.screens.flatMap(\.unknowns).map { "\($0.what.en)@\($0.position)" }
    }

    @Test func aTabBarControllerWithoutLiteralTabs() throws {
        let file = InterfaceBuilderFixtures.storyboard("""
                    <scene sceneID="Tb0-aa-001">
                        <objects>
                            <tabBarController id="Tb1-aa-001" customClass="MainTabBarController" sceneMemberID="viewController">
                                <tabBar key="tabBar" contentMode="scaleToFill" id="Tb2-aa-001"/>
                            </tabBarController>
                        </objects>
                    </scene>
            """)
        let screen = try #require(file.screens.first)
        #expect(screen.name == "scene \"MainTabBarController\"")
        #expect(screen.screen.tabBar == nil)
        #expect(Self.unknowns(file) == ["the tab bar's tabs@7:17"])
    }

    @Test func hiddenCustomAndCodeFilledViews() {
        let file = InterfaceBuilderFixtures.storyboard(InterfaceBuilderFixtures.scene("""
                                <button hidden="YES" opaque="NO" contentMode="scaleToFill" buttonType="system" id="Bt1-aa-001"/>
                                <view contentMode="scaleToFill" id="Ch1-aa-001" customClass="ChartView"/>
                                <label opaque="NO" contentMode="left" text="" id="Lb1-aa-001"/>
                                <pickerView contentMode="scaleToFill" id="Pk1-aa-001"/>
            """))
        #expect(Self.unknowns(file) == [
            "whether the hidden button appears@11:21", "what 'ChartView' shows@12:21", "the label's text@13:21", "the picker's values@14:21",
        ])
        #expect(file.screens.first?.screen.content == [.label(Label(text: ""))])
    }

    @Test func valuesTheModelCannotHoldAreUnknownNotGuessed() {
        let file = InterfaceBuilderFixtures.storyboard(InterfaceBuilderFixtures.scene("""
                                <textField opaque="NO" contentMode="scaleToFill" placeholder="@아이디" id="Tf1-aa-001">
                                    <textInputTraits key="textInputTraits" keyboardType="twitter"/>
                                </textField>
                                <slider opaque="NO" contentMode="scaleToFill" value="5e12" minValue="0.0" maxValue="1" id="Sl1-aa-001"/>
                                <datePicker contentMode="scaleToFill" datePickerMode="date" id="Dp1-aa-001"/>
            """))
        #expect(Self.unknowns(file) == ["the text field's keyboard@12:25", "the slider's value@14:21", "the date picker's style@15:21"])
        #expect(file.screens.first?.screen.content == [
            .textField(TextField(hasClearButton: false, placeholder: "@아이디")), .datePicker(DatePicker(style: .compact, mode: .date)),
        ])
    }

    @Test func aSceneWithANavigationItemButNoNavigationController() {
        let file = InterfaceBuilderFixtures.storyboard(InterfaceBuilderFixtures.scene("",
            extra: #"            <navigationItem key="navigationItem" title="상세" id="Ni1-aa-001"/>"#))
        #expect(file.screens.first?.screen.navigationBar == nil)
        #expect(Self.unknowns(file) == ["whether the scene shows a navigation bar@14:13"])
    }

    @Test func aContainerViewShowsWhatItEmbeds() throws {
        let file = InterfaceBuilderFixtures.storyboard(InterfaceBuilderFixtures.scene("""
                                <containerView opaque="NO" contentMode="scaleToFill" id="Cn1-aa-001">
                                    <connections>
                                        <segue destination="Em1-aa-001" kind="embed" id="Es1-aa-001"/>
                                    </connections>
                                </containerView>
            """) + """

                    <scene sceneID="Sc2-aa-002">
                        <objects>
                            <viewController id="Em1-aa-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Vw2-aa-002">
                                    <subviews>
                                        <switch opaque="NO" contentMode="scaleToFill" on="YES" id="Sw2-aa-002"/>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
            """)
        let outer = try #require(file.screens.first)
        #expect(outer.screen.content == [.switch(Switch(isOn: true))])
        // The switch is written in the embedded scene, and the violation lands there.
        #expect(InterfaceBuilderFixtures.violations(outer) == ["switch.in-table-rows@27:29"])
        #expect(file.screens.map(\.name) == ["scene \"View Controller\"", "scene \"View Controller\""])
    }

    @Test func aStoryboardWithoutADeviceIsReadAsAnIPhone() {
        let file = InterfaceBuilderFixtures.storyboard(InterfaceBuilderFixtures.scene(""), device: "")
        #expect(file.screens.first?.screen.device == .iPhone)
        #expect(Self.unknowns(file) == ["the device@2:1"])
    }
}

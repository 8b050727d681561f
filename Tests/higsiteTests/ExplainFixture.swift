/// A small recipe app written for the `--explain` tests (issue 40): SwiftUI views and a
/// storyboard whose parts the code leaves open the way real apps do (rows from data, values in
/// variables, titles set in code), so that every line `--explain` prints is exercised.
enum ExplainFixture {
    static let files: [(path: String, text: String)] = [("Recipes/RecipeTabs.swift", tabs), ("Recipes/SettingsForm.swift", settings),
                                                        ("Recipes/Pantry.storyboard", storyboard)]

    static let tabs = """
        import SwiftUI

        struct RecipeTabs: View {
            @State private var recipes: [Recipe] = []
            @State private var filtering = false
            let newCount: Int

            var body: some View {
                TabView {
                    NavigationStack {
                        List(recipes) { recipe in
                            Text(recipe.name)
                        }
                        .navigationTitle("레시피")
                        .toolbar {
                            if filtering {
                                ToolbarItem { Button("필터") { filtering = false } }
                            }
                        }
                    }
                    .tabItem { Label("레시피", systemImage: "book") }
                    .badge(newCount)
                    SettingsForm()
                        .tabItem { Label("설정", systemImage: "gear") }
                }
            }
        }

        """

    static let settings = """
        import SwiftUI

        struct SettingsForm: View {
            @State private var servings = 2
            @State private var spiciness = 0.5
            @State private var unit = "g"
            @State private var note = ""
            @State private var confirming = false
            let units: [String]
            let allowed: ClosedRange<Double>
            let syncProgress: Double

            var body: some View {
                NavigationStack {
                    Form {
                        Slider(value: $spiciness, in: allowed)
                        Stepper("\\(servings)인분", value: $servings)
                        ProgressView(value: syncProgress)
                        Picker("단위", selection: $unit) {
                            ForEach(units, id: \\.self) { Text($0) }
                        }
                        TextField("메모", text: $note, axis: .vertical)
                        Toggle("알림", isOn: .constant(true))
                            .toggleStyle(KitchenToggleStyle())
                        ShareLinkRow()
                    }
                    .navigationTitle("설정")
                    .alert("기록을 지울까요?", isPresented: $confirming) {
                        Button("지우기", role: .destructive) {}
                    }
                }
            }
        }

        """

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="Nav-pn-001">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="Scn-pn-001">
                    <objects>
                        <navigationController id="Nav-pn-001" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="Bar-pn-001">
                                <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                            </navigationBar>
                            <connections>
                                <segue destination="Pan-pn-001" kind="relationship" relationship="rootViewController" id="Seg-pn-001"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="Scn-pn-002">
                    <objects>
                        <viewController storyboardIdentifier="Pantry" id="Pan-pn-001" customClass="PantryViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Vw0-pn-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <label opaque="NO" contentMode="left" id="Lbl-pn-001">
                                        <rect key="frame" x="20" y="120" width="353" height="21"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                    <tableView contentMode="scaleToFill" dataMode="prototypes" style="plain" id="Tbl-pn-001">
                                        <rect key="frame" x="0.0" y="160" width="393" height="600"/>
                                        <prototypes>
                                            <tableViewCell contentMode="scaleToFill" reuseIdentifier="Ingredient" id="Cel-pn-001">
                                                <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                            </tableViewCell>
                                        </prototypes>
                                    </tableView>
                                </subviews>
                            </view>
                            <navigationItem key="navigationItem" id="Itm-pn-001"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """
}

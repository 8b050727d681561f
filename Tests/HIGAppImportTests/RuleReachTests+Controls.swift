/// The reach matrix: buttons and switches.
extension RuleReachTests {
    static func button(_ state: String, frame: String = #"<rect key="frame" x="16" y="120" width="361" height="44"/>"#,
                       type: String = "system", inside: String = "", id: String = "Btn-aa-001") -> String {
        """
        <button opaque="NO" contentMode="scaleToFill" buttonType="\(type)" id="\(id)">
            \(frame)
            \(state)\(inside)
        </button>
        """
    }

    static let controls: [RuleReach] = [
        RuleReach("button.accessibility-label", swiftUI: .swiftUI(#"""
            struct PlayerControls: View {
                var body: some View {
                    HStack {
                        Button { } label: { Image(systemName: "backward.fill") }
                        Button("Play", systemImage: "play.fill") { }
                    }
                }
            }
            """#), interfaceBuilder: IB.view(button(#"<state key="normal" image="xmark" catalog="system"/>"#))),

        RuleReach("button.add-contact-with-keyboard",
                  swiftUI: .cannot("SwiftUI has no add-contact button (UIKit's UIButton.ButtonType.contactAdd): a button an app draws with a person.badge.plus symbol is an ordinary button"),
                  interfaceBuilder: IB.view(#"<label text="To:" id="Lbl-to-001"/>"# + button("", type: "contactAdd"))),

        RuleReach("button.destructive-role", swiftUI: .swiftUI(#"""
            struct AccountView: View {
                @State private var confirming = false
                var body: some View {
                    VStack {
                        Text("Signed in as Mina")
                        Button("Delete Account") { confirming = true }
                    }
                }
            }
            """#), interfaceBuilder: IB.view(button(#"<state key="normal" title="Delete Account"/>"#))),

        RuleReach("button.hit-target", swiftUI: .swiftUI(#"""
            struct CardHeader: View {
                var body: some View {
                    HStack {
                        Text("Weekly Summary")
                        Button { } label: { Image(systemName: "xmark.circle.fill") }
                            .frame(width: 28, height: 28)
                            .accessibilityLabel("Close")
                    }
                }
            }
            """#), interfaceBuilder: IB.view(button(#"<state key="normal" title="Skip"/>"#,
                                                     frame: #"<rect key="frame" x="300" y="60" width="60" height="30"/>"#))),

        RuleReach("button.one-prominent", swiftUI: .swiftUI(#"""
            struct WelcomeView: View {
                var body: some View {
                    VStack {
                        Button("Sign In") { }
                            .buttonStyle(.borderedProminent)
                        Button("Create Account") { }
                            .buttonStyle(.borderedProminent)
                    }
                }
            }
            """#), interfaceBuilder: IB.view(
                button("", inside: #"<buttonConfiguration key="configuration" style="filled" title="Sign In"/>"#)
                    + button("",
                             inside: #"<buttonConfiguration key="configuration" style="filled" title="Create Account"/>"#, id: "Btn-aa-002"))),

        RuleReach("button.short-title", swiftUI: .swiftUI(#"""
            struct ProductView: View {
                var body: some View {
                    Button("Tap Here to Add This Item to Your Cart") { }
                }
            }
            """#), interfaceBuilder: IB.view(button(#"<state key="normal" title="Tap Here to Add This Item to Your Cart"/>"#))),

        RuleReach("button.title-case", swiftUI: .swiftUI(#"""
            struct ArticleFooter: View {
                var body: some View {
                    Button("Add to reading list") { }
                }
            }
            """#), interfaceBuilder: IB.view(button(#"<state key="normal" title="Add to reading list"/>"#))),

        RuleReach("switch.in-table-rows", swiftUI: .swiftUI(#"""
            struct ExportView: View {
                @State private var saveToPhotos = true
                var body: some View {
                    VStack {
                        Text("Export")
                        Toggle("Save to Photos", isOn: $saveToPhotos)
                    }
                }
            }
            """#), interfaceBuilder: IB.view(#"<switch opaque="NO" contentMode="scaleToFill" on="YES" id="Swi-tch-001"/>"#)),

        RuleReach("switch.no-state-label", swiftUI: .swiftUI(#"""
            struct DisplaySettings: View {
                @State private var darkMode = false
                var body: some View {
                    Form {
                        HStack {
                            Text("Dark Mode")
                            Spacer()
                            Text("Off")
                            Toggle("", isOn: $darkMode).labelsHidden()
                        }
                    }
                }
            }
            """#), interfaceBuilder: .storyboard(IB.scene("Tvc-vc-001", "tableViewController", view: """
                <tableView key="view" dataMode="static" style="insetGrouped" id="Tbl-vw-001">
                    <sections><tableViewSection id="Sec-001"><cells>
                        <tableViewCell id="Cel-001"><tableViewCellContentView key="contentView" id="Cel-cv-001"><subviews>
                            <label text="Airplane Mode" id="Lbl-am-001"/>
                            <label text="Off" id="Lbl-of-001"/>
                            <switch opaque="NO" contentMode="scaleToFill" id="Swi-am-001"/>
                        </subviews></tableViewCellContentView></tableViewCell>
                    </cells></tableViewSection></sections>
                </tableView>
                """))),
    ]
}

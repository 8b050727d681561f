/// The reach matrix: text fields, labels, edit menus and image views.
extension RuleReachTests {
    static func field(_ attributes: String, traits: String = "") -> String {
        """
        <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" \(attributes) id="Txt-\(attributes.count)">
            <textInputTraits key="textInputTraits" \(traits)/>
        </textField>
        """
    }

    static let editMenuInSwiftUI = "SwiftUI has no API for an edit menu's commands: a text view's Cut, Copy and Paste are the system's, and commands of the app's own need UIKit's UIEditMenuInteraction"
    static let editMenuInStoryboards = "a storyboard has no edit menu: its commands come from UIEditMenuInteraction (or UIMenuController) in code"

    static let text: [RuleReach] = [
        RuleReach("text-field.clear-button", swiftUI: .swiftUI(#"""
            struct NewListView: View {
                @State private var name = ""
                var body: some View {
                    TextField("List Name", text: $name)
                }
            }
            """#), interfaceBuilder: IB.view(field(#"placeholder="List Name""#))),

        RuleReach("text-field.content-type", swiftUI: .swiftUI(#"""
            struct NewsletterView: View {
                @State private var email = ""
                var body: some View {
                    TextField("Email address", text: $email)
                }
            }
            """#), interfaceBuilder: IB.view(field(#"placeholder="Email address""#))),

        RuleReach("text-field.keyboard-type", swiftUI: .swiftUI(#"""
            struct InviteView: View {
                @State private var email = ""
                var body: some View {
                    TextField("Email", text: $email)
                        .textContentType(.emailAddress)
                }
            }
            """#), interfaceBuilder: IB.view(field(#"placeholder="Email""#, traits: #"textContentType="email""#))),

        RuleReach("text-field.placeholder", swiftUI: .swiftUI(#"""
            struct NoteEditor: View {
                @State private var note = ""
                var body: some View {
                    TextField("", text: $note)
                }
            }
            """#), interfaceBuilder: IB.view(field(#"clearButtonMode="whileEditing""#))),

        RuleReach("text-field.secure-entry", swiftUI: .swiftUI(#"""
            struct SignInView: View {
                @State private var password = ""
                var body: some View {
                    TextField("Password", text: $password)
                        .textContentType(.password)
                }
            }
            """#), interfaceBuilder: IB.view(field(#"placeholder="Password""#, traits: #"textContentType="password""#))),

        RuleReach("text-field.use-search-bar", swiftUI: .swiftUI(#"""
            struct RecipesView: View {
                @State private var query = ""
                var body: some View {
                    TextField("Search recipes", text: $query)
                        .submitLabel(.search)
                }
            }
            """#), interfaceBuilder: IB.view(field(#"placeholder="Search recipes""#, traits: #"returnKeyType="search""#))),

        RuleReach("label.contrast", swiftUI: .swiftUI(#"""
            struct SaleBanner: View {
                var body: some View {
                    Text("Sale ends today")
                        .foregroundStyle(.white)
                        .padding()
                        .background(Color(red: 1, green: 149 / 255, blue: 0))
                }
            }
            """#), interfaceBuilder: IB.view("""
            <view contentMode="scaleToFill" id="Ban-vw-001">
                <rect key="frame" x="0.0" y="100" width="393" height="60"/>
                <subviews>
                    <label text="Sale ends today" id="Sal-lb-001">
                        <rect key="frame" x="16" y="20" width="200" height="21"/>
                        <color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </label>
                </subviews>
                <color key="backgroundColor" red="1" green="0.58431372549019611" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </view>
            """)),

        RuleReach("label.dynamic-type", swiftUI: .swiftUI(#"""
            struct PriceTag: View {
                var body: some View {
                    Text("$4.99").font(.system(size: 15))
                }
            }
            """#), interfaceBuilder: IB.view(#"""
                <label text="$4.99" id="Lbl-pr-001"><fontDescription key="fontDescription" type="system" pointSize="15"/></label>
                """#)),

        RuleReach("label.legible-size", swiftUI: .swiftUI(#"""
            struct Legal: View {
                var body: some View {
                    Text("Terms apply.").font(.system(size: 9))
                }
            }
            """#), interfaceBuilder: IB.view(#"""
                <label text="Terms apply." id="Lbl-tm-001"><fontDescription key="fontDescription" type="system" pointSize="9"/></label>
                """#)),

        RuleReach("edit-menu.custom-after-system", swiftUI: .cannot(editMenuInSwiftUI), interfaceBuilder: .cannot(editMenuInStoryboards)),
        RuleReach("edit-menu.no-select-when-selected", swiftUI: .cannot(editMenuInSwiftUI + "; and whether something is selected exists only at run time"),
                  interfaceBuilder: .cannot(editMenuInStoryboards + "; and whether something is selected exists only at run time")),
        RuleReach("edit-menu.selection-required", swiftUI: .cannot(editMenuInSwiftUI + "; and whether something is selected exists only at run time"),
                  interfaceBuilder: .cannot(editMenuInStoryboards + "; and whether something is selected exists only at run time")),
        RuleReach("edit-menu.short-command-names", swiftUI: .cannot(editMenuInSwiftUI), interfaceBuilder: .cannot(editMenuInStoryboards)),
        RuleReach("edit-menu.title-case", swiftUI: .cannot(editMenuInSwiftUI), interfaceBuilder: .cannot(editMenuInStoryboards)),

        RuleReach("image-view.uniform-frames",
                  swiftUI: .cannot("SwiftUI's Image shows one image: it has no animation frames (UIImageView.animationImages), and an image's size in points is in the asset, not the code"),
                  interfaceBuilder: .cannot("UIImageView.animationImages is set in code: a storyboard holds one image per image view, whose size is in the asset catalog")),
    ]
}

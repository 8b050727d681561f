/// The reach matrix: menus, which SwiftUI builds with `Menu`, `.contextMenu` and a menu-style
/// `Picker`, and Interface Builder keeps as a button's `<menu>` element.
extension RuleReachTests {
    static let menusNotYetInStoryboards = "a UIButton's menu (iOS 14+) is kept in the storyboard or XIB as a <menu> element with its "
        + "children and attributes, beside the button's showsMenuAsPrimaryAction and changesSelectionAsPrimaryAction: reading them "
        + "would take a menu reader for those elements, which the importer does not have yet"
    static let contextMenusInCode = "a context menu is made in code (UIContextMenuInteraction or a delegate's configuration): "
        + "a storyboard or XIB holds none"

    /// A view showing `menu` (a `Menu` or a view with `.contextMenu`).
    static func showing(_ menu: String) -> RuleReach.Way {
        .swiftUI("""
            struct PhotoView: View {
                @State private var repeatRule = "Never"
                var body: some View {
                    VStack {
                        \(menu)
                    }
                }
            }
            """)
    }

    static let menus: [RuleReach] = [
        RuleReach("menu.title-case", swiftUI: showing(#"Menu("Sort") { Button("Sort by name") { }; Button("Sort by Date") { }; Button("Sort by Size") { } }"#),
                  interfaceBuilder: .notYet(menusNotYetInStoryboards)),
        RuleReach("menu.no-articles", swiftUI: showing(#"Menu("More") { Button("View the Settings") { }; Button("Rename") { }; Button("Move") { } }"#),
                  interfaceBuilder: .notYet(menusNotYetInStoryboards)),
        RuleReach("menu.destructive-role",
                  swiftUI: showing(#"Text("Beach").contextMenu { Button("Share", systemImage: "square.and.arrow.up") { }; Button("Delete", systemImage: "trash") { } }"#),
                  interfaceBuilder: .notYet(menusNotYetInStoryboards)),
        RuleReach("menu.standard-icons",
                  swiftUI: showing(#"Text("Beach").contextMenu { Button("Share", systemImage: "paperplane") { }; Button("Delete", systemImage: "trash", role: .destructive) { } }"#),
                  interfaceBuilder: .notYet(menusNotYetInStoryboards)),
        RuleReach("menu.repeated-icon",
                  swiftUI: showing(#"Menu("Copy") { Button("Copy", systemImage: "doc.on.doc") { }; Button("Copy Link", systemImage: "doc.on.doc") { }; Button("Copy as Text") { } }"#),
                  interfaceBuilder: .notYet(menusNotYetInStoryboards)),
        RuleReach("menu.length",
                  swiftUI: showing(#"Menu("Actions") { ForEach(["New Folder", "New File", "Import", "Export", "Select", "Select All", "Sort by Name", "Sort by Date", "Sort by Size", "Show Hidden Files", "Show Extensions", "Refresh", "Settings"], id: \.self) { title in Button(title) { } } }"#),
                  interfaceBuilder: .notYet(menusNotYetInStoryboards)),
        RuleReach("menu.submenu-depth",
                  swiftUI: showing(#"Menu("View") { Button("Select") { }; Menu("Arrange") { Menu("Sort By") { Button("Name") { }; Button("Date") { } } } }"#),
                  interfaceBuilder: .notYet(menusNotYetInStoryboards)),
        RuleReach("menu.submenu-length",
                  swiftUI: showing(#"Menu("View") { Menu("Sort By") { Button("Name") { }; Button("Kind") { }; Button("Date Added") { }; Button("Date Modified") { }; Button("Size") { }; Button("Tags") { } } }"#),
                  interfaceBuilder: .notYet(menusNotYetInStoryboards)),
        RuleReach("menu.context-destructive-last",
                  swiftUI: showing(#"Text("Beach").contextMenu { Button("Delete", role: .destructive) { }; Button("Duplicate") { } }"#),
                  interfaceBuilder: .cannot(contextMenusInCode)),
        RuleReach("menu.context-hide-unavailable",
                  swiftUI: showing(#"Text("Beach").contextMenu { Button("Reply") { }; Button("Move to Folder") { }.disabled(true) }"#),
                  interfaceBuilder: .cannot(contextMenusInCode)),
        RuleReach("menu.context-groups",
                  swiftUI: showing(#"Text("Note").contextMenu { Button("Reply") { }; Divider(); Button("Flag") { }; Divider(); Button("Move") { }; Divider(); Button("Delete", role: .destructive) { } }"#),
                  interfaceBuilder: .cannot(contextMenusInCode)),
        RuleReach("menu.pull-down-item-count", swiftUI: showing(#"Menu("Add", systemImage: "plus") { Button("New Note") { } }"#),
                  interfaceBuilder: .notYet(menusNotYetInStoryboards)),
        RuleReach("menu.pop-up-selection",
                  swiftUI: .cannot("a Picker's choice is the app's value (its selection binding), known only when the app runs"),
                  interfaceBuilder: .notYet(menusNotYetInStoryboards)),
        RuleReach("menu.pop-up-flat",
                  swiftUI: .cannot("a menu-style Picker lists its options, each a tag: it holds no submenu or destructive action"),
                  interfaceBuilder: .notYet(menusNotYetInStoryboards)),
    ]
}

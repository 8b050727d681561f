import HIGAppImport
import HIGControls
import HIGRules
import Testing

/// `Menu`, `.contextMenu` and a menu-style `Picker` read as the menus a view shows, so the menu
/// rules judge them where they are written; items made from data, conditions, computed roles and
/// views the importer doesn't know leave the menu incomplete, never guessed.
@Suite struct SwiftUIMenuTests {
    typealias Support = SwiftUITestSupport

    static func read(_ body: String) throws -> ImportedScreen {
        let text = """
            import SwiftUI

            struct ShelfView: View {
                @State private var order = "Title"
                @State private var books: [String] = []
                var body: some View {
                    VStack {
            \(body)
                    }
                }
            }
            """
        let files = SwiftUIImporter.read([Support.source(text)])
        return try #require(Support.screen("ShelfView", in: files), "\(Support.dump(files))")
    }

    static func menus(_ screen: ImportedScreen) -> [Menu] {
        screen.screen.content.compactMap { if case .menu(let menu) = $0 { menu } else { nil } }
    }

    @Test func aMenuIsItsButtonAndThePullDownMenuItOpens() throws {
        let screen = try Self.read("""
                        Menu {
                            Button("New Shelf", systemImage: "plus") { }
                            Menu("Sort By") {
                                Button("Title") { }
                                Button("Author") { }
                            }
                            Divider()
                            Button("Delete all", systemImage: "trash") { }
                        } label: {
                            Label("Shelf", systemImage: "books.vertical")
                        }
            """)
        #expect(screen.screen.content.contains { $0.kind == .button }, "the button stays in the content")
        let menu = try #require(Self.menus(screen).first)
        #expect(menu.presentation == .pullDown && menu.itemsAreKnown)
        #expect(menu.button?.title == "Shelf" && menu.button?.icon == "books.vertical")
        #expect(menu.topLevelItems.map(\.item.title) == ["New Shelf", "Sort By", "Delete all"])
        #expect(menu.groupCount == 2 && menu.submenuDepth == 1)
        #expect(Set(Support.violations(screen)) == ["menu.title-case 15:17", "menu.destructive-role 15:17"], "\(Support.violations(screen))")
    }

    @Test func aMenuWithAPrimaryActionIsNotCountedAsAPullDown() throws {
        // A tap adds a shelf; touch and hold shows the two other ways to add one.
        let screen = try Self.read("""
                        Menu("Add Shelf") {
                            Button("Import Shelf") { }
                            Button("Duplicate Shelf") { }
                        } primaryAction: {
                        }
            """)
        let menu = try #require(Self.menus(screen).first)
        #expect(menu.hasPrimaryAction && menu.topLevelItems.count == 2)
        #expect(Support.violations(screen).isEmpty, "\(Support.violations(screen))")
    }

    @Test func aContextMenuWithAPreviewKeepsItsOrderAndRoles() throws {
        let screen = try Self.read("""
                        Text("Moby-Dick")
                            .contextMenu {
                                Button("Delete", systemImage: "trash", role: .destructive) { }
                                Button("Share", systemImage: "square.and.arrow.up") { }
                            } preview: {
                                Text("Moby-Dick")
                            }
            """)
        let menu = try #require(Self.menus(screen).first)
        #expect(menu.presentation == .context && menu.preview == "…")
        #expect(menu.topLevelItems.map(\.item.role) == [.destructive, nil])
        #expect(Support.violations(screen) == ["menu.context-destructive-last 10:21"], "\(Support.violations(screen))")
    }

    @Test func itemsFromDataConditionsAndComputedRolesAreNotGuessed() throws {
        let screen = try Self.read("""
                        Text("Shelf")
                            .contextMenu {
                                ForEach(books, id: \\.self) { book in Button(book) { } }
                                Button("Delete", role: .destructive) { }
                                Button("Rename") { }
                                Button("Archive", role: books.isEmpty ? nil : .destructive) { }
                            }
            """)
        let menu = try #require(Self.menus(screen).first)
        #expect(!menu.itemsAreKnown, "a ForEach over data leaves the list incomplete")
        #expect(menu.topLevelItems.last?.item.role == .unknown, "a computed role is unknown, not nil")
        #expect(Support.violations(screen).isEmpty, "no rule judges the order of an incomplete menu: \(Support.violations(screen))")
    }

    @Test func aSectionIsATitledGroupAndADisabledItemIsRead() throws {
        let screen = try Self.read("""
                        Text("Shelf")
                            .contextMenu {
                                Section("Move") {
                                    Button("To Top") { }
                                    Button("To Bottom") { }
                                }
                                Button("Lend") { }.disabled(true)
                            }
            """)
        let menu = try #require(Self.menus(screen).first)
        guard case .group(let group)? = menu.items.first else { Issue.record("no group"); return }
        #expect(group.title == "Move" && group.items.map(\.title) == ["To Top", "To Bottom"])
        #expect(menu.groupCount == 2)
        #expect(Support.violations(screen) == ["menu.context-hide-unavailable 14:21"], "\(Support.violations(screen))")
    }

    @Test func aMenuStylePickerIsAPopUpButtonWhoseChoiceIsTheApps() throws {
        let screen = try Self.read("""
                        Picker("Order", selection: $order) {
                            Text("Title").tag("Title")
                            Text("Author").tag("Author")
                            Text("Year").tag("Year")
                        }
                        .pickerStyle(.menu)
            """)
        let menu = try #require(Self.menus(screen).first)
        #expect(menu.presentation == .popUp && !menu.selectionIsKnown && menu.itemsAreKnown)
        #expect(menu.topLevelItems.map(\.item.title) == ["Title", "Author", "Year"])
        #expect(Support.violations(screen).isEmpty, "\(Support.violations(screen))")
    }

    @Test func aToolbarMenuIsABarButtonAndItsMenu() throws {
        let text = """
            import SwiftUI

            struct ReadingView: View {
                var body: some View {
                    NavigationStack {
                        Text("Chapter 1")
                            .navigationTitle("Reading")
                            .toolbar {
                                Menu("Actions", systemImage: "ellipsis.circle") {
                                    Button("Export the Notes") { }
                                    Button("Print") { }
                                    Button("Share") { }
                                }
                            }
                    }
                }
            }
            """
        let files = SwiftUIImporter.read([Support.source(text)])
        let screen = try #require(Support.screen("ReadingView", in: files), "\(Support.dump(files))")
        #expect(screen.screen.navigationBar?.items.count == 1, "the menu's button is a bar item")
        #expect(Self.menus(screen).first?.topLevelItems.count == 3)
        #expect(Support.violations(screen) == ["menu.no-articles 10:25"], "\(Support.violations(screen))")
    }
}

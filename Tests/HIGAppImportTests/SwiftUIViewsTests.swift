import HIGAppImport
import HIGControls
import HIGRules
import Testing

/// `DisclosureGroup`, `OutlineGroup` and `TextEditor` read into the model: a group's literal
/// title is judged, its content stays content; a text editor's font is read like a label's;
/// what comes from data is unknown.
@Suite struct SwiftUIViewsTests {
    typealias Support = SwiftUITestSupport

    static func read(_ body: String) throws -> ImportedScreen {
        let text = """
            import SwiftUI

            struct ExportView: View {
                @State private var note = ""
                @State private var open = false
                var body: some View {
                    VStack {
            \(body)
                    }
                }
            }
            """
        let files = SwiftUIImporter.read([Support.source(text)])
        return try #require(Support.screen("ExportView", in: files), "\(Support.dump(files))")
    }

    /// Whether the rule fires on the screen (violations are written `rule line:column`).
    static func fires(_ screen: ImportedScreen, _ rule: String) -> Bool {
        Support.violations(screen).contains { $0.hasPrefix(rule + " ") }
    }

    @Test func aDisclosureGroupKeepsItsTitleAndItsContent() throws {
        let screen = try Self.read("""
                        DisclosureGroup("Advanced Export Options", isExpanded: $open) {
                            Toggle("Embed fonts", isOn: .constant(true))
                        }
            """)
        guard case .disclosureGroup(let group) = screen.screen.content.first else {
            Issue.record("no disclosure group: \(screen.screen.content)")
            return
        }
        #expect(group.title == "Advanced Export Options" && !group.isExpanded && !group.rowsAreKnown)
        #expect(screen.screen.content.dropFirst().map(\.kind) == [.switch], "the toggle inside is still judged")
        #expect(!Self.fires(screen, "disclosure-group.descriptive-title"))
    }

    @Test func aLabelClosureTitlesTheGroup() throws {
        let screen = try Self.read("""
                        DisclosureGroup {
                            Text("Include hidden slides")
                        } label: {
                            Text("Details")
                        }
            """)
        #expect(Self.fires(screen, "disclosure-group.descriptive-title"))
    }

    @Test func aComputedTitleIsNotJudged() throws {
        let screen = try Self.read("""
                        DisclosureGroup(sectionTitle) {
                            Text("Include hidden slides")
                        }
            """)
        #expect(!Self.fires(screen, "disclosure-group.descriptive-title"))
    }

    @Test func anOutlineGroupIsUnknown() throws {
        let screen = try Self.read("""
                        OutlineGroup(folders, children: \\.children) { folder in
                            Text(folder.name)
                        }
            """)
        #expect(screen.screen.content.isEmpty)
        #expect(screen.unknowns.contains { $0.what.en.contains("OutlineGroup") })
    }

    @Test func aTextEditorsFontIsReadLikeALabels() throws {
        let fixed = try Self.read("""
                        TextEditor(text: $note)
                            .font(.system(size: 14))
            """)
        #expect(Self.fires(fixed, "text-view.dynamic-type"))
        let styled = try Self.read("""
                        TextEditor(text: $note)
                            .font(.body)
            """)
        guard case .textView(let view) = styled.screen.content.first else {
            Issue.record("no text view: \(styled.screen.content)")
            return
        }
        #expect(view.textStyle == .body && view.isEditable == true)
        #expect(!Self.fires(styled, "text-view.dynamic-type"))
        let plain = try Self.read("TextEditor(text: $note)")
        #expect(!Self.fires(plain, "text-view.dynamic-type"), "no font: the default body style, not judged")
    }

    static func split(_ view: String) throws -> (ImportedScreen, SplitView) {
        let files = SwiftUIImporter.read([Support.source("import SwiftUI\n\n" + view)])
        let screen = try #require(Support.screen("MailView", in: files), "\(Support.dump(files))")
        guard case .splitView(let split)? = screen.screen.content.first else { throw SplitError.none }
        return (screen, split)
    }

    enum SplitError: Error { case none }

    @Test func aThreeColumnSplitViewsSidebarIsItsLiteralList() throws {
        let (screen, split) = try Self.split("""
            struct MailView: View {
                var body: some View {
                    NavigationSplitView {
                        List {
                            Label("Inbox", systemImage: "tray")
                            Section {
                                Label("Sent", systemImage: "paperplane")
                            }
                            Section("iCloud") {
                                NavigationLink(value: 1) { Label("Receipts", systemImage: "folder") }
                            }
                        }
                        .navigationTitle("Mail")
                    } content: {
                        Text("Messages")
                    } detail: {
                        Text("Message")
                    }
                }
            }
            """)
        #expect(split.sidebar.items.map(\.title) == ["Inbox", "Sent", "iCloud"], "a section without a header adds no level")
        #expect(split.sidebar.items[2].children.map(\.icon) == ["folder"] && split.sidebar.itemsAreKnown && !split.sidebar.selectionIsKnown)
        #expect(split.columnCount == 3 && split.visibility == .automatic)
        #expect(screen.screen.content.count == 1, "the List is the sidebar, not a table as well")
        #expect(screen.screen.navigationBar?.title == "Mail")
        #expect(screen.position(of: ElementPath.root.key("content").index(0).key("split-view").key("sidebar").key("items").index(2)).line == 11, "where the section is written")
    }

    @Test func rowsFromDataAndAComputedVisibilityAreUnknown() throws {
        let (screen, split) = try Self.split("""
            struct MailView: View {
                @Binding var visibility: NavigationSplitViewVisibility
                let boxes: [String]
                var body: some View {
                    NavigationSplitView(columnVisibility: $visibility) {
                        List(boxes, id: \\.self) { box in
                            Text(box)
                        }
                    } detail: {
                        Text("Message")
                    }
                }
            }
            """)
        #expect(!split.sidebar.itemsAreKnown && split.visibility == .automatic)
        #expect(screen.unknowns.contains { $0.what.en == "which columns the split view shows first" })
        #expect(Support.violations(screen).isEmpty, "\(Support.violations(screen))")
    }
}

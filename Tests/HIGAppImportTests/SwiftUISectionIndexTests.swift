import HIGAppImport
import HIGControls
import Testing

/// A `List`'s section index (iOS 26's `.sectionIndexLabel`) is read only when it is written out:
/// literal labels on literal sections, and `.listSectionIndexVisibility(.visible)` on the list.
@Suite struct SwiftUISectionIndexTests {
    typealias Support = SwiftUITestSupport

    static func read(_ list: String) throws -> ImportedScreen {
        let text = """
            import SwiftUI

            struct ContactsView: View {
                let groups: [Group] = []
                var body: some View {
            \(list)
                }
            }
            """
        let files = SwiftUIImporter.read([Support.source(text)])
        return try #require(Support.screen("ContactsView", in: files), "\(Support.dump(files))")
    }

    static func index(_ screen: ImportedScreen) -> [String]? {
        screen.screen.content.compactMap { element -> [String]? in
            if case .table(let table) = element { return table.index }
            return nil
        }.first
    }

    static let sections = """
                List {
                    Section("ㄱ") { Text("김민지") }
                        .sectionIndexLabel("ㄱ")
                    Section("ㅂ") { Text("박서준") }
                        .sectionIndexLabel("ㅂ")
                }
        """

    @Test func literalLabelsShownByTheListAreItsIndex() throws {
        #expect(try Self.index(Self.read(Self.sections + "\n        .listSectionIndexVisibility(.visible)")) == ["ㄱ", "ㅂ"])
    }

    @Test func anythingNotWrittenOutLeavesTheIndexUnknown() throws {
        let unshown = try Self.read(Self.sections)
        #expect(Self.index(unshown) == [] && unshown.unknowns.map(\.what.en).contains("the list's section index"))
        let fromData = try Self.read("""
                    List {
                        ForEach(groups) { group in
                            Section(group.name) { Text(group.first) }
                                .sectionIndexLabel(group.initial)
                        }
                    }
                    .listSectionIndexVisibility(.visible)
            """)
        #expect(Self.index(fromData) == [] && fromData.unknowns.map(\.what.en).contains("the list's section index"))
    }
}

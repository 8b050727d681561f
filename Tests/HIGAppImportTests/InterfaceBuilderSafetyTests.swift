import Foundation
import HIGAppImport
import HIGControls
import Testing

/// Files that are not storyboards, or are hostile: one problem each, no screens, no crash.
@Suite struct InterfaceBuilderSafetyTests {
    static func read(_ bytes: [UInt8]) -> ImportedFile {
        InterfaceBuilderImporter.read(bytes, path: "Bad.storyboard", kind: .storyboard)
    }

    static func read(_ text: String) -> ImportedFile { read(Array(text.utf8)) }

    @Test func malformedXMLIsOneProblemAtTheParsersPosition() {
        let file = Self.read("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document>\n    <scenes>\n        <scene sceneID=\"a\">\n    </scenes>\n</document>\n")
        #expect(file.screens.isEmpty)
        #expect(file.problems.count == 1)
        #expect(file.problems.first?.message.en.hasPrefix("not a well-formed storyboard: ") == true)
        #expect(file.problems.first?.position?.line == 5)
    }

    @Test func aBinaryFileIsOneProblem() {
        let file = Self.read([0x62, 0x70, 0x6C, 0x69, 0x73, 0x74, 0x30, 0x30, 0x00, 0x01, 0x02, 0x03])
        #expect(file.screens.isEmpty)
        #expect(file.problems.map(\.message.en) == ["not a well-formed storyboard: no XML document found (XML error 4)"])
    }

    @Test func textThatIsNotUTF8IsOneProblemAtItsFirstBadByte() {
        // `café` in Latin-1 on line 3.
        let bytes = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document>\n    <label text=\"caf".utf8) + [0xE9]
            + Array("\"/>\n</document>\n".utf8)
        let file = Self.read(bytes)
        #expect(file.screens.isEmpty)
        #expect(file.problems.map(\.position) == [SourcePosition(line: 3, column: 21)])
        #expect(file.problems.map(\.message.en) == ["not a well-formed storyboard: the file is not UTF-8 text (byte 70)"])
    }

    @Test func anEntityBombIsRefusedBeforeParsing() {
        var entities = "<!ENTITY lol \"lol\">\n"
        for level in 1...12 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            entities += "<!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
        }
        let file = Self.read("<?xml version=\"1.0\"?>\n<!DOCTYPE document [\n\(entities)]>\n<document><scenes>&lol12;</scenes></document>\n")
        #expect(file.screens.isEmpty)
        #expect(file.problems.count == 1)
        #expect(file.problems.first?.position == SourcePosition(line: 2, column: 1))
        #expect(file.problems.first?.message.en.contains("<!DOCTYPE>") == true)
    }

    @Test func anExternalEntityIsNeverRead() {
        let file = Self.read("<?xml version=\"1.0\"?>\n<!-- a comment -->\n<!DOCTYPE document [<!ENTITY secret SYSTEM \"file:///etc/passwd\">]>\n<document>&secret;</document>\n")
        #expect(file.screens.isEmpty)
        #expect(file.problems.map(\.position) == [SourcePosition(line: 3, column: 1)])
    }

    @Test func anotherXMLDocumentIsNotAStoryboard() {
        let file = Self.read("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n")
        #expect(file.screens.isEmpty)
        #expect(file.problems.map(\.position) == [SourcePosition(line: 2, column: 1)])
        #expect(file.problems.map(\.message.en) == ["not an Interface Builder document: the root element is <plist>, not <document>"])
    }

    @Test func anEmptyFileIsOneProblem() {
        let file = Self.read([])
        #expect(file.screens.isEmpty)
        #expect(file.problems.count == 1)
    }

    /// libxml2 counts columns in characters: after `와이파이 설정` (17 bytes, 7 scalars) the next
    /// element's column is its scalar column.
    @Test func columnsCountScalarsAfterHangul() throws {
        let line = #"<view key="view" id="Vw1-aa-001"><subviews><label text="와이파이 설정" id="Lb1-aa-001"/><switch on="YES" id="Sw1-aa-001"/></subviews></view>"#
        let file = InterfaceBuilderFixtures.storyboard("""
                    <scene sceneID="Sc1-aa-001"><objects><viewController id="Vc1-aa-001" sceneMemberID="viewController">
            \(line)
                    </viewController></objects></scene>
            """)
        let screen = try #require(file.screens.first)
        let prefix = try #require(line.range(of: "<switch")).lowerBound
        let scalarColumn = line[..<prefix].unicodeScalars.count + 1
        #expect(scalarColumn != line[..<prefix].utf8.count + 1)
        #expect(screen.positions[ElementPath.root.key("content").index(1).key("switch")] == SourcePosition(line: 6, column: scalarColumn))
        #expect(screen.positions[ElementPath.root.key("content").index(0).key("label")] == SourcePosition(line: 6, column: 44))
    }

    /// A start tag over several lines is found at its `<`, not where libxml2 reports it.
    @Test func aTagOverSeveralLinesStartsAtItsLessThan() throws {
        let file = InterfaceBuilderFixtures.storyboard(InterfaceBuilderFixtures.scene("""
                                <switch opaque="NO" contentMode="scaleToFill"
                                        on="YES" id="Sw1-aa-001">
                                    <rect key="frame" x="0.0" y="0.0" width="51" height="31"/>
                                </switch>
            """))
        let screen = try #require(file.screens.first)
        #expect(screen.positions[ElementPath.root.key("content").index(0).key("switch")] == SourcePosition(line: 11, column: 21))
    }

    /// A generated storyboard of about 5 MB reads quickly (linear: look-ups by id, one walk per
    /// tag): five tabs, each a navigation controller whose root pushes a long chain of scenes.
    @Test func aLargeStoryboardReadsInOnePass() throws {
        let count = 2_500
        var scenes = ""
        var segues = ""
        for tab in 0..<5 {
            segues += "<segue destination=\"Nv\(tab)\" kind=\"relationship\" relationship=\"viewControllers\" id=\"Sg\(tab)\"/>\n"
            scenes += """
                <scene sceneID="Ns\(tab)"><objects><navigationController id="Nv\(tab)" sceneMemberID="viewController">
                <tabBarItem key="tabBarItem" title="탭 \(tab)" image="star" id="I\(tab)"/>
                <navigationBar key="navigationBar" largeTitles="YES" id="Nb\(tab)"/>
                <connections><segue destination="Vc\(tab)" kind="relationship" relationship="rootViewController" id="Rs\(tab)"/></connections>
                </navigationController></objects></scene>

                """
        }
        for index in 0..<count {
            var rows = ""
            for row in 0..<8 {
                rows += """
                    <tableViewCell style="IBUITableViewCellStyleDefault" textLabel="L\(index)-\(row)" id="C\(index)-\(row)"><tableViewCellContentView key="contentView" id="V\(index)-\(row)"><subviews><label text="설정 항목 \(row)" id="L\(index)-\(row)"><fontDescription key="fontDescription" type="system" pointSize="17"/></label><switch on="YES" id="S\(index)-\(row)"/></subviews></tableViewCellContentView></tableViewCell>

                    """
            }
            // Scene n pushes scene n + 5: five chains of 500 scenes.
            let push = index + 5 < count ? "<connections><segue destination=\"Vc\(index + 5)\" kind=\"show\" id=\"Ps\(index)\"/></connections>" : ""
            scenes += """
                <scene sceneID="Sc\(index)"><objects><tableViewController title="화면 \(index)" id="Vc\(index)" sceneMemberID="viewController">
                <tableView key="view" dataMode="static" style="insetGrouped" id="T\(index)"><sections><tableViewSection id="Se\(index)"><cells>
                \(rows)</cells></tableViewSection></sections></tableView>
                <navigationItem key="navigationItem" title="화면 \(index)" id="N\(index)"/>\(push)
                </tableViewController></objects></scene>

                """
        }
        let tabs = "<scene sceneID=\"Tabs\"><objects><tabBarController id=\"Tb\" sceneMemberID=\"viewController\"><connections>\n\(segues)</connections></tabBarController></objects></scene>\n"
        #expect((tabs + scenes).utf8.count > 5_000_000)
        let file = InterfaceBuilderFixtures.storyboard(tabs + scenes)
        #expect(file.problems.isEmpty)
        #expect(file.screens.count == count + 1)
        let last = try #require(file.screens.last?.screen)
        #expect(last.tabBar?.items.count == 5)
        #expect(last.tabBar?.selected == 4)
        #expect(last.navigationBar == NavigationBar(title: "화면 \(count - 1)", largeTitle: true, backButton: .init(title: "화면 \(count - 6)")))
        #expect(last.content == [.table(Table(style: .insetGrouped, rows: (0..<8).map {
            Table.Row(title: "설정 항목 \($0)", accessory: .switch, isOn: true)
        }))])
    }
    /// Ten thousand views inside each other overflowed the stack of the readers that walk them
    /// (issue 34): elements nested past 256 levels (libxml2's own default bound) are one problem
    /// at the element that goes past, found while parsing, before any tree is built.
    @Test func aXIBNestedTenThousandDeepIsOneProblem() {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\">\n<objects>\n"
            + String(repeating: "<view><subviews>\n", count: 5_000) + String(repeating: "</subviews></view>\n", count: 5_000) + "</objects>\n</document>\n"
        let file = InterfaceBuilderImporter.read(Array(text.utf8), path: "Deep.xib", kind: .xib)
        #expect(file.screens.isEmpty)
        #expect(file.problems.map(\.position) == [SourcePosition(line: 131, column: 1)])
        #expect(file.problems.map(\.message.en) == ["not a well-formed storyboard: elements nested more than 256 levels deep; "
                                                    + "Interface Builder writes far fewer, and higsite reads no deeper"])
    }

    /// libxml2 refuses a document handed to it whole past 10,000,000 bytes (XML error 1, "huge
    /// input lookup") unless told it may be huge, which FoundationXML's XMLParser cannot say: the
    /// file goes to the parser in pieces instead, and a storyboard of 11 MB is read.
    @Test func aStoryboardOverTenMegabytesIsRead() throws {
        // Comments make up the size: libxml2 passes over them quickly, and so does this test.
        let padding = "<!--" + String(repeating: "설정 화면의 설명 ", count: 160_000) + "-->\n"
        var scenes = ""
        for index in 0..<3 {
            scenes += padding + InterfaceBuilderFixtures.scene(#"<switch on="YES" id="Sw\#(index)-aa-001"/>"#)
                .replacingOccurrences(of: "1-aa-001\"", with: "\(index)-aa-001\"")
        }
        let file = InterfaceBuilderFixtures.storyboard(scenes)
        #expect(padding.utf8.count * 3 > 11_000_000)
        #expect(file.problems.isEmpty, "\(file.problems)")
        #expect(file.screens.count == 3)
        #expect(file.screens.last?.screen.content == [.switch(Switch(isOn: true))])
    }
}

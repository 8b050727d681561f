import HIGAppImport
import HIGControls
import HIGRules
import Testing

/// XIBs: a screen per top-level view; a cell stands as a table of one row.
@Suite struct InterfaceBuilderXIBTests {
    @Test func aLoginViewWithATinyButtonAndSmallPrint() throws {
        let file = try InterfaceBuilderFixtures.read("LoginView.xib")
        #expect(file.problems.isEmpty)
        #expect(file.screens.map(\.name) == ["view \"LoginView\""])
        let login = try #require(file.screens.first)
        #expect(login.position == SourcePosition(line: 18, column: 9))
        #expect(login.screen.content == [
            .label(Label(text: "로그인", fontSize: 34)),
            .textField(TextField(contentType: .text, keyboard: .email, placeholder: "이메일")),
            .textField(TextField(contentType: .password, isSecure: true, placeholder: "암호")),
            .button(Button(title: "로그인", style: .filled, size: Size(width: 345, height: 50))),
            .button(Button(icon: "questionmark.circle", size: Size(width: 24, height: 24), accessibilityLabel: "도움말")),
            .label(Label(text: "버전 3.2 (빌드 418)", fontSize: 9, sizing: .fixed)),
        ])
        // The size is written in the button's `<rect key="frame">`, the font size in its `<fontDescription>`.
        // The help button shows only an icon, named for VoiceOver by its accessibility inspector.
        // The small print's font is given in points, not as a text style: it does not scale.
        #expect(InterfaceBuilderFixtures.violations(login) == ["button.hit-target@44:21", "label.dynamic-type@50:21", "label.legible-size@50:21"])
        #expect(login.unknowns.isEmpty)
    }

    @Test func aCellIsATableOfOneRow() throws {
        let file = try InterfaceBuilderFixtures.read("ToggleCell.xib")
        let cell = try #require(file.screens.first)
        #expect(file.screens.map(\.name) == ["tableViewCell \"ToggleCell\""])
        #expect(cell.screen.content == [.table(Table(rows: [Table.Row(title: "자동 잠금", detail: "끔", accessory: .switch, isOn: false)]))])
        #expect(InterfaceBuilderFixtures.violations(cell) == ["switch.no-state-label@29:29"])
    }

    @Test func theFilesOwnerNamesAnUnnamedView() {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="ipad10_9rounded" orientation="landscape" layout="fullscreen" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="PlayerViewController"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="Pl1-yr-V01">
                        <rect key="frame" x="0.0" y="0.0" width="1180" height="820"/>
                        <subviews>
                            <collectionViewCell opaque="NO" contentMode="center" id="Ig1-cl-C01"/>
                        </subviews>
                    </view>
                    <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="Th1-cl-C01" customClass="ThumbnailCell">
                        <rect key="frame" x="0.0" y="0.0" width="30" height="30"/>
                        <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="Th1-cv-C01">
                            <rect key="frame" x="0.0" y="0.0" width="30" height="30"/>
                        </collectionViewCellContentView>
                    </collectionViewCell>
                </objects>
            </document>
            """
        let file = InterfaceBuilderImporter.read(Array(text.utf8), path: "Player.xib", kind: .xib)
        #expect(file.screens.map(\.name) == ["view \"PlayerViewController\"", "collectionViewCell \"ThumbnailCell\""])
        #expect(file.screens.first?.screen.device == .iPad)
        #expect(file.screens.first?.screen.orientation == .landscape)
        let thumbnail = file.screens[1]
        #expect(thumbnail.screen.content == [.collection(Collection(items: [Collection.Item(size: Size(width: 30, height: 30))]))])
        #expect(InterfaceBuilderFixtures.violations(thumbnail) == ["collection.item-size@14:13"])
    }

    @Test func aTablesHeaderAndFooterViewsAreRead() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="AccountViewController"/>
                    <tableView clipsSubviews="YES" contentMode="scaleToFill" style="insetGrouped" dataMode="prototypes" id="Tb1-vw-001">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <searchBar key="tableHeaderView" contentMode="redraw" placeholder="Search accounts" id="Sb1-br-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="56"/>
                        </searchBar>
                        <view key="tableFooterView" contentMode="scaleToFill" id="Ft1-vw-001">
                            <rect key="frame" x="0.0" y="200" width="393" height="80"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="Bt1-bt-001">
                                    <rect key="frame" x="150" y="10" width="90" height="27"/>
                                    <state key="normal" title="Sign Up Here"/>
                                </button>
                            </subviews>
                        </view>
                    </tableView>
                </objects>
            </document>
            """
        let file = InterfaceBuilderImporter.read(Array(text.utf8), path: "Account.xib", kind: .xib)
        let screen = try #require(file.screens.first)
        // The search bar above the rows, the footer's button below them, each where it is written.
        #expect(screen.screen.content.map(\.kind) == [.searchBar, .table, .button], "\(screen.screen.content)")
        #expect(InterfaceBuilderFixtures.violations(screen) == ["button.hit-target@14:25"], "at the frame the size is written in")
    }

    @Test func aLaunchScreenGivesNoScreens() {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" launchScreen="YES" initialViewController="Vc1">
                <scenes>
                    <scene sceneID="Sc1">
                        <objects>
                            <viewController id="Vc1" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Vw1">
                                    <subviews>
                                        <label text="" id="Lb1"><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let file = InterfaceBuilderImporter.read(Array(text.utf8), path: "Launch Screen.storyboard", kind: .storyboard)
        #expect(file.screens.isEmpty && file.problems.isEmpty)
        let shown = InterfaceBuilderImporter.read(Array(text.replacingOccurrences(of: " launchScreen=\"YES\"", with: "").utf8),
                                                  path: "Main.storyboard", kind: .storyboard)
        #expect(shown.screens.count == 1, "the same scene outside a launch screen is read")
    }

    @Test func whatTheViewControllersCodeSetsThroughAnOutletIsUnknown() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="TimerSheet">
                        <connections>
                            <outlet property="tenMinutesButton" destination="Bt1" id="Ot1"/>
                            <outlet property="skipButton" destination="Bt2" id="Ot2"/>
                            <outlet property="noteLabel" destination="Lb1" id="Ot3"/>
                        </connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="Vw1">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
                            <button buttonType="system" id="Bt1"><state key="normal" title="10 minutes"/></button>
                            <button id="Bt2"><state key="normal" image="skip-forward"/></button>
                            <label text="Sleeps when the episode ends" id="Lb1"><fontDescription key="fontDescription" type="system" pointSize="15"/></label>
                            <button id="Bt3"><state key="normal" image="rewind"/></button>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let code = """
            final class TimerSheet: UIViewController {
                @IBOutlet var tenMinutesButton: UIButton! { didSet { tenMinutesButton.setTitle(Strings.tenMinutes, for: .normal) } }
                @IBOutlet var skipButton: UIButton!
                @IBOutlet var noteLabel: UILabel!
                override func viewDidLoad() {
                    skipButton?.accessibilityLabel = Strings.skip
                    noteLabel.font = .preferredFont(forTextStyle: .footnote)
                }
            }
            """
        let setInCode = OutletsSetInCode(swiftSources: [Array(code.utf8)])
        #expect(setInCode.properties(ofOutlet: "tenMinutesButton") == [.title])
        #expect(setInCode.properties(ofOutlet: "skipButton") == [.accessibilityLabel])
        #expect(setInCode.properties(ofOutlet: "noteLabel") == [.font])
        // Read, not set: `label.font.pointSize`, `button.accessibilityLabel == nil`.
        let reads = OutletsSetInCode(swiftSources: [Array("let size = noteLabel.font.pointSize\nif skipButton.accessibilityLabel == nil { }".utf8)])
        #expect(reads.properties(ofOutlet: "noteLabel").isEmpty && reads.properties(ofOutlet: "skipButton").isEmpty)
        // Scoped by the class the outlet belongs to, when code declares it: another class's
        // `titleLabel.font = …` says nothing of this one's.
        let two = OutletsSetInCode(swiftSources: [Array("final class A: UIViewController { func f() { titleLabel.font = .body } }".utf8),
                                                  Array("class B: UIViewController { @IBOutlet var titleLabel: UILabel! }".utf8)])
        #expect(two.properties(ofOutlet: "titleLabel", owner: "A") == [.font])
        #expect(two.properties(ofOutlet: "titleLabel", owner: "B").isEmpty)
        #expect(two.properties(ofOutlet: "titleLabel", owner: "C") == [.font], "a class no file declares: any file")
        let read = try #require(InterfaceBuilderImporter.read(Array(text.utf8), path: "TimerSheet.xib", kind: .xib, setInCode: setInCode).screens.first)
        // Only the button no code names is judged: it shows an icon with no label.
        #expect(InterfaceBuilderFixtures.violations(read) == ["button.accessibility-label@17:17"], "\(read.screen.content)")
        #expect(read.unknowns.map(\.what.en) == ["the button's title", "the button's accessibility label", "the device"])
        // Without the code, the file's placeholders are judged.
        let alone = try #require(InterfaceBuilderImporter.read(Array(text.utf8), path: "TimerSheet.xib", kind: .xib).screens.first)
        #expect(InterfaceBuilderFixtures.violations(alone) == ["button.accessibility-label@15:17", "button.accessibility-label@17:17",
                                                             "button.title-case@14:54", "label.dynamic-type@16:69"])
    }

    @Test func aTextFieldWhoseReturnKeySaysSearchIsASearchField() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view contentMode="scaleToFill" id="Vw1">
                        <subviews>
                            <textField placeholder="Find" clearButtonMode="whileEditing" id="Tf1">
                                <textInputTraits key="textInputTraits" returnKeyType="search"/>
                            </textField>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let screen = try #require(InterfaceBuilderImporter.read(Array(text.utf8), path: "FindBar.xib", kind: .xib).screens.first)
        #expect(InterfaceBuilderFixtures.violations(screen) == ["text-field.use-search-bar@7:21"])
    }
}

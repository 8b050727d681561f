import HIGAppImport
import HIGControls
import Testing

/// A control's size in a storyboard is the app's choice only where the control's own constraints
/// fix it: the frame Interface Builder writes is the standard size otherwise.
@Suite struct InterfaceBuilderConstraintTests {
    static func segmented(_ constraints: String, outlet: String = "") throws -> SegmentedControl {
        let control = """
            <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" id="Seg-aa-001">
                <rect key="frame" x="16" y="120" width="150" height="32"/>
                <constraints>\(constraints)</constraints>
                <segments><segment title="M"/><segment title="T"/><segment title="W"/></segments>
            </segmentedControl>
            """
        let file = InterfaceBuilderFixtures.storyboard(InterfaceBuilderFixtures.scene(control, extra: outlet))
        let screen = try #require(file.screens.first)
        guard case .segmentedControl(let read)? = screen.screen.content.first else { throw ReadError.notSegmented }
        return read
    }

    enum ReadError: Error { case notSegmented }

    @Test func ownConstantsAreTheChosenSize() throws {
        let both = try Self.segmented(#"<constraint firstAttribute="width" constant="120" id="w"/><constraint firstAttribute="height" constant="28" id="h"/>"#)
        #expect(both.size == Size(width: 120, height: 28) && both.width == nil)
        let width = try Self.segmented(#"<constraint firstAttribute="width" constant="120" id="w"/>"#)
        #expect(width.size == nil && width.width == 120)
    }

    @Test func constraintsThatFixNothingLeaveTheStandardSize() throws {
        let none = [
            #"<constraint firstAttribute="height" constant="28" id="h"/>"#,  // the height alone: the width is the standard one
            #"<constraint firstAttribute="width" relation="greaterThanOrEqual" constant="120" id="w"/>"#,
            #"<constraint firstAttribute="width" priority="750" constant="120" id="w"/>"#,
            #"<constraint firstAttribute="width" secondItem="Seg-aa-001" secondAttribute="height" multiplier="4" id="w"/>"#,
            "",
        ]
        for constraints in none {
            let read = try Self.segmented(constraints)
            #expect(read.size == nil && read.width == nil, "\(constraints)")
        }
        // A constant the code reaches through an outlet (`widthConstraint.constant = …`).
        let outlet = #"<connections><outlet property="widthConstraint" destination="w" id="o"/></connections>"#
        let reached = try Self.segmented(#"<constraint firstAttribute="width" constant="120" id="w"/>"#, outlet: outlet)
        #expect(reached.width == nil)
    }
}

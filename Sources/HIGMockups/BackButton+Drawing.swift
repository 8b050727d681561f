import HIGControls

extension NavigationBar.BackButton {
    /// How many times the title is drawn in a breadcrumb: the segments, at most as many as a
    /// decoded screen may have (`NumberRange.backSegments`), so that a screen built in Swift with
    /// a huge count cannot make a drawing allocate without end.
    var drawnSegments: Int {
        min(segments, Int(NumberRange.backSegments.upperBound))
    }
}

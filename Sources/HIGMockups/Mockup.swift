import HIGControls

/// What a mockup says about its screen: a passing example ("do"), a failing one ("don't"), or
/// nothing (a plain illustration).
package enum MockupVerdict: Sendable, Hashable {
    case passes, fails
}

/// An element to outline on the mockup, with the number its message has in the caption.
package struct MockupMark: Sendable, Hashable {
    package var element: ElementPath
    package var number: Int

    package init(element: ElementPath, number: Int) {
        self.element = element
        self.number = number
    }
}

/// Draws a screen of the control model as SVG (for the web) or ASCII (for terminals).
///
/// The same `Screen` value the rules check is drawn, so a picture is always what the verdict is
/// about. A screen that is only one control is drawn on its own; anything with bars or several
/// elements is drawn in a device frame.
package enum Mockup {
    /// An accessible, self-contained SVG: `role="img"`, a localised `<title>` and `<desc>`, colours
    /// through classes that follow the reader's light or dark appearance.
    package static func svg(_ screen: Screen, language: Language, title: String, description: String? = nil,
                           marks: [MockupMark] = [], verdict: MockupVerdict? = nil, style: BarStyle = .glass) -> String {
        var renderer = SVGScreenRenderer(screen: screen, language: language, style: style)
        return renderer.render(title: title, description: description ?? Describer.describe(screen, language: language),
                               marks: marks, verdict: verdict)
    }

    /// Box-drawing text for a terminal, aligned by display width (Hangul takes two columns).
    package static func ascii(_ screen: Screen, language: Language, marks: [MockupMark] = [], style: BarStyle = .glass) -> String {
        ASCIIScreenRenderer(screen: screen, language: language, marks: marks, style: style).render()
    }
}

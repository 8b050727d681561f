/// A Dynamic Type text style: text set in one grows and shrinks with the text size people choose
/// in Settings.
public enum TextStyle: String, KebabCaseEnum {
    case largeTitle = "large-title"
    case title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The style's point size at the default text size (Large) on iPhone: what a label in this
    /// style measures before anyone changes the setting.
    public var defaultSize: Double {
        switch self {
        case .largeTitle: 34
        case .title1: 28
        case .title2: 22
        case .title3: 20
        case .headline, .body: 17
        case .callout: 16
        case .subheadline: 15
        case .footnote: 13
        case .caption1: 12
        case .caption2: 11
        }
    }
}

/// The range of every number of the control model, in one place: the decoders check against
/// these, docs/mockups.md lists them, and the renderers may rely on them.
///
/// Where the system sets a limit it is used; elsewhere the bound is higsite's own choice, wide
/// enough for every value a designer means, including the wrong ones a rule exists to flag
/// (a progress of 60, a minute interval of 45, a countdown of 36 hours), and small enough that
/// no sum or product of them overflows or allocates much.
extension NumberRange {
    /// Widths and heights of sizes (`44x44`): buttons, bar items, collection items, image frames.
    /// higsite's choice: far beyond any screen (an iPad is 1366 pt long), still a drawable figure.
    public static let points = NumberRange(0, 10_000, unit: "points")

    /// A channel of a colour written `{red, green, blue}`: sRGB, 0 to 1 (`#RRGGBB` is 0 to FF).
    public static let colorChannel = NumberRange(0, 1)

    /// A label's `font-size`. higsite's choice: 1 pt up to ten times the largest system text
    /// style; the legible-size rule flags anything below 11 pt.
    public static let fontSize = NumberRange(1, 1_000, unit: "points")

    /// A progress bar's `progress`, a fraction from 0 to 1. higsite's choice: ±100, so a percentage
    /// written by mistake (`60`) decodes and the progress-range rule explains it.
    public static let progress = NumberRange(-100, 100)

    /// How long a status bar's network activity lasts. higsite's choice: up to a day.
    public static let seconds = NumberRange(0, 86_400, unit: "seconds")

    /// A date picker's `minute-interval`. The system takes 1–30 minutes that divide 60; an hour
    /// is allowed so the minute-interval rule can flag 45 or 60 rather than the decoder.
    public static let minuteInterval = NumberRange.whole(1...60, unit: "minutes")

    /// The hours of a countdown (`H:MM`). higsite's choice: two digits; the countdown-limit rule
    /// flags anything past 23:59.
    public static let countdownHours = NumberRange.whole(0...99, unit: "hours")

    /// A page control's `pages`. higsite's choice: 1000; the rules flag more than 10 dots and
    /// more than 20 pages.
    public static let pages = NumberRange.whole(0...1_000)

    /// The `segments` of a back button. higsite's choice: a breadcrumb of 20 screens at most;
    /// the single-segment-back rule flags more than one.
    public static let backSegments = NumberRange.whole(1...20)

    /// A scroll view's `min-zoom` and `max-zoom` scales. higsite's choice: 1/100 to 100 times.
    public static let zoomScale = NumberRange(0.01, 100)

    /// `value`, `min` and `max` of sliders and steppers, in the app's own unit. higsite's choice:
    /// a billion either way.
    public static let controlValue = NumberRange(-1_000_000_000, 1_000_000_000)

    /// A stepper's `step`: more than 0 (the system refuses 0 and less), at most a billion.
    public static let step = NumberRange(0, 1_000_000_000, excludingLowerBound: true)

    /// How many items a menu holds, its groups' and submenus' included. higsite's choice: 200, far
    /// past any menu people scan; the menu-length rules flag much less.
    public static let menuItems = NumberRange.whole(0...200, unit: "items")

    /// How many levels of submenus open below a menu. higsite's choice: 5; the submenu-depth rule
    /// flags more than one.
    public static let menuDepth = NumberRange.whole(0...5, unit: "levels")

    /// `selected` and `current`: the index of one of `count` items (`tabs`, `segments`, `pages`);
    /// 0 when there are none, the default.
    public static func index(among count: Int, of items: String) -> NumberRange {
        count > 0
            ? NumberRange(0, Double(count - 1), whole: true, note: "the index of one of \(count) \(items)")
            : NumberRange(0, 0, whole: true, note: "there are no \(items)")
    }
}

extension NumberRange {
    /// A sheet's custom detent in points (`presentationDetents([.height(240)])`).
    public static let detentHeight = NumberRange(0, 2_000, excludingLowerBound: true, unit: "points")
    /// A sheet's custom detent as a share of its full height (`.fraction(0.3)`).
    public static let detentFraction = NumberRange(0, 1, excludingLowerBound: true)
    /// A popover's width or height (`preferredContentSize`, `.frame` of its content).
    public static let popoverSize = NumberRange(1, 2_000, unit: "points")
}

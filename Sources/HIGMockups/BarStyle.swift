/// How a mockup draws bars. The rules see the same screen either way: the style is only the
/// picture.
///
/// - `glass`, the default, is today's design (iOS 26 and later): bar items sit on Liquid Glass
///   capsules that float above the content, with no bar background or hairline behind them, and
///   the tab bar is a capsule inset from the screen's edges.
/// - `classic` is the design of iOS 7 to iOS 18: navigation bars, toolbars and tab bars run edge
///   to edge on a translucent background, with a hairline between bar and content. The content's
///   history notes draw their examples this way (`style: classic` in a mockup fence).
package enum BarStyle: String, Sendable, CaseIterable {
    case glass, classic
}

import HIGControls

/// Lays out and draws a screen in points, with iOS proportions: 44 pt status bar (24 on iPad),
/// 44 pt navigation bar (96 with a large title), 49 pt tab bar, 44 pt toolbar, 44 pt rows.
struct SVGScreenRenderer {
    let screen: Screen
    let language: Language
    let style: BarStyle
    var svg = SVGBuilder()
    /// Where each element was drawn, by path, for outlining violations.
    var frames: [(path: ElementPath, frame: Rect)] = []

    static let margin = 16.0
    var isSingleControl: Bool {
        screen.statusBar == nil && screen.navigationBar == nil && screen.tabBar == nil && screen.toolbar == nil && screen.content.count == 1
    }

    /// A split view on iPad takes the screen's width even alone: its columns are the point.
    var showsColumns: Bool {
        screen.device == .iPad && screen.content.contains { if case .splitView = $0 { true } else { false } }
    }

    init(screen: Screen, language: Language, style: BarStyle = .glass) {
        self.screen = screen
        self.language = language
        self.style = style
    }

    mutating func render(title: String, description: String, marks: [MockupMark], verdict: MockupVerdict?) -> String {
        // A sheet alone keeps its device's width: an iPad sheet is shaped by the screen.
        let presents = screen.content.count == 1 && screen.content[0].kind == .sheet
        let width = isSingleControl && !showsColumns && !presents ? min(screen.width, 393) : screen.width
        var body = SVGScreenRenderer(screen: screen, language: language, style: style)
        let height = body.drawScreen(width: width)
        frames = body.frames

        let captionHeight = verdict == nil ? 0.0 : 34.0
        let frameInset = isSingleControl ? 0.0 : 10.0
        let totalWidth = width + 2 * frameInset
        let totalHeight = height + 2 * frameInset + captionHeight
        svg.open("svg", [("xmlns", "http://www.w3.org/2000/svg"), ("viewBox", "0 0 \(SVGBuilder.number(totalWidth)) \(SVGBuilder.number(totalHeight))"),
                         ("width", SVGBuilder.number(totalWidth)), ("height", SVGBuilder.number(totalHeight)),
                         ("role", "img"), ("class", "hig-mockup")])
        svg.element("title", [], text: title)
        svg.element("desc", [], text: description)
        svg.raw(trusted: MockupStyle.css)
        if isSingleControl {
            svg.rect(Rect(x: 0, y: 0, width: totalWidth, height: height), radius: 12, className: "hm-canvas")
        } else {
            svg.rect(Rect(x: 0, y: 0, width: totalWidth, height: height + 2 * frameInset), radius: 34, className: "hm-device")
            svg.rect(Rect(x: frameInset, y: frameInset, width: width, height: height), radius: 26, className: "hm-bg")
        }
        svg.open("g", [("transform", frameInset > 0 ? "translate(\(SVGBuilder.number(frameInset)) \(SVGBuilder.number(frameInset)))" : nil)])
        svg.append(body.svg)
        drawMarks(marks)
        svg.close("g")
        if let verdict {
            drawVerdict(verdict, at: Point(x: 0, y: height + 2 * frameInset + 6), width: totalWidth)
        }
        svg.close("svg")
        return svg.markup
    }

    // MARK: - Screen

    /// Draws the whole screen from the top and returns its height.
    mutating func drawScreen(width: Double) -> Double {
        var y = 0.0
        if let statusBar = screen.statusBar {
            let height = screen.device == .iPad ? 24.0 : 44.0
            drawStatusBar(statusBar, in: Rect(x: 0, y: y, width: width, height: height))
            y += height
        }
        if let tabBar = screen.tabBar, tabBarIsOnTop {
            drawTopTabBar(tabBar, in: Rect(x: 0, y: y, width: width, height: 44))
            y += 44
        }
        if let bar = screen.navigationBar {
            let height = bar.largeTitle ? 96.0 : 44.0
            drawNavigationBar(bar, in: Rect(x: 0, y: y, width: width, height: height))
            y += height
        }
        let contentTop = y
        y += isSingleControl ? 12 : 8
        let contentPath = ElementPath.root.key("content")
        for (position, element) in screen.content.enumerated() {
            let path = contentPath.index(position).key(element.kind.rawValue)
            y += drawElement(element, at: y, width: width, path: path)
            y += 8
        }
        y += isSingleControl ? 4 : 8
        if !isSingleControl { y = max(y, contentTop + 120) }
        if let toolbar = screen.toolbar {
            drawToolbar(toolbar, in: Rect(x: 0, y: y, width: width, height: 44))
            y += 44
        }
        if let tabBar = screen.tabBar, !tabBarIsOnTop {
            drawTabBar(tabBar, in: Rect(x: 0, y: y, width: width, height: 49))
            y += 49
        }
        // Glass bars float: room below them, clear of the screen's rounded corners.
        if style == .glass, screen.toolbar != nil || (screen.tabBar != nil && !tabBarIsOnTop) { y += 10 }
        return y
    }

    mutating func record(_ path: ElementPath, _ frame: Rect) {
        frames.append((path, frame))
    }

    // MARK: - Bars

    mutating func drawStatusBar(_ bar: StatusBar, in frame: Rect) {
        record(ElementPath.root.key("status-bar"), frame)
        // A described background is drawn as it is; without one the bar sits on the themed
        // system background and its text follows the appearance too.
        if let background = bar.background {
            svg.element("rect", [("x", "0"), ("y", SVGBuilder.number(frame.y)), ("width", SVGBuilder.number(frame.width)),
                                 ("height", SVGBuilder.number(frame.height)), ("fill", background.description)])
        }
        guard bar.visibility == .visible else { return }
        let ink = bar.background == nil ? "hm-label" : bar.style == .darkContent ? "hm-ink-dark" : "hm-ink-light"
        let baseline = frame.maxY - (screen.device == .iPad ? 7 : 14)
        svg.text("9:41", at: Point(x: 28, y: baseline), size: 15, className: ink, weight: 600)
        // Signal bars, Wi-Fi wedge and battery on the right.
        let right = frame.maxX - 24
        svg.rect(Rect(x: right - 25, y: baseline - 11, width: 22, height: 11), radius: 3, className: ink + "-stroke")
        svg.rect(Rect(x: right - 23, y: baseline - 9, width: 16, height: 7), radius: 1.5, className: ink)
        for bar in 0..<4 {
            let height = 3.0 + Double(bar) * 2.3
            svg.rect(Rect(x: right - 62 + Double(bar) * 4.5, y: baseline - height, width: 3, height: height), radius: 0.8, className: ink)
        }
        if bar.networkActivity != nil {
            record(ElementPath.root.key("status-bar").key("network-activity"), Rect(x: 70, y: baseline - 12, width: 14, height: 14))
            drawSpinner(center: Point(x: 77, y: baseline - 5), radius: 6, className: ink)
        }
    }

    // MARK: - Marks and verdicts

    /// The frame drawn for `path`, or for its nearest drawn ancestor (a rule may name a detail,
    /// such as `status-bar.style`, of something drawn as one piece).
    func frame(for path: ElementPath) -> Rect? {
        var components = path.components
        while !components.isEmpty {
            let candidate = ElementPath(components)
            if let match = frames.last(where: { $0.path == candidate }) { return match.frame }
            components.removeLast()
        }
        return nil
    }

    mutating func drawMarks(_ marks: [MockupMark]) {
        for mark in marks {
            guard let frame = frame(for: mark.element) else { continue }
            let outline = frame.insetBy(-3, -3)
            svg.rect(outline, radius: 8, className: "hm-mark")
            let center = Point(x: max(11, outline.minX), y: max(11, outline.minY))
            svg.circle(center: center, radius: 10, className: "hm-mark-badge")
            svg.text(String(mark.number), at: Point(x: center.x, y: center.y + 4.5), size: 13, className: "hm-mark-number", anchor: .middle, weight: 700)
        }
    }

    mutating func drawVerdict(_ verdict: MockupVerdict, at origin: Point, width: Double) {
        let passes = verdict == .passes
        let label = passes ? (language == .ko ? "이렇게 하세요" : "Do") : (language == .ko ? "이렇게 하지 마세요" : "Don’t")
        let className = passes ? "hm-do" : "hm-dont"
        svg.circle(center: Point(x: origin.x + 12, y: origin.y + 12), radius: 11, className: className)
        if passes {
            svg.path("M \(SVGBuilder.number(origin.x + 6.5)) \(SVGBuilder.number(origin.y + 12.5)) l 4 4 l 7.5 -8.5", className: "hm-on-mark")
        } else {
            svg.path("M \(SVGBuilder.number(origin.x + 7.5)) \(SVGBuilder.number(origin.y + 7.5)) l 9 9 m 0 -9 l -9 9", className: "hm-on-mark")
        }
        svg.text(label, at: Point(x: origin.x + 30, y: origin.y + 17), size: 15, className: className + "-text", weight: 700, maxWidth: width - 34)
    }
}

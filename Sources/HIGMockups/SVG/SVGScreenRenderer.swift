import HIGControls

/// Lays out and draws a screen in points, with iOS proportions: 44 pt status bar (24 on iPad),
/// 44 pt navigation bar (96 with a large title), 49 pt tab bar, 44 pt toolbar, 44 pt rows.
struct SVGScreenRenderer {
    let screen: Screen
    let language: Language
    var svg = SVGBuilder()
    /// Where each element was drawn, by path, for outlining violations.
    var frames: [(path: ElementPath, frame: Rect)] = []

    static let margin = 16.0
    var isSingleControl: Bool {
        screen.statusBar == nil && screen.navigationBar == nil && screen.tabBar == nil && screen.toolbar == nil && screen.content.count == 1
    }

    init(screen: Screen, language: Language) {
        self.screen = screen
        self.language = language
    }

    mutating func render(title: String, description: String, marks: [MockupMark], verdict: MockupVerdict?) -> String {
        let width = isSingleControl ? min(screen.width, 393) : screen.width
        var body = SVGScreenRenderer(screen: screen, language: language)
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
        if let tabBar = screen.tabBar {
            drawTabBar(tabBar, in: Rect(x: 0, y: y, width: width, height: 49))
            y += 49
        }
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

    mutating func drawNavigationBar(_ bar: NavigationBar, in frame: Rect) {
        let path = ElementPath.root.key("navigation-bar")
        record(path, frame)
        svg.rect(frame, className: "hm-bar")
        svg.line(from: Point(x: frame.minX, y: frame.maxY), to: Point(x: frame.maxX, y: frame.maxY), className: "hm-sep")
        let rowMidY = frame.minY + 22
        var leftEdge = 8.0
        if let back = bar.backButton {
            let label = back.segments > 1 ? Array(repeating: back.title, count: back.drawnSegments).joined(separator: " › ") : back.title
            let width = min(TextMetrics.width(label, fontSize: 17) + 24, frame.width / 3)
            record(path.key("back"), Rect(x: 4, y: frame.minY + 4, width: width, height: 36))
            svg.path("M \(SVGBuilder.number(leftEdge + 12)) \(SVGBuilder.number(rowMidY - 10)) l -9 10 l 9 10", className: "hm-tint-stroke")
            svg.text(label, at: Point(x: leftEdge + 20, y: rowMidY + 6), size: 17, className: "hm-tint-text", maxWidth: width - 24)
            leftEdge += width
        }
        var rightEdge = frame.maxX - Self.margin
        for (position, item) in bar.items.enumerated().reversed() {
            let width = drawBarItem(item, trailingAt: rightEdge, midY: rowMidY, path: path.key("items").index(position))
            rightEdge -= width + 12
        }
        if let control = bar.segmentedControl {
            let width = min(220, frame.width - 2 * max(leftEdge, frame.maxX - rightEdge))
            drawSegmentedControl(control, in: Rect(x: frame.midX - width / 2, y: frame.minY + 6, width: width, height: 32),
                                 path: path.key("segmented-control"))
        } else if let title = bar.title {
            if bar.largeTitle {
                record(path.key("title"), Rect(x: Self.margin, y: frame.minY + 50, width: frame.width - 32, height: 40))
                svg.text(title, at: Point(x: Self.margin, y: frame.maxY - 12), size: 34, className: "hm-label", weight: 700, maxWidth: frame.width - 32)
            } else {
                let space = frame.width - 2 * max(leftEdge, frame.maxX - rightEdge) - 8
                record(path.key("title"), Rect(x: frame.midX - space / 2, y: frame.minY + 8, width: space, height: 28))
                svg.text(title, at: Point(x: frame.midX, y: rowMidY + 6), size: 17, className: "hm-label", anchor: .middle, weight: 600, maxWidth: space)
            }
        }
    }

    /// Draws a bar item ending at `trailingAt` and returns its width.
    mutating func drawBarItem(_ item: BarItem, trailingAt trailing: Double, midY: Double, path: ElementPath) -> Double {
        switch item.kind {
        case .flexibleSpace:
            return 0
        case .segmentedControl:
            let width = Self.contentWidth(of: item)
            let control = SegmentedControl(segments: item.segments.map { .init(title: $0) })
            drawSegmentedControl(control, in: Rect(x: trailing - width, y: midY - 15, width: width, height: 30), path: path)
            return width
        case .switch:
            drawSwitch(on: true, at: Point(x: trailing - 51, y: midY - 15.5))
            record(path, Rect(x: trailing - 51, y: midY - 15.5, width: 51, height: 31))
            return 51
        case .button:
            let size = item.size
            let width = Self.contentWidth(of: item)
            if let icon = item.icon, item.title == nil || item.isText == false {
                drawGlyph(icon, center: Point(x: trailing - width / 2, y: midY), size: min(22, width), className: "hm-tint-stroke")
            } else {
                let title = item.title ?? ""
                if item.style == .bordered {
                    svg.rect(Rect(x: trailing - width - 8, y: midY - 15, width: width + 16, height: 30), radius: 7, className: "hm-fill")
                }
                svg.text(title, at: Point(x: trailing - width / 2, y: midY + 6), size: 17,
                         className: "hm-tint-text", anchor: .middle, weight: item.style == .done ? 600 : nil)
            }
            let height = size?.height ?? 44
            record(path, Rect(x: trailing - width - (item.style == .bordered ? 8 : 0), y: midY - height / 2,
                              width: width + (item.style == .bordered ? 16 : 0), height: height))
            return Self.width(of: item)
        }
    }

    /// The width a bar item takes: its content, and 8 pt on each side of a bordered button.
    static func width(of item: BarItem) -> Double {
        contentWidth(of: item) + (item.kind == .button && item.style == .bordered ? 16 : 0)
    }

    /// The width of a bar item's content (a bordered button adds 8 pt on each side).
    static func contentWidth(of item: BarItem) -> Double {
        switch item.kind {
        case .flexibleSpace: 0
        case .segmentedControl: Double(max(2, item.segments.count)) * 56
        case .switch: 51
        case .button:
            item.icon != nil && (item.title == nil || !item.isText)
                ? item.size?.width ?? 28
                : max(item.size?.width ?? 0, TextMetrics.width(item.title ?? "", fontSize: 17))
        }
    }

    mutating func drawToolbar(_ toolbar: Toolbar, in frame: Rect) {
        let path = ElementPath.root.key("toolbar")
        record(path, frame)
        svg.rect(frame, className: "hm-bar")
        svg.line(from: Point(x: frame.minX, y: frame.minY), to: Point(x: frame.maxX, y: frame.minY), className: "hm-sep")
        let visible = toolbar.items.enumerated().filter { $0.element.kind != .flexibleSpace }
        guard !visible.isEmpty else { return }
        let slot = (frame.width - 2 * Self.margin) / Double(visible.count)
        for (index, entry) in visible.enumerated() {
            let center = frame.minX + Self.margin + slot * (Double(index) + 0.5)
            let itemPath = path.key("items").index(entry.offset)
            let width = Self.width(of: entry.element)
            _ = drawBarItem(entry.element, trailingAt: center + width / 2, midY: frame.midY, path: itemPath)
        }
    }

    mutating func drawTabBar(_ tabBar: TabBar, in frame: Rect) {
        let path = ElementPath.root.key("tab-bar")
        record(path, frame)
        svg.rect(frame, className: "hm-bar")
        svg.line(from: Point(x: frame.minX, y: frame.minY), to: Point(x: frame.maxX, y: frame.minY), className: "hm-sep")
        // iPhone shows at most five: four and More when there are more.
        var items = tabBar.items.enumerated().map { ($0.offset, $0.element) }
        let overflow = screen.device == .iPhone && items.count > 5
        if overflow {
            items = Array(items.prefix(4)) + [(-1, TabBar.Item(title: language == .ko ? "더 보기" : "More", icon: "ellipsis"))]
        }
        guard !items.isEmpty else { return }
        let slot = frame.width / Double(items.count)
        for (index, (offset, item)) in items.enumerated() {
            let cell = Rect(x: frame.minX + slot * Double(index), y: frame.minY, width: slot, height: frame.height)
            if offset >= 0 { record(path.key("items").index(offset), cell.insetBy(2, 2)) }
            if overflow && offset == -1 {
                for hidden in 4..<tabBar.items.count { record(path.key("items").index(hidden), cell.insetBy(2, 2)) }
            }
            let selected = offset == (tabBar.selected ?? -2)
            let className = !item.isEnabled ? "hm-disabled" : selected ? "hm-tint" : "hm-secondary"
            drawGlyph(item.icon ?? "square", center: Point(x: cell.midX, y: cell.minY + 17), size: 22,
                      className: (!item.isEnabled ? "hm-disabled" : selected ? "hm-tint" : "hm-secondary") + "-stroke")
            svg.text(item.title, at: Point(x: cell.midX, y: cell.minY + 42), size: 10, className: className, anchor: .middle, maxWidth: slot - 4)
            if let badge = item.badge {
                let width = max(18, TextMetrics.width(badge, fontSize: 13) + 10)
                let badgeFrame = Rect(x: cell.midX + 6, y: cell.minY + 3, width: width, height: 18)
                svg.rect(badgeFrame, radius: 9, className: "hm-red")
                svg.text(badge, at: Point(x: badgeFrame.midX, y: badgeFrame.maxY - 5), size: 13, className: "hm-on-red", anchor: .middle)
            }
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

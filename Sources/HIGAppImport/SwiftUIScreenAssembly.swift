import HIGControls

/// Turns what a view's body shows into a screen of the model, each path with its position.
enum SwiftUIScreenAssembly {
    /// `paths` are the files read together, by index: a part written in another file than the
    /// screen's is reported there.
    static func screen(name: String, at position: SourcePosition, file: Int, from fragment: SwiftUIFragment,
                       reader: SwiftUIReader, paths: [String]) -> ImportedScreen {
        let (bars, items, unknowns) = barsAndItems(of: fragment, at: SwiftUILocation(file: file, position: position), reader: reader)

        var positions: [ElementPath: SourcePosition] = [:]
        var files: [ElementPath: String] = [:]
        func record(_ path: ElementPath, _ location: SwiftUILocation) {
            positions[path] = location.position
            if location.file != file { files[path] = paths[location.file] }
        }
        func record(_ parts: [SwiftUIPart], under root: ElementPath) {
            for part in parts { record(ElementPath(root.components + part.path), part.location) }
        }

        var screen = Screen()
        let contentPath = ElementPath.root.key("content")
        for (index, item) in items.enumerated() {
            guard let element = item.element else { continue }
            let path = contentPath.index(index).key(element.kind.rawValue)
            record(contentPath.index(index), item.location)
            record(path, item.location)
            record(item.parts, under: path)
            screen.content.append(element)
        }
        if let bar = bars?.navigationBar {
            let path = ElementPath.root.key("navigation-bar")
            screen.navigationBar = bar.value
            if fragment.stack == nil, bar.value.backButton == nil {
                screen.navigationBar?.backButton = backButton(of: name, reader: reader)
            }
            record(path, bar.location)
            record(bar.parts, under: path)
        }
        if let toolbar = bars?.toolbar {
            let path = ElementPath.root.key("toolbar")
            screen.toolbar = toolbar.value
            record(path, toolbar.location)
            record(toolbar.parts, under: path)
        }
        if let (statusBar, parts) = statusBar(of: fragment, underNavigationBar: screen.navigationBar != nil) {
            screen.statusBar = statusBar.value
            record(ElementPath.root.key("status-bar"), statusBar.location)
            record(parts, under: ElementPath.root.key("status-bar"))
        }
        if let tabBar = fragment.tabBar {
            let path = ElementPath.root.key("tab-bar")
            screen.tabBar = tabBar.value
            record(path, tabBar.location)
            record(path.key("items"), tabBar.location)
            record(tabBar.parts, under: path)
        }
        let copyUnknowns = keepingOneFilledCopy(in: &screen, positions: positions, files: files, file: file)
        var seen = Set<Unknown>()
        let resolved = (unknowns + copyUnknowns).map { unknown in
            Unknown(position: unknown.location.position, file: unknown.location.file == file ? nil : paths[unknown.location.file],
                    what: unknown.what, why: unknown.why)
        }.filter { seen.insert($0).inserted }
        return ImportedScreen(name: name, screen: screen, position: position, positions: positions, unknowns: resolved, files: files)
    }

    /// A view another view pushes (SwiftUIReader.pushers) has a back button showing that view's
    /// title, when one view pushes it and its title is a literal (`…` otherwise).
    private static func backButton(of name: String, reader: SwiftUIReader) -> NavigationBar.BackButton? {
        guard let pushers = reader.pushers[name], !pushers.isEmpty else { return nil }
        let previous = pushers.count == 1 ? pushers.first.flatMap(reader.navigationTitle(of:)) : nil
        return NavigationBar.BackButton(title: previous ?? SwiftUIText.placeholder)
    }

    /// The status bar the code hides for good, or the style it asks for over the fixed colour its
    /// body lays under the top safe area, with nothing between (no navigation bar).
    private static func statusBar(of fragment: SwiftUIFragment,
                                  underNavigationBar: Bool) -> (SwiftUIPlacedValue<StatusBar>, [SwiftUIPart])? {
        if let statusBar = fragment.statusBar {
            return (statusBar, [SwiftUIPart(path: [.key("visibility")], location: statusBar.location)])
        }
        guard let scheme = fragment.statusBarScheme, let backdrop = fragment.fullBleed, !underNavigationBar else { return nil }
        return (SwiftUIPlacedValue(value: StatusBar(style: scheme.value, background: backdrop.value), location: scheme.location),
                [SwiftUIPart(path: [.key("style")], location: scheme.location), SwiftUIPart(path: [.key("background")], location: backdrop.location)])
    }

    /// The bars the screen shows, its content in order (a search bar first) and what is unknown.
    private static func barsAndItems(of fragment: SwiftUIFragment, at location: SwiftUILocation,
                                     reader: SwiftUIReader) -> (SwiftUIStackBars?, [SwiftUIPlaced], [SwiftUIUnknown]) {
        var unknowns = fragment.unknowns
        var bars = fragment.stack
        if bars == nil, !fragment.requests.isEmpty {
            // A view with a title or toolbar but no stack of its own is shown in another's stack.
            let (destinationBars, barUnknowns) = reader.bars(for: fragment.requests, hasUnreadViews: fragment.hasUnreadViews, isStackRoot: false,
                                                             at: location)
            bars = destinationBars
            unknowns += barUnknowns
        }
        var items = fragment.items.filter { $0.element != nil }
        if let search = bars?.search ?? fragment.requests.search { items.insert(search, at: 0) }
        return (bars, showingStepperValues(items) + fragment.presented, unknowns)
    }

    /// A stepper's value shows when a text on the same screen (a label, a row) interpolates the
    /// variable it is bound to (`Text("\(guests) guests")` beside `Stepper(value: $guests)`).
    private static func showingStepperValues(_ items: [SwiftUIPlaced]) -> [SwiftUIPlaced] {
        var shown: [String: String] = [:]
        for item in items {
            shown.merge(item.shownNames) { first, _ in first }
        }
        guard !shown.isEmpty else { return items }
        return items.map { item in
            guard case .stepper(var stepper) = item.element, stepper.valueLabel == nil, let name = item.boundName,
                  let text = shown[name] else { return item }
            var copy = item
            stepper.valueLabel = text
            copy.element = .stepper(stepper)
            return copy
        }
    }

    /// Keeps one filled copy of each filled button written once (below), and says where the others are.
    private static func keepingOneFilledCopy(in screen: inout Screen, positions: [ElementPath: SourcePosition], files: [ElementPath: String],
                                             file: Int) -> [SwiftUIUnknown] {
        var filled = Set<String>()
        var copies: [ElementPath] = []
        screen.content = keepingOneFilledCopy(screen.content, at: ElementPath.root.key("content"), seen: &filled, copies: &copies) { path in
            positions[path].map { (files[path] ?? "") + ":" + $0.description }
        }
        return copies.compactMap { path in
            positions[path].map {
                SwiftUIUnknown(location: SwiftUILocation(file: file, position: $0), what: Localized(ko: "채운 버튼 사본의 스타일", en: "the style of a copy of a filled button"),
                               why: Localized(ko: "같은 버튼이 여러 번 보입니다(재사용한 뷰, ForEach). 한 번에 몇 개가 보이는지는 실행 중에만 알 수 있습니다",
                                              en: "the same button is shown more than once (a reused view, a ForEach); how many show at once is "
                                                  + "known only at run time"))
            }
        }
    }

    /// A filled button written once but shown several times (in a reused row view, a `ForEach`)
    /// counts once as filled: its other copies have a background of no known style, so
    /// `button.one-prominent` does not count what may never show together. `place` gives the
    /// written place of a button's path; the copies' paths are collected for `--explain`.
    private static func keepingOneFilledCopy(_ elements: [Element], at path: ElementPath, seen: inout Set<String>,
                                             copies: inout [ElementPath], place: (ElementPath) -> String?) -> [Element] {
        elements.enumerated().map { position, element in
            let elementPath = path.index(position).key(element.kind.rawValue)
            switch element {
            case .button(var button) where button.style == .filled:
                guard let written = place(elementPath), !seen.insert(written).inserted else { return element }
                copies.append(elementPath)
                button.style = nil
                return .button(button)
            case .scrollView(var scrollView):
                scrollView.content = keepingOneFilledCopy(scrollView.content, at: elementPath.key("content"), seen: &seen, copies: &copies,
                                                          place: place)
                return .scrollView(scrollView)
            default:
                return element
            }
        }
    }
}

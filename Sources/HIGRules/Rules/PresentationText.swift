import HIGControls

/// What the sheet and popover rules read (no rule is defined here).
enum PresentationText {
    static func sheets(in screen: Screen) -> [(path: ElementPath, sheet: Sheet)] {
        screen.elements.compactMap { path, element in
            guard case .sheet(let sheet) = element else { return nil }
            return (path, sheet)
        }
    }

    static func popovers(in screen: Screen) -> [(path: ElementPath, popover: Popover)] {
        screen.elements.compactMap { path, element in
            guard case .popover(let popover) = element else { return nil }
            return (path, popover)
        }
    }

    /// Each top-bar button with its path (`leading[0]`, `trailing[1]`) under `path`.
    static func buttons(leading: [ModalButton], trailing: [ModalButton], at path: ElementPath)
        -> [(path: ElementPath, button: ModalButton, isLeading: Bool)] {
        leading.enumerated().map { (path.key("leading").index($0.offset), $0.element, true) }
            + trailing.enumerated().map { (path.key("trailing").index($0.offset), $0.element, false) }
    }

    /// The presentations written in `content` (scroll views looked into, other presentations not),
    /// with their paths under `path`: what is presented from a sheet or a popover.
    static func presented(in content: [Element], at path: ElementPath) -> [(path: ElementPath, element: Element)] {
        var found: [(ElementPath, Element)] = []
        for (position, element) in content.enumerated() {
            let elementPath = path.index(position).key(element.kind.rawValue)
            switch element {
            case .sheet, .popover, .actionSheet, .alert: found.append((elementPath, element))
            case .scrollView(let scrollView): found += presented(in: scrollView.content, at: elementPath.key("content"))
            default: break
            }
        }
        return found
    }

    static let sheetTitle = "New Event"
    static func cancel() -> ModalButton { ModalButton(title: "Cancel", role: .cancel) }
    static func add() -> ModalButton { ModalButton(title: "Add", role: .confirm) }
}

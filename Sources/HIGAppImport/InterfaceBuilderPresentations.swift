import HIGControls

extension Localized {
    static let presentedBySegue = Localized(ko: "segue가 띄우는 시트나 팝오버", en: "the sheet or popover the segue presents")
}

/// A storyboard's presentation segues read as sheets and popovers on the presenting screen, the
/// way SwiftUI's `.sheet`, `.fullScreenCover` and `.popover` are: `kind="presentation"` (with
/// `modalPresentationStyle`) and `kind="popoverPresentation"`, written in the `<connections>` of a
/// button, a bar button item, a cell or the view controller itself.
///
/// The presented scene (or the root of the navigation controller presented) gives the sheet its
/// title and top-bar buttons from its navigation item and its content from its view. A scene
/// reached only by presentation segues is drawn there and is no screen of its own; one also
/// pushed, shown in a tab, embedded or first in the storyboard keeps its screen, and its sheet is
/// drawn on each presenter as well (lint reports a finding at one place once, "and in N other
/// screens"). What UIKit sets in code stays unknown: detents, the grabber, swipe to dismiss, a
/// popover's compact adaptation and whether a tap outside closes it.
struct InterfaceBuilderPresentations {
    /// How deep presentations inside presentations are followed, and how many one screen shows.
    static let maxDepth = 4
    static let maxPerScreen = 64
    /// Controllers whose scenes hold other scenes: presented, they are not read into a sheet.
    static let containerKinds: Set<String> = ["tabBarController", "splitViewController", "pageViewController"]

    let document: InterfaceBuilderDocument
    /// The ids of the scenes drawn only inside a sheet or popover.
    let presentedOnly: Set<String>
    /// Each scene's presentation segues, found once: a scene presented from many screens is not
    /// walked again for each of them.
    private let seguesByScene: [String: [(segue: InterfaceBuilderNode, owner: InterfaceBuilderNode)]]

    init(document: InterfaceBuilderDocument, containers: InterfaceBuilderContainers) {
        self.document = document
        var presents: [String: [String]] = [:]
        var presented: Set<String> = []
        var visibleAlone: Set<String> = []
        var seguesByScene: [String: [(segue: InterfaceBuilderNode, owner: InterfaceBuilderNode)]] = [:]
        if let initial = document.root["initialViewController"] { visibleAlone.insert(initial) }
        for (_, controller) in document.scenes {
            let segues = Self.segues(in: controller)
            if let id = controller.id { seguesByScene[id] = segues }
            for (segue, _) in segues {
                guard let target = segue["destination"].flatMap({ document.controllers[$0] }) else { continue }
                if let root = Self.root(of: target, in: document), let id = root.id {
                    presented.formUnion([id, target.id].compactMap { $0 })
                    if let presenter = controller.id { presents[presenter, default: []].append(id) }
                }
            }
            controller.forEachDescendant { node in
                guard node.name == "segue", let id = node["destination"] else { return }
                switch node["kind"] {
                // Embedded, pushed, or a tab's or a split view's column: shown without a presentation.
                case "embed", "show", "push", "showDetail": visibleAlone.insert(id)
                case "relationship" where controller.name != "navigationController": visibleAlone.insert(id)
                default: break
                }
            }
        }
        // The root of a navigation controller that shows on its own (first, embedded, a tab) shows too.
        for (_, controller) in document.scenes where controller.name == "navigationController" && visibleAlone.contains(controller.id ?? "") {
            if let id = Self.root(of: controller, in: document)?.id { visibleAlone.insert(id) }
        }
        let candidates = presented.filter { id in
            guard !visibleAlone.contains(id), containers.tabs[id] == nil else { return false }
            // The root of a navigation controller no segue presents (code shows it) shows alone.
            guard let navigation = containers.navigations[id] else { return true }
            return navigation.depth == 0 && navigation.navigationController.id.map(presented.contains) == true
        }
        self.seguesByScene = seguesByScene
        presentedOnly = Self.reached(candidates, from: document.scenes.compactMap(\.controller.id), through: presents)
    }

    /// The candidates a presentation from a scene shown as a screen reaches within `maxDepth`
    /// presentations: one reached only from scenes that are themselves only presented by each
    /// other (a cycle), or too deep, keeps its screen. Breadth first, each scene once.
    private static func reached(_ candidates: Set<String>, from scenes: [String], through presents: [String: [String]]) -> Set<String> {
        var depth: [String: Int] = [:]
        var queue = scenes.filter { !candidates.contains($0) }
        for id in queue { depth[id] = 0 }
        var next = 0
        while next < queue.count {
            let id = queue[next]
            next += 1
            guard let level = depth[id], level < maxDepth else { continue }
            for target in presents[id] ?? [] where candidates.contains(target) && depth[target] == nil {
                depth[target] = level + 1
                queue.append(target)
            }
        }
        return candidates.filter { depth[$0] != nil }
    }

    /// The presentation segues written anywhere in `controller`, with the element whose
    /// `<connections>` holds each (a button, a bar button item, a cell, the controller).
    static func segues(in controller: InterfaceBuilderNode) -> [(segue: InterfaceBuilderNode, owner: InterfaceBuilderNode)] {
        var found: [(InterfaceBuilderNode, InterfaceBuilderNode)] = []
        var stack = [controller]
        while let node = stack.popLast() {
            for segue in node.list("connections") where segue.name == "segue"
                && (segue["kind"] == "presentation" || segue["kind"] == "popoverPresentation") {
                found.append((segue, node))
            }
            stack += node.children.reversed()
        }
        return found
    }

    /// The scene a presented controller shows: itself, or a navigation controller's root.
    /// nil for a container of other scenes (a tab bar or split view controller), not drawn in a sheet.
    static func root(of controller: InterfaceBuilderNode, in document: InterfaceBuilderDocument) -> InterfaceBuilderNode? {
        if containerKinds.contains(controller.name) { return nil }
        guard controller.name == "navigationController" else { return controller }
        return document.segues(of: controller, kind: "relationship", relationship: "rootViewController").first?.destination
    }

    /// Appends to `content` (a list at `path`) the sheets and popovers `controller` presents, each
    /// with the presentations its own scene makes inside it, `chain` being the scenes presenting it.
    ///
    /// A presented scene's view is read into the first sheet that shows it, in the file's order
    /// (`drawn` holds the scenes read so far in the file); the sheets of its other presenters have
    /// its title, buttons and the presentations it makes, which is all the sheet and popover rules
    /// read, and not its view again: a scene presented from thousands of screens would otherwise be
    /// read thousands of times (a 0.9 MB storyboard ran for over ten minutes). What its view holds
    /// is judged once, where it was read.
    func append(from controller: InterfaceBuilderNode, to content: inout [Element], at path: ElementPath, chain: [String] = [],
                budget: inout Int, drawn: inout Set<String>, into record: inout InterfaceBuilderRecord) {
        let chain = chain.isEmpty ? [controller.id].compactMap { $0 } : chain
        for (segue, owner) in controller.id.flatMap({ seguesByScene[$0] }) ?? Self.segues(in: controller) {
            guard budget > 0 else {
                record.unknown(at: segue, .presentedBySegue,
                               Localized(ko: "화면이 프레젠테이션을 \(Self.maxPerScreen)개보다 많이 띄워서, higsite는 더 읽지 않습니다",
                                         en: "the screen shows more than \(Self.maxPerScreen) presentations; higsite reads no more"))
                return
            }
            guard let target = segue["destination"].flatMap({ document.controllers[$0] }), target.name != "viewControllerPlaceholder" else {
                record.unknown(at: segue, .presentedBySegue,
                               Localized(ko: "도착지(\(segue["destination"] ?? ""))가 이 파일의 씬이 아닙니다(다른 스토리보드나 코드)",
                                         en: "its destination \(segue["destination"] ?? "") is not a scene of this file (another storyboard, or code)"))
                continue
            }
            guard let scene = Self.root(of: target, in: document), let sceneID = scene.id else {
                record.unknown(at: segue, .presentedBySegue, Self.containerKinds.contains(target.name)
                    ? Localized(ko: "컨테이너(\(target.name))를 띄우며, higsite는 그 씬들을 각각 하나의 화면으로 읽습니다",
                                en: "it presents a \(target.name), whose scenes higsite reads as screens of their own")
                    : Localized(ko: "띄우는 내비게이션 컨트롤러에 루트 뷰 컨트롤러가 파일에 없습니다",
                                en: "the navigation controller it presents has no root view controller in the file"))
                continue
            }
            if chain.contains(sceneID) || chain.count > Self.maxDepth {
                record.unknown(at: segue, .presentedBySegue, chain.contains(sceneID)
                               ? Localized(ko: "자신을 이미 띄우고 있는 씬을 다시 띄웁니다(순환)", en: "it presents a scene already presenting it (a cycle)")
                               : Localized(ko: "프레젠테이션이 \(Self.maxDepth)단계보다 깊이 중첩됩니다", en: "presentations nest more than \(Self.maxDepth) deep"))
                continue
            }
            guard let kind = Self.kind(of: segue, into: &record) else { continue }
            budget -= 1
            let elementPath = path.index(content.count).key((kind == nil ? ComponentKind.popover : .sheet).rawValue)
            record.place(elementPath, at: segue)
            let readsView = drawn.insert(sceneID).inserted
            var presented = presentedScene(scene, wrapped: target.name == "navigationController", readsView: readsView, at: elementPath,
                                           into: &record)
            append(from: scene, to: &presented.content, at: elementPath.key("content"), chain: chain + [sceneID], budget: &budget,
                   drawn: &drawn, into: &record)
            content.append(element(kind, presented, segue: segue, owner: owner, into: &record))
        }
    }

    /// nil (no element) for a style higsite does not draw; `.some(nil)` for a popover.
    private static func kind(of segue: InterfaceBuilderNode, into record: inout InterfaceBuilderRecord) -> Sheet.Style?? {
        if segue["kind"] == "popoverPresentation" { return .some(nil) }
        switch segue["modalPresentationStyle"] {
        // No style written is UIKit's automatic one, a page sheet for a view controller since iOS 13.
        case nil, "pageSheet": return .page
        case "formSheet": return .form
        case "fullScreen": return .fullScreen
        case let other?:
            record.unknown(at: segue, Localized(ko: "segue가 씬을 띄우는 방식", en: "how the segue presents its scene"),
                           Localized(ko: "modalPresentationStyle=\"\(other)\": higsite가 읽는 시트나 팝오버가 아닙니다",
                                     en: "modalPresentationStyle=\"\(other)\" is not a sheet or popover higsite reads"))
            return nil
        }
    }
}

import HIGControls

/// What both renderers decide alike about bars in today's design.
extension BarStyle {
    /// In today's design an iPad's tab bar floats at the top of the screen (iPadOS 18 moved it
    /// there); an iPhone's stays at the bottom, as every tab bar did in the classic design.
    func putsTabBarOnTop(of screen: Screen) -> Bool {
        self == .glass && screen.device == .iPad
    }
}

extension Toolbar {
    /// The visible items, by their index among the visible ones, in the groups that share a glass
    /// capsule: the items between two flexible spaces, or a space and an end of the bar.
    var glassGroups: [[Int]] {
        var groups: [[Int]] = [[]]
        var next = 0
        for item in items {
            if item.kind == .flexibleSpace {
                if !(groups.last?.isEmpty ?? true) { groups.append([]) }
            } else {
                groups[groups.count - 1].append(next)
                next += 1
            }
        }
        return groups.filter { !$0.isEmpty }
    }
}

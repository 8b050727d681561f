import HIGControls
import Yams

/// Whether a YAML or JSON file that `higsite lint` found by walking a folder is a screen
/// description, or one of the data files an app's repository is full of (test fixtures, API
/// responses, `swiftgen.yml`, CI settings), which are left out and counted.
///
/// A file is a description when its first YAML document is
/// - a mapping with only `screens:`, holding a list whose first item is a screen, or
/// - a list whose first item is a screen, or
/// - a screen: a mapping with at least one of a screen's parts (`status-bar`, `navigation-bar`,
///   `content` as a list, `tab-bar`, `toolbar`, or a control written at the top level as a
///   mapping, such as `switch: {label: Wi-Fi}`) and no key but those and `name`, `device`,
///   `orientation`.
///
/// One key a screen does not have is enough to make a file data: real data files have keys of
/// their own (an API response's `id`, `swiftgen.yml`'s `strings`). A file that is not valid YAML
/// is a description when its first top-level key is `screens` or one of the five bars and
/// content parts, so that a description with a syntax error is reported, not left out.
enum ScreenDescriptionSignal {
    /// The keys that make a mapping a screen: its bars, its content, and the controls that may
    /// stand for `content: [control]` at the top level.
    static let barKeys: Set<String> = ["status-bar", "navigation-bar", "content", "tab-bar", "toolbar"]
    static let controlKeys: Set<String> = Set(Element.contentKinds.map(\.rawValue))
    /// Keys a screen may have besides its parts.
    static let settingKeys: Set<String> = ["name", "device", "orientation"]
    /// The top-level keys that mark a file with a syntax error as a description.
    static let brokenMarkers: Set<String> = ["screens", "status-bar", "navigation-bar", "content", "tab-bar", "toolbar"]

    static func isDescription(_ documents: [Node]) -> Bool {
        guard let first = documents.first else { return false }
        if let list = first.sequence { return list.first.map(isScreen) ?? false }
        if let mapping = first.mapping, let screens = mapping["screens"] {
            return mapping.count == 1 && (screens.sequence?.first.map(isScreen) ?? false)
        }
        return isScreen(first)
    }

    static func isScreen(_ node: Node) -> Bool {
        guard let mapping = node.mapping else { return false }
        var hasPart = false
        for (key, value) in mapping {
            guard let name = key.string else { return false }
            if barKeys.contains(name) {
                // An API response's `content` is text; a screen's is a list of controls.
                if name == "content", value.sequence == nil { return false }
                hasPart = true
            } else if controlKeys.contains(name) {
                // `label: Name` is a string table's entry; a control at the top level is a mapping.
                guard value.mapping != nil else { return false }
                hasPart = true
            } else if !settingKeys.contains(name) {
                return false
            }
        }
        return hasPart
    }

    /// For text that is not valid YAML: whether its first top-level key (a line that starts with
    /// it, or with `- ` and it), past `name`, `device` and `orientation`, is a marker. One pass
    /// over the lines.
    static func isBrokenDescription(_ text: String) -> Bool {
        for rawLine in text.split(whereSeparator: \.isNewline) {
            var line = Substring(rawLine)
            guard let first = line.first, first != " ", first != "\t", first != "#", !line.hasPrefix("---"), !line.hasPrefix("%") else {
                continue
            }
            if line.hasPrefix("- ") { line = line.dropFirst(2).drop { $0 == " " } }
            guard let colon = line.firstIndex(of: ":") else { return false }
            let key = String(line[..<colon]).trimmingCharacters(in: .whitespaces)
            if settingKeys.contains(key) { continue }
            return brokenMarkers.contains(key)
        }
        return false
    }
}

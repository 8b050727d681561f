/// What an app's Swift code sets on the views Interface Builder files connect to outlets: a
/// storyboard's button title is only a placeholder when the view controller calls
/// `skipButton.setTitle(…)`, and its missing accessibility label is there after
/// `skipButton.accessibilityLabel = …`. higsite does not run that code, so what it sets is unknown.
///
/// Read from the source text, not its syntax: every `name.member` (also `name?.member`,
/// `name!.member`) with a member below is noted under the name (`font`, `accessibilityLabel`, `isEditable` and
/// `dataDetectorTypes` only when assigned). Words in comments and strings
/// count too, which can only make more of a storyboard unknown, never add a finding.
package struct OutletsSetInCode: Sendable, Equatable {
    /// What code sets on a view, by the member it goes through.
    package enum Property: Sendable, Hashable {
        case title, accessibilityLabel, image, font, textColor, backgroundColor
        /// A text view's `isEditable` and `dataDetectorTypes`.
        case editable, dataDetectors
    }

    static let members: [String: Property] = [
        "setTitle": .title, "setAttributedTitle": .title, "configuration": .title, "titleLabel": .title,
        "accessibilityLabel": .accessibilityLabel, "setImage": .image, "font": .font,
        "textColor": .textColor, "backgroundColor": .backgroundColor,
        "isEditable": .editable, "dataDetectorTypes": .dataDetectors,
    ]

    /// Members that code also reads (`label.font.pointSize`): they count only when assigned.
    static let assignedOnly: Set<String> = ["font", "accessibilityLabel", "textColor", "backgroundColor", "isEditable", "dataDetectorTypes"]

    /// By outlet name, in any file.
    private var set: [String: Set<Property>] = [:]
    /// By the class (or extension) the file declares, then outlet name: `titleLabel` is a common
    /// outlet name, and one class setting its font says nothing of another's.
    private var byClass: [String: [String: Set<Property>]] = [:]
    /// The classes whose code shows its navigation controller's toolbar
    /// (`navigationController?.isToolbarHidden = false`, `setToolbarHidden(false, animated:)`).
    private var showingToolbar: Set<String> = []
    /// The classes whose code sets its navigation item's bar button items
    /// (`navigationItem.rightBarButtonItem = …`, `.leftBarButtonItems = …`, `setRightBarButton(…)`).
    private var settingBarItems: Set<String> = []
    /// Whether code styles every label through UIKit's appearance proxy (`UILabel.appearance()`),
    /// which overrides the colours a file gives them.
    package private(set) var stylesLabelsByAppearance = false
    /// The classes the code declares, with the class each inherits from (`class FeedViewController:
    /// UIViewController` → `UIViewController`), or nil when it names none.
    private var superclasses: [String: String?] = [:]
    /// Whether any code sets a title (`title = …`, `vc.title = …`, `navigationItem.titleView = …`):
    /// a view controller's title may be set by its own code, a superclass's or whoever shows it.
    package private(set) var setsTitles = false
    /// How many Swift files were read: with none, nothing is known of what code does.
    private var filesRead = 0

    /// Whether `=` (not `==`) follows `index`, past spaces.
    static func isAssignment(_ bytes: [UInt8], after index: Int) -> Bool {
        var next = index
        while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") { next += 1 }
        return next < bytes.count && bytes[next] == UInt8(ascii: "=") && (next + 1 == bytes.count || bytes[next + 1] != UInt8(ascii: "="))
    }

    package init() {}

    /// One pass over each file's bytes.
    package init(swiftSources: [[UInt8]]) {
        for bytes in swiftSources { scan(bytes) }
        filesRead = swiftSources.count
    }

    /// What code sets on the view an outlet of this name holds: in the files that declare or
    /// extend `owner` (the custom class Interface Builder connects the outlet from) when code
    /// declares that class, else in any file.
    package func properties(ofOutlet name: String, owner: String? = nil) -> Set<Property> {
        if let owner, let sets = byClass[owner] { return sets[name] ?? [] }
        return set[name] ?? []
    }

    /// Whether the code of `owner` (a view controller's custom class) shows its navigation
    /// controller's toolbar: then the toolbar items Interface Builder gives the scene are seen.
    package func showsToolbar(owner: String) -> Bool {
        showingToolbar.contains(owner)
    }

    /// The word after `:` that follows a class's name at `index` (its superclass or first protocol).
    static func superclass(_ bytes: [UInt8], after index: Int) -> String? {
        var next = index
        func skipSpace() {
            while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") { next += 1 }
        }
        skipSpace()
        guard next < bytes.count, bytes[next] == UInt8(ascii: ":") else { return nil }
        next += 1
        skipSpace()
        let start = next
        while next < bytes.count, ByteText.isWordByte(bytes[next]) { next += 1 }
        return next > start ? String(decoding: bytes[start..<next], as: UTF8.self) : nil
    }

    /// Whether a view controller of this class is known to get no title from code: the Swift code
    /// read declares the class, straight from one of UIKit's controller classes (which set no
    /// title), and sets no title anywhere. A class declared elsewhere (Objective-C, another
    /// module), UIKit's own class (shown by code higsite may not have read) or one that inherits
    /// from the app's may get a title where higsite cannot see it.
    package func leavesUntitled(controllerClass name: String?) -> Bool {
        guard filesRead > 0, !setsTitles, let name else { return false }
        guard let declared = superclasses[name], let superclass = declared else { return false }
        return Self.uikitControllers.contains(superclass)
    }

    static let barItemProperties: Set<String> = ["leftBarButtonItem", "leftBarButtonItems", "rightBarButtonItem", "rightBarButtonItems"]
    static let barItemSetters: Set<String> = ["setLeftBarButton", "setLeftBarButtonItems", "setRightBarButton", "setRightBarButtonItems"]

    /// Whether the bar button items Interface Builder gives a view controller of this class are
    /// all it shows: UIKit's own class (no custom class), or a class the Swift code read declares
    /// whose code — and its superclasses' up to one of UIKit's controllers — sets none
    /// (`navigationItem.rightBarButtonItem = …`). A class declared elsewhere may set them.
    package func barItemsAreFixed(controllerClass name: String?) -> Bool {
        guard var current = name else { return true }
        guard filesRead > 0 else { return false }
        for _ in 0..<16 {
            if Self.uikitControllers.contains(current) { return true }
            guard !settingBarItems.contains(current), let declared = superclasses[current], let superclass = declared else { return false }
            current = superclass
        }
        return false
    }

    static let uikitControllers: Set<String> = ["UIViewController", "UITableViewController", "UICollectionViewController"]

    /// Whether `false` follows `index` after `prefix` (`=` or `(`) and spaces.
    static func isFalse(_ bytes: [UInt8], after index: Int, past prefix: UInt8) -> Bool {
        var next = index
        func skipSpace() {
            while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") { next += 1 }
        }
        skipSpace()
        guard next < bytes.count, bytes[next] == prefix else { return false }
        next += 1
        skipSpace()
        let word = Array("false".utf8)
        return bytes.count - next >= word.count && Array(bytes[next..<next + word.count]) == word
            && (next + word.count == bytes.count || !ByteText.isWordByte(bytes[next + word.count]))
    }

    private mutating func scan(_ bytes: [UInt8]) {
        let isWordByte = ByteText.isWordByte
        var previous: String?
        var declaring = false
        var declaringClass = false
        var classes: [String] = []
        var found: [(String, Property)] = []
        var showsToolbar = false
        var setsBarItems = false
        var index = 0
        defer {
            // A class whose files set nothing is known all the same: nothing is set on its outlets.
            for owner in classes where byClass[owner] == nil { byClass[owner] = [:] }
            if showsToolbar { showingToolbar.formUnion(classes) }
            if setsBarItems { settingBarItems.formUnion(classes) }
            for (name, property) in found {
                set[name, default: []].insert(property)
                for owner in classes { byClass[owner, default: [:]][name, default: []].insert(property) }
            }
        }
        while index < bytes.count {
            guard isWordByte(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
            let word = String(decoding: bytes[start..<index], as: UTF8.self)
            if let name = previous, let property = Self.members[word], !Self.assignedOnly.contains(word) || Self.isAssignment(bytes, after: index) {
                found.append((name, property))
            }
            if word == "appearance", previous == "UILabel" { stylesLabelsByAppearance = true }
            if word == "isToolbarHidden", Self.isAssignment(bytes, after: index), Self.isFalse(bytes, after: index, past: UInt8(ascii: "=")) {
                showsToolbar = true
            } else if word == "setToolbarHidden", Self.isFalse(bytes, after: index, past: UInt8(ascii: "(")) {
                showsToolbar = true
            }
            if (word == "title" || word == "titleView"), Self.isAssignment(bytes, after: index) { setsTitles = true }
            if Self.barItemSetters.contains(word) || Self.barItemProperties.contains(word) && Self.isAssignment(bytes, after: index) {
                setsBarItems = true
            }
            if declaring { classes.append(word) }
            if declaringClass { superclasses[word] = Self.superclass(bytes, after: index) }
            declaring = word == "class" || word == "extension"
            declaringClass = word == "class"
            // The next word is a member of this one when only `.`, `?.` or `!.` lies between.
            var next = index
            while next < bytes.count, bytes[next] == UInt8(ascii: "?") || bytes[next] == UInt8(ascii: "!") { next += 1 }
            previous = next < bytes.count && bytes[next] == UInt8(ascii: ".") && next + 1 < bytes.count && isWordByte(bytes[next + 1])
                ? word : nil
            index = next < bytes.count && bytes[next] == UInt8(ascii: ".") ? next + 1 : index
        }
    }
}

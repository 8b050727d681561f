/// One XML element of an Interface Builder file, with where its start tag's `<` stands.
///
/// The importer reads the whole file into these first and maps them afterwards, because a
/// storyboard refers forward and across scenes by id (a tab bar controller's segues name view
/// controllers written further down).
struct InterfaceBuilderNode: Sendable {
    var name: String
    var attributes: [String: String]
    var children: [InterfaceBuilderNode] = []
    /// Character data directly inside the element (`<string>Title</string>`).
    var text = ""
    var position: SourcePosition

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// The `id` Interface Builder gives every object.
    var id: String? { attributes["id"] }

    /// The role the element plays for its parent: `<label key="textLabel">`, `<view key="view">`.
    var key: String? { attributes["key"] }

    /// Whether a boolean attribute is `YES` (Interface Builder writes nothing for the default).
    func flag(_ attribute: String) -> Bool? {
        attributes[attribute].map { $0 == "YES" }
    }

    /// The first child with this element name (and key, if given).
    func child(_ name: String, key: String? = nil) -> InterfaceBuilderNode? {
        children.first { $0.name == name && (key == nil || $0.key == key) }
    }

    /// The first child playing this role, whatever its element name.
    func child(key: String) -> InterfaceBuilderNode? {
        children.first { $0.key == key }
    }

    /// The children of the first child called `name`: `<subviews>`, `<segments>`, `<items>`.
    func list(_ name: String) -> [InterfaceBuilderNode] {
        child(name)?.children ?? []
    }

    /// The views inside this one, in the file's order: `<subviews>`, and the subviews of a
    /// content view (a cell's `<tableViewCellContentView>`, a blur's `<view key="contentView">`).
    var subviews: [InterfaceBuilderNode] {
        var views = list("subviews")
        if let content = child(key: "contentView") { views = content.subviews + views }
        return views
    }

    /// The element and everything inside it, depth first in the file's order.
    func forEachDescendant(_ body: (InterfaceBuilderNode) -> Void) {
        body(self)
        for child in children { child.forEachDescendant(body) }
    }

    /// `<rect key="frame" width=… height=…>`: the size Interface Builder lays the view out at.
    var frame: InterfaceBuilderNode? { child("rect", key: "frame") }
}

extension InterfaceBuilderNode {
    /// The label Interface Builder's accessibility inspector gives the view, if any.
    var accessibilityLabel: String? {
        if let label = child("accessibility", key: "accessibilityConfiguration")?["label"], !label.isEmpty { return label }
        return runtimeStrings.first { $0.keyPath == "accessibilityLabel" && !$0.value.isEmpty }?.value
    }

    /// The text values of the element's user-defined runtime attributes
    /// (`<userDefinedRuntimeAttribute type="string" keyPath="accLabelText" value="Share"/>`), which
    /// Interface Builder sets through key-value coding when the view is loaded.
    var runtimeStrings: [(keyPath: String, value: String)] {
        list("userDefinedRuntimeAttributes").compactMap { attribute in
            guard attribute.name == "userDefinedRuntimeAttribute", attribute["type"] == "string" || attribute["type"] == "localizedString",
                  let keyPath = attribute["keyPath"] else { return nil }
            return (keyPath, attribute["value"] ?? "")
        }
    }

    /// A text runtime attribute through a property of the app's own (`accLabelText`,
    /// `localizableString`), when the element has no accessibility label of its own: what that
    /// property sets (often the label or the title) is known only to the app's code.
    var textSetByOwnProperty: String? {
        runtimeStrings.first { $0.keyPath != "accessibilityLabel" && $0.keyPath != "accessibilityIdentifier" }?.keyPath
    }
}

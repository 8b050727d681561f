import SwiftSyntax

/// What the content closure of a `.sheet`, `.fullScreenCover` or `.popover` says about the
/// presentation: the modifiers that configure it, its toolbars and title, the presentations it
/// makes in turn, and whether every view in it is one of SwiftUI's own (when one is the app's, or a
/// value, the settings not written here may be set there, so they are unknown).
///
/// The closure is walked once; a nested presentation's own closure is left to its own scan.
struct SwiftUIPresentationScan {
    var modifiers: [String: FunctionCallExprSyntax] = [:]
    var toolbars: [FunctionCallExprSyntax] = []
    /// Nested `.sheet`, `.fullScreenCover`, `.popover`, `.alert` and `.confirmationDialog` calls.
    var nested: [FunctionCallExprSyntax] = []
    var isWrittenHere = true

    static let configuring: Set<String> = [
        "presentationDetents", "presentationDragIndicator", "interactiveDismissDisabled", "navigationTitle",
        "presentationCompactAdaptation",
    ]
    static let presenting: Set<String> = ["sheet", "fullScreenCover", "popover", "alert", "confirmationDialog"]
    /// SwiftUI's views and toolbar pieces; any other called type is the app's own view.
    static let systemViews: Set<String> = [
        "Text", "Button", "Label", "Image", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "List", "Form", "Section",
        "ScrollView", "NavigationStack", "NavigationView", "Group", "Spacer", "Divider", "Toggle", "TextField", "SecureField",
        "Picker", "DatePicker", "Stepper", "Slider", "ProgressView", "ForEach", "LabeledContent", "ToolbarItem", "ToolbarItemGroup",
        "ToolbarSpacer", "Color", "TextEditor", "Link", "ShareLink", "Menu", "ContentUnavailableView", "EmptyView", "Grid", "GridRow",
        "ControlGroup", "GroupBox", "Gauge",
    ]

    init(_ closure: ClosureExprSyntax) {
        visit(Syntax(closure.statements))
    }

    private mutating func visit(_ node: Syntax) {
        if let call = node.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                let name = member.declName.baseName.text
                if Self.presenting.contains(name) {
                    nested.append(call)
                    visit(Syntax(base))
                    return
                }
                if Self.configuring.contains(name), modifiers[name] == nil { modifiers[name] = call }
                if name == "toolbar" { toolbars.append(call) }
            } else if let name = SwiftUIValues.calleeName(call), name.first?.isUppercase == true, !Self.systemViews.contains(name) {
                isWrittenHere = false
            }
        } else if node.is(DeclReferenceExprSyntax.self), node.parent?.is(CodeBlockItemSyntax.self) == true {
            // A view held in a variable or property (`content`, `editor`), shown as it is.
            isWrittenHere = false
        }
        for child in node.children(viewMode: .sourceAccurate) {
            visit(child)
        }
    }
}

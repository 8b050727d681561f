import HIGControls
import SwiftSyntax

/// `DisclosureGroup`, `OutlineGroup` and `TextEditor`.
extension SwiftUIReader {
    /// `DisclosureGroup("Advanced") { … }`, `DisclosureGroup { … } label: { Text("Advanced") }`: a
    /// disclosure group with its title, followed by what it holds, read as the content around it
    /// is, so the rules of those views still judge them. Its rows are left unknown to the model.
    func disclosureGroup(_ call: FunctionCallExprSyntax, _ context: Context) -> SwiftUIFragment {
        let here = location(call, context)
        var title: String?
        var titleLocation = here
        if let argument = SwiftUIValues.argument(nil, in: call.arguments) {
            title = SwiftUIValues.text(argument, strings: context.strings)?.text ?? SwiftUIText.placeholder
            titleLocation = location(argument, context)
        } else if let label = Self.closure("label", of: call) {
            title = labelContent(label.statements, context).title?.text ?? SwiftUIText.placeholder
            titleLocation = location(label, context)
        }
        let expanded = SwiftUIValues.argument("isExpanded", in: call.arguments).map(Self.isConstantTrue) ?? false
        let group = DisclosureGroup(title: title, isExpanded: expanded, rows: [], rowsAreKnown: false)
        var fragment = SwiftUIFragment(SwiftUIPlaced(element: .disclosureGroup(group), location: here,
                                                     parts: [SwiftUIPart(path: [.key("title")], location: titleLocation)]))
        if let content = Self.contentClosure(call) {
            append(builder(content.statements, context), to: &fragment, at: here)
        }
        return fragment
    }

    /// `.constant(true)`: the only expansion the source fixes.
    private static func isConstantTrue(_ expr: ExprSyntax) -> Bool {
        guard let call = expr.as(FunctionCallExprSyntax.self), SwiftUIValues.calleeName(call) == "constant" else { return false }
        return SwiftUIValues.bool(call.arguments.first?.expression) == true
    }

    /// `OutlineGroup(tree, children: \.children) { … }`: groups made from data.
    func outlineGroup(_ call: FunctionCallExprSyntax, _ context: Context) -> SwiftUIFragment {
        .unknown(location(call, context), what: Localized(ko: "OutlineGroup의 펼침 그룹", en: "the disclosure groups of the OutlineGroup"),
                 why: Localized(ko: "그룹의 제목과 깊이가 실행 중에 앱의 데이터에서 정해집니다", en: "their titles and levels come from the app's data at run time"))
    }

    /// `TextEditor(text: $notes)`: an editable text view whose text is the app's; its font is
    /// set by a `.font` on it or around it, like a label's.
    func textEditor(_ call: FunctionCallExprSyntax, _ context: Context) -> SwiftUIFragment {
        var placed = SwiftUIPlaced(element: .textView(TextView(text: SwiftUIText.placeholder, isEditable: true, dataDetectors: [])),
                                   location: location(call, context))
        placed.usesDefaultFont = true
        return SwiftUIFragment(placed)
    }
}

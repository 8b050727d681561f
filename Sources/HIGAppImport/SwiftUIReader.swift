import HIGControls
import SwiftSyntax

/// Reads the views of a module into fragments of the control model. One reader serves all the
/// files read together, so a view used by name is read once (memoized) and reused everywhere.
final class SwiftUIReader {
    /// How many views deep a use by name is followed.
    static let maximumDepth = 8
    /// How many elements (rows included) one view's content may hold before the rest is dropped.
    static let maximumElements = 2_000
    /// How deeply nested view code is read; deeper code is reported as unknown.
    static let maximumNesting = 200

    /// What a piece of view code is read in.
    struct Context {
        var file: Int
        /// The view whose body is read: its members and constants resolve names.
        var owner: SwiftUIViewDeclaration?
        /// Styles and input traits set by enclosing views (`.pickerStyle`, `.keyboardType`), by
        /// modifier name: SwiftUI passes them down to the controls inside.
        var environment: [String: SwiftUIModifier] = [:]
        /// Names whose text is known: a `ForEach` element over literal strings, `let` constants.
        var strings: [String: String] = [:]
        var membersInProgress: Set<String> = []
        var nesting = 0
    }

    let lines: [SourceLines]
    let views: [String: SwiftUIViewDeclaration]
    /// `UITextField.appearance().clearButtonMode` set somewhere: fields get a clear button.
    let textFieldsHaveClearButton: Bool
    private var memo: [String: SwiftUIFragment] = [:]
    private var inProgress: [String] = []

    init(lines: [SourceLines], views: [String: SwiftUIViewDeclaration], textFieldsHaveClearButton: Bool) {
        self.lines = lines
        self.views = views
        self.textFieldsHaveClearButton = textFieldsHaveClearButton
    }

    func location(_ node: some SyntaxProtocol, _ file: Int) -> SwiftUILocation {
        SwiftUILocation(file: file, position: lines[file].position(ofByteOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset))
    }

    func location(_ node: some SyntaxProtocol, _ context: Context) -> SwiftUILocation {
        location(node, context.file)
    }

    // MARK: Views by name

    /// A view's body, read once.
    func fragment(of view: SwiftUIViewDeclaration) -> SwiftUIFragment {
        if let known = memo[view.name] { return known }
        inProgress.append(view.name)
        defer { inProgress.removeLast() }
        let context = Context(file: view.file, owner: view, strings: view.constants)
        let fragment = builder(view.body, context)
        memo[view.name] = fragment
        return fragment
    }

    /// `SettingsView()` in a body: that view's content, its parts written in another file placed
    /// at the call.
    func inline(_ view: SwiftUIViewDeclaration, at call: SwiftUILocation) -> SwiftUIFragment {
        if memo[view.name] == nil {
            if let start = inProgress.firstIndex(of: view.name) {
                let cycle = (inProgress[start...] + [view.name]).joined(separator: " → ")
                return .unknown(call, what: "what '\(view.name)' shows", why: "the views use each other in a cycle (\(cycle))")
            }
            if inProgress.count >= Self.maximumDepth {
                return .unknown(call, what: "what '\(view.name)' shows",
                                why: "views are followed by name at most \(Self.maximumDepth) levels deep")
            }
        }
        let fragment = fragment(of: view)
        return fragment.mapLocations { $0.file == call.file ? $0 : call }
    }

    // MARK: View builders

    /// The views of a `@ViewBuilder` closure or body, in order; both branches of an `if` are read.
    func builder(_ statements: CodeBlockItemListSyntax, _ context: Context) -> SwiftUIFragment {
        var fragment = SwiftUIFragment()
        let children = children(statements, context, flattening: [])
        fragment.unknowns = children.unknowns
        fragment.hasUnreadViews = !children.unknowns.isEmpty
        for entry in children.entries {
            append(view(entry.expression, entry.context), to: &fragment, at: location(entry.expression, entry.context))
        }
        return fragment
    }

    /// Appends a sibling, dropping its content once the bound on elements is reached.
    func append(_ other: SwiftUIFragment, to fragment: inout SwiftUIFragment, at location: SwiftUILocation) {
        guard fragment.size + other.size > Self.maximumElements else {
            fragment.append(other)
            return
        }
        var bars = other
        bars.items = []
        bars.size = 0
        fragment.append(bars)
        if !fragment.unknowns.contains(where: { $0.what.hasPrefix("content past") }) {
            fragment.unknowns.append(SwiftUIUnknown(location: location, what: "content past the first \(Self.maximumElements) elements",
                                                    why: "a screen is read up to \(Self.maximumElements) elements"))
        }
    }

    /// A view builder's children, one entry per view: an `if` or `switch` gives the views of
    /// every branch, a `ForEach` over a literal range or array gives its content once per
    /// element, and views named in `flattening` (`Section` in a list) give their content.
    struct Children {
        var entries: [(expression: ExprSyntax, context: Context)] = []
        /// Why the children cannot be counted: a `ForEach` over data, an `if`.
        var unknowns: [SwiftUIUnknown] = []
        var hasConditions = false
    }

    func children(_ statements: CodeBlockItemListSyntax, _ context: Context, flattening: Set<String>) -> Children {
        var result = Children()
        for statement in statements {
            switch statement.item {
            case .expr(let expr): addChild(expr, context, flattening: flattening, to: &result)
            case .stmt(let stmt):
                if let expression = stmt.as(ExpressionStmtSyntax.self)?.expression {
                    addChild(expression, context, flattening: flattening, to: &result)
                } else if let value = stmt.as(ReturnStmtSyntax.self)?.expression {
                    addChild(value, context, flattening: flattening, to: &result)
                }
            case .decl(let decl):
                if let config = decl.as(IfConfigDeclSyntax.self), let clause = Self.iOSClause(config),
                   case .statements(let inner) = clause.elements {
                    merge(children(inner, context, flattening: flattening), into: &result)
                }
            }
        }
        return result
    }

    private func addChild(_ expr: ExprSyntax, _ context: Context, flattening: Set<String>, to result: inout Children) {
        if let choice = expr.as(IfExprSyntax.self) {
            result.hasConditions = true
            var branch: IfExprSyntax? = choice
            while let current = branch {
                merge(children(current.body.statements, context, flattening: flattening), into: &result)
                switch current.elseBody {
                case .ifExpr(let next): branch = next
                case .codeBlock(let block):
                    merge(children(block.statements, context, flattening: flattening), into: &result)
                    branch = nil
                case nil: branch = nil
                }
            }
            return
        }
        if let choice = expr.as(SwitchExprSyntax.self) {
            result.hasConditions = true
            for case .switchCase(let switchCase) in choice.cases {
                merge(children(switchCase.statements, context, flattening: flattening), into: &result)
            }
            return
        }
        let viewExpression = SwiftUIViewExpression(expr) { self.location($0, context) }
        let name = viewExpression.calleeName
        if name == "ForEach", let call = viewExpression.call {
            forEach(call, context, flattening: flattening, into: &result)
            return
        }
        if let name, flattening.contains(name), let call = viewExpression.call, let content = Self.contentClosure(call) {
            merge(children(content.statements, context, flattening: flattening), into: &result)
            return
        }
        result.entries.append((expr, context))
    }

    private func merge(_ other: Children, into result: inout Children) {
        result.entries += other.entries
        result.unknowns += other.unknowns
        result.hasConditions = result.hasConditions || other.hasConditions
    }

    /// `ForEach(0..<3) { i in … }` and `ForEach(["A", "B"], id: \.self) { Text($0) }` are read once
    /// per element; a `ForEach` over anything else is built at run time.
    private func forEach(_ call: FunctionCallExprSyntax, _ context: Context, flattening: Set<String>, into result: inout Children) {
        let data = call.arguments.first?.expression
        let here = location(call, context)
        guard let content = Self.contentClosure(call) else { return }
        var values = SwiftUIValues.wholeNumbers(data, limit: Self.maximumElements)
        if values == nil, let strings = SwiftUIValues.stringArray(data), strings.count <= Self.maximumElements {
            values = strings
        }
        guard let values else {
            let source = data.map { "'\($0.trimmedDescription.prefix(40))'" } ?? "its data"
            result.unknowns.append(SwiftUIUnknown(location: here, what: "the views ForEach builds",
                                                  why: "ForEach over \(source) builds them at run time"))
            return
        }
        let parameter = Self.closureParameter(content) ?? "$0"
        for value in values {
            var inner = context
            inner.strings[parameter] = value
            merge(children(content.statements, inner, flattening: flattening), into: &result)
        }
    }

    // MARK: One view

    /// What one view expression shows, its modifiers applied.
    func view(_ expr: ExprSyntax, _ context: Context) -> SwiftUIFragment {
        var context = context
        context.nesting += 1
        let here = location(expr, context)
        if context.nesting > Self.maximumNesting {
            return .unknown(here, what: "views nested more than \(Self.maximumNesting) deep", why: "the importer reads views that deep at most")
        }
        if expr.is(IfExprSyntax.self) || expr.is(SwitchExprSyntax.self) {
            var fragment = SwiftUIFragment()
            var branches = Children()
            addChild(expr, context, flattening: [], to: &branches)
            fragment.unknowns = branches.unknowns
            fragment.hasUnreadViews = !branches.unknowns.isEmpty
            for entry in branches.entries {
                append(view(entry.expression, entry.context), to: &fragment, at: here)
            }
            return fragment
        }
        let viewExpression = SwiftUIViewExpression(expr) { self.location($0, context) }
        var inner = context
        for modifier in viewExpression.modifiers.reversed() where Self.environmentModifiers.contains(modifier.name) {
            inner.environment[modifier.name] = modifier
        }
        var fragment = base(viewExpression, inner)
        for modifier in viewExpression.modifiers {
            apply(modifier, to: &fragment, context)
        }
        return fragment
    }

    /// Modifiers whose setting reaches the controls inside the view they are applied to.
    static let environmentModifiers: Set<String> = [
        "pickerStyle", "datePickerStyle", "toggleStyle", "listStyle", "buttonStyle", "labelStyle", "keyboardType",
        "textContentType", "tabViewStyle",
    ]

    /// The view an expression starts from, before its modifiers.
    private func base(_ view: SwiftUIViewExpression, _ context: Context) -> SwiftUIFragment {
        let here = location(view.base, context)
        if let call = view.call, let name = view.calleeName {
            if let fragment = control(name, call, view, context) { return fragment }
            if let container = container(name, call, view, context) { return container }
            if let declaration = views[name] { return inline(declaration, at: here) }
            if Self.viewsWithoutModel.contains(name) { return SwiftUIFragment() }
            if let member = context.owner?.viewMembers[name] { return self.member(name, member, context, at: here) }
            return .unknown(here, what: "what '\(name)' shows", why: "'\(name)' is not a view of the files read")
        }
        if let name = SwiftUIValues.identifier(view.base) {
            if let member = context.owner?.viewMembers[name] { return self.member(name, member, context, at: here) }
            if let declaration = views[name] { return inline(declaration, at: here) }
            return .unknown(here, what: "what '\(name)' shows", why: "'\(name)' is a value built at run time")
        }
        if let member = view.base.as(MemberAccessExprSyntax.self), member.base == nil || member.base?.trimmedDescription == "Color" {
            return SwiftUIFragment() // `.red`, `Color.blue`: a colour, nothing the model draws
        }
        return .unknown(here, what: "what '\(view.base.trimmedDescription.prefix(40))' shows", why: "it is not a view the importer reads")
    }

    /// A computed view property or view-returning method of the same view (`header`, `row(for:)`).
    private func member(_ name: String, _ statements: CodeBlockItemListSyntax, _ context: Context, at here: SwiftUILocation) -> SwiftUIFragment {
        guard !context.membersInProgress.contains(name) else {
            return .unknown(here, what: "what '\(name)' shows", why: "'\(name)' uses itself")
        }
        var inner = context
        inner.membersInProgress.insert(name)
        return builder(statements, inner)
    }

    /// SwiftUI views that hold nothing the model draws (shapes, colours, spacing).
    static let viewsWithoutModel: Set<String> = [
        "Spacer", "Divider", "Color", "EmptyView", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Circle", "Capsule",
        "Ellipse", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "Canvas", "TimelineView",
        "TextEditor", "ColorPicker", "Gauge", "Map", "VideoPlayer", "ContainerRelativeShape", "Path", "AnyView",
        "ContentUnavailableView",
    ]

    // MARK: Helpers

    /// The closure holding a view's content: `VStack { … }`, `VStack(content: { … })`.
    static func contentClosure(_ call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        call.trailingClosure ?? SwiftUIValues.argument("content", in: call.arguments)?.as(ClosureExprSyntax.self)
    }

    /// A closure by its label: an argument (`label: { … }`) or a labelled trailing closure.
    static func closure(_ label: String, of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        SwiftUIValues.argument(label, in: call.arguments)?.as(ClosureExprSyntax.self)
            ?? call.additionalTrailingClosures.first { $0.label.text == label }?.closure
    }

    /// `{ item in … }` → `item`.
    static func closureParameter(_ closure: ClosureExprSyntax) -> String? {
        switch closure.signature?.parameterClause {
        case .simpleInput(let names): return names.first?.name.text
        case .parameterClause(let clause): return clause.parameters.first.map { ($0.secondName ?? $0.firstName).text }
        case nil: return nil
        }
    }

    /// The clause of `#if` an iOS build compiles: one naming iOS or UIKit, else `#else` when the
    /// others name other platforms, else the first.
    static func iOSClause(_ config: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        let clauses = Array(config.clauses)
        if let iOS = clauses.first(where: { clause in
            let condition = clause.condition?.trimmedDescription ?? ""
            return (condition.contains("os(iOS)") || condition.contains("canImport(UIKit)")) && !condition.hasPrefix("!")
        }) {
            return iOS
        }
        let namesOtherPlatforms = clauses.contains { ($0.condition?.trimmedDescription ?? "").contains("os(") }
        if namesOtherPlatforms, let fallback = clauses.first(where: { $0.condition == nil }) { return fallback }
        return clauses.first
    }
}

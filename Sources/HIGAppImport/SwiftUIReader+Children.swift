import HIGControls
import SwiftSyntax

/// A view builder's statements as the views they make: the largest branch of an `if` or a
/// `switch`, a `ForEach` over literal data once per element, and the iOS clause of an `#if`.
extension SwiftUIReader {
    /// A view builder's children, one entry per view: an `if` or `switch` gives the views of
    /// its largest branch, a `ForEach` over a literal range or array gives its content once per
    /// element, and views named in `flattening` (`Section` in a list) give their content.
    struct Children {
        var entries: [(expression: ExprSyntax, context: Context)] = []
        /// Why the children cannot be counted: a `ForEach` over data, an `if`.
        var unknowns: [SwiftUIUnknown] = []
        var hasConditions = false
        /// The view a `ForEach` over run-time data makes for each element (`template(of:_:)`).
        var templates: [(expression: ExprSyntax, context: Context)] = []
    }

    /// The one view a `ForEach`'s content makes for each element, as a stand-in for the rows it
    /// makes at run time; its parameter is unbound, since its values are not known.
    func template(of content: ClosureExprSyntax, _ context: Context) -> (expression: ExprSyntax, context: Context)? {
        guard content.statements.count == 1, case .expr(let expression)? = content.statements.first?.item else { return nil }
        var inner = context
        inner.strings[Self.closureParameter(content) ?? "$0"] = nil
        return (expression, inner)
    }

    func children(_ statements: CodeBlockItemListSyntax, _ context: Context, flattening: Set<String>) -> Children {
        var result = Children()
        for statement in statements {
            // Once the body's budget has run out, every loop up to the body stops here.
            guard !isExhausted else { break }
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

    /// Adds the views one statement makes: the largest branch of an `if` or `switch`, a `ForEach`'s
    /// expansion, a flattened view's content, or the view itself.
    func addChild(_ expr: ExprSyntax, _ context: Context, flattening: Set<String>, to result: inout Children) {
        if let choice = expr.as(IfExprSyntax.self) {
            var branches: [Children] = []
            var branch: IfExprSyntax? = choice
            while let current = branch {
                branches.append(children(current.body.statements, context, flattening: flattening))
                switch current.elseBody {
                case .ifExpr(let next): branch = next
                case .codeBlock(let block):
                    branches.append(children(block.statements, context, flattening: flattening))
                    branch = nil
                case nil: branch = nil
                }
            }
            mergeLargest(of: branches, into: &result)
            return
        }
        if let choice = expr.as(SwitchExprSyntax.self) {
            var branches: [Children] = []
            for case .switchCase(let switchCase) in choice.cases {
                branches.append(children(switchCase.statements, context, flattening: flattening))
            }
            mergeLargest(of: branches, into: &result)
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
        guard charge(1, at: location(expr, context)) else { return }
        result.entries.append((expr, context))
    }

    /// Branches of which one shows at a time (`if`/`else`, `#available`, `switch`): the one with
    /// the most views stands for them all, not their sum ("4 controls" where one Close button
    /// shows on each system), and of as many, the one with the most code (`Image(…).frame(…)`
    /// over the `ProgressView()` shown while it loads); what any branch leaves unknown is kept.
    /// A view drawn by none (`.hidden()`, kept for its size) counts for nothing.
    private func mergeLargest(of branches: [Children], into result: inout Children) {
        result.hasConditions = true
        func size(_ branch: Children) -> (Int, Int) {
            let shown = branch.entries.filter { !Self.isHidden($0.expression) }
            return (shown.count, shown.reduce(0) { $0 + $1.expression.trimmedLength.utf8Length })
        }
        guard let largest = branches.indices.max(by: { size(branches[$0]) < size(branches[$1]) }) else { return }
        var chosen = branches[largest]
        for (index, branch) in branches.enumerated() where index != largest { chosen.unknowns.addOnce(branch.unknowns) }
        merge(chosen, into: &result)
    }

    /// `GameNavView(…).hidden()`: a `.hidden()` anywhere in the view's chain of modifiers.
    static func isHidden(_ expression: ExprSyntax) -> Bool {
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base {
            if member.declName.baseName.text == "hidden" { return true }
            current = base
        }
        return false
    }

    private func merge(_ other: Children, into result: inout Children) {
        result.entries += other.entries
        result.templates += other.templates
        result.unknowns.addOnce(other.unknowns)
        result.hasConditions = result.hasConditions || other.hasConditions
    }

    /// `ForEach(0..<3) { i in … }` and `ForEach(["A", "B"], id: \.self) { Text($0) }` are read once
    /// per element, `ForEach(Tab.allCases) { tab in … }` once per case of the module's enum (what
    /// the content takes from `tab` is unknown); a `ForEach` over anything else is built at run time.
    private func forEach(_ call: FunctionCallExprSyntax, _ context: Context, flattening: Set<String>, into result: inout Children) {
        let data = call.arguments.first?.expression
        let here = location(call, context)
        guard let content = Self.contentClosure(call) else { return }
        var values: [String?]? = SwiftUIValues.wholeNumbers(data, limit: Self.maximumElements)
        if values == nil, let strings = SwiftUIValues.stringArray(data), strings.count <= Self.maximumElements {
            values = strings
        }
        if values == nil, let count = caseCount(of: data), count <= Self.maximumElements {
            values = Array(repeating: nil, count: count)
        }
        guard let values else {
            let source = data.map { "'\($0.trimmedDescription.prefix(40))'" }
            result.unknowns.append(SwiftUIUnknown(location: here, what: Localized(ko: "ForEach가 만드는 뷰", en: "the views ForEach builds"),
                                                  why: Localized(ko: "ForEach가 \(source ?? "데이터")의 항목마다 실행 중에 만듭니다",
                                                                 en: "ForEach over \(source ?? "its data") builds them at run time")))
            if let template = template(of: content, context) { result.templates.append(template) }
            return
        }
        let parameter = Self.closureParameter(content) ?? "$0"
        for value in values {
            // A copy with no view in it costs a step all the same: ranges nested in it multiply.
            guard charge(1, at: here) else { break }
            var inner = context
            inner.strings[parameter] = value
            merge(children(content.statements, inner, flattening: flattening), into: &result)
        }
    }

    /// `Tab.allCases`, for a `CaseIterable` enum `Tab` of the module whose cases the source fixes.
    private func caseCount(of data: ExprSyntax?) -> Int? {
        guard let access = data?.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "allCases",
              let base = access.base?.as(DeclReferenceExprSyntax.self) else { return nil }
        return caseCounts[base.baseName.text]
    }

    /// The clause of `#if` an iOS build compiles: one naming iOS or UIKit, else `#else` when the
    /// others name other platforms, else the first; never an `os(macOS)` clause, so
    /// `#if os(macOS) … #endif` gives nothing.
    static func iOSClause(_ config: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        // An Array: filtering the syntax collection itself would make a detached copy, its positions lost.
        let clauses = Array(config.clauses).filter { !SwiftMacOSCode.isMacOSClause($0) }
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

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
    /// The number of cases of each `CaseIterable` enum of the module whose cases the source
    /// fixes, by name (a name two enums share is left out): `ForEach(Tab.allCases)` is read.
    var caseCounts: [String: Int] = [:]
    private var memo: [String: SwiftUIFragment] = [:]
    private var inProgress: [String] = []
    /// The views that show each view by name, read so far (previews are no users).
    private(set) var users: [String: Set<String>] = [:]
    /// The views whose `NavigationLink`s or `.navigationDestination`s push each view, read so far.
    private(set) var pushers: [String: Set<String>] = [:]
    /// The budget of the body being read (SwiftUIReader+Budget).
    var budget = Budget()

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
        let fragment = readBody(view.body, context, named: view.name)
        memo[view.name] = fragment
        return fragment
    }

    /// Notes that the view being read pushes the view `destination` makes (`AlbumView(album: a)`,
    /// or a closure of that one view): the destination of a `NavigationLink` or `.navigationDestination`.
    func recordPush(_ destination: ExprSyntax?, _ context: Context) {
        guard let pusher = inProgress.last, let destination else { return }
        var expr = destination
        if let closure = destination.as(ClosureExprSyntax.self) {
            guard closure.statements.count == 1, let only = closure.statements.first?.item.as(ExprSyntax.self) else { return }
            expr = only
        }
        guard let name = SwiftUIViewExpression(expr, location: { self.location($0, context) }).calleeName, views[name] != nil, name != pusher else { return }
        pushers[name, default: []].insert(pusher)
    }

    /// The navigation title a view's body gives its screen, when it is a literal: on its stack's
    /// bar, or asked of the stack that shows it.
    func navigationTitle(of name: String) -> String? {
        guard let fragment = memo[name],
              let title = fragment.stack?.navigationBar?.value.title ?? fragment.requests.title?.value else { return nil }
        return title.contains(SwiftUIText.placeholder) ? nil : title
    }

    /// `SettingsView()` in a body: that view's content, each part where it is written. The view
    /// being read is recorded as a user of it: a view some other view shows is judged there, in
    /// the containers it is put in, and is no screen of its own.
    func inline(_ view: SwiftUIViewDeclaration, at call: SwiftUILocation) -> SwiftUIFragment {
        if let user = inProgress.last, user != view.name { users[view.name, default: []].insert(user) }
        if memo[view.name] == nil {
            if let start = inProgress.firstIndex(of: view.name) {
                let cycle = (inProgress[start...] + [view.name]).joined(separator: " → ")
                return .unknown(call, what: .whatShows(view.name),
                                why: Localized(ko: "뷰들이 서로를 돌아가며 씁니다(\(cycle))", en: "the views use each other in a cycle (\(cycle))"))
            }
            if inProgress.count >= Self.maximumDepth {
                return .unknown(call, what: .whatShows(view.name),
                                why: Localized(ko: "이름으로 쓴 뷰는 \(Self.maximumDepth)단계까지만 따라갑니다",
                                               en: "views are followed by name at most \(Self.maximumDepth) levels deep"))
            }
        }
        let fragment = fragment(of: view)
        if let excess = fragment.excess { budget.shows = budget.shows ?? excess }
        // The copy is this body's to pay for: a view shown a thousand times is copied a thousand times.
        guard charge(fragment.items.count + fragment.unknowns.count + 1, at: call) else { return SwiftUIFragment() }
        return fragment
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
        if !fragment.unknowns.contains(where: { $0.what.en.hasPrefix("content past") }) {
            fragment.unknowns.append(SwiftUIUnknown(location: location, what: Localized(ko: "처음 \(Self.maximumElements)개 요소 다음의 내용",
                                                                   en: "content past the first \(Self.maximumElements) elements"),
                                                    why: Localized(ko: "한 화면에서 요소를 \(Self.maximumElements)개까지만 읽습니다",
                                                                   en: "a screen is read up to \(Self.maximumElements) elements")))
        }
    }

    // MARK: One view

    /// What one view expression shows, its modifiers applied.
    func view(_ expr: ExprSyntax, _ context: Context) -> SwiftUIFragment {
        var context = context
        context.nesting += 1
        let here = location(expr, context)
        guard charge(1, at: here) else { return SwiftUIFragment() }
        if context.nesting > Self.maximumNesting {
            return .unknown(here, what: Localized(ko: "\(Self.maximumNesting)단계보다 깊이 중첩된 뷰", en: "views nested more than \(Self.maximumNesting) deep"),
                            why: Localized(ko: "higsite는 그 깊이까지만 뷰를 읽습니다", en: "the importer reads views that deep at most"))
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
        "pickerStyle", "datePickerStyle", "toggleStyle", "listStyle", "buttonStyle", "labelStyle", "gaugeStyle", "keyboardType",
        "textContentType", "tabViewStyle", "submitLabel",
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
            return .unknown(here, what: .whatShows(name),
                            why: Localized(ko: "읽은 파일에 없는 뷰('\(name)')입니다", en: "'\(name)' is not a view of the files read"))
        }
        if let name = SwiftUIValues.identifier(view.base) {
            if let member = context.owner?.viewMembers[name] { return self.member(name, member, context, at: here) }
            if let declaration = views[name] { return inline(declaration, at: here) }
            return .unknown(here, what: .whatShows(name),
                            why: Localized(ko: "실행 중에 만들어지는 값('\(name)')입니다", en: "'\(name)' is a value built at run time"))
        }
        if let member = view.base.as(MemberAccessExprSyntax.self), member.base == nil || member.base?.trimmedDescription == "Color" {
            return SwiftUIFragment() // `.red`, `Color.blue`: a colour, nothing the model draws
        }
        return .unknown(here, what: .whatShows(String(view.base.trimmedDescription.prefix(40))),
                        why: Localized(ko: "higsite가 읽는 뷰가 아닙니다", en: "it is not a view the importer reads"))
    }

    /// A computed view property or view-returning method of the same view (`header`, `row(for:)`).
    private func member(_ name: String, _ statements: CodeBlockItemListSyntax, _ context: Context, at here: SwiftUILocation) -> SwiftUIFragment {
        guard !context.membersInProgress.contains(name) else {
            return .unknown(here, what: .whatShows(name), why: Localized(ko: "자기 자신을 쓰는 뷰('\(name)')입니다", en: "'\(name)' uses itself"))
        }
        var inner = context
        inner.membersInProgress.insert(name)
        return builder(statements, inner)
    }

    /// SwiftUI views that hold nothing the model draws (shapes, colours, spacing).
    static let viewsWithoutModel: Set<String> = [
        "Spacer", "Divider", "Color", "EmptyView", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Circle", "Capsule",
        "Ellipse", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "Canvas", "TimelineView",
        "ColorPicker", "Gauge", "Map", "VideoPlayer", "ContainerRelativeShape", "Path", "AnyView",
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
}

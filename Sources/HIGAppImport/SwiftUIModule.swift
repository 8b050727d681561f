import SwiftSyntax

/// A `struct X: View` of the files read: where its name is written, its `body`, and the members
/// a body may use by name (`var header: some View`, `func row(_:) -> some View`, `let title = "…"`).
struct SwiftUIViewDeclaration {
    var name: String
    var file: Int
    var nameToken: TokenSyntax
    var body: CodeBlockItemListSyntax
    /// Computed properties and methods that return views, by name.
    var viewMembers: [String: CodeBlockItemListSyntax]
    /// `let` constants with a literal string value: a memberwise initializer cannot change them.
    var constants: [String: String]
    /// `@State private var visibility = NavigationSplitViewVisibility.detailOnly`: the option a
    /// private state starts from (`detailOnly`), by name. No initializer from outside can change
    /// it; the view's own code may, later.
    var stateOptions: [String: String] = [:]
}

/// A `#Preview` of the files read.
struct SwiftUIPreviewDeclaration {
    var name: String
    var file: Int
    var poundToken: TokenSyntax
    var body: CodeBlockItemListSyntax
}

/// Every view and preview of one file, in the order they are written.
final class SwiftUIDeclarationCollector: SyntaxVisitor {
    let file: Int
    let lines: SourceLines
    var views: [SwiftUIViewDeclaration] = []
    var previews: [SwiftUIPreviewDeclaration] = []
    /// The file's tree, once walked.
    var tree: SourceFileSyntax?
    /// The previews (`#Preview`, a `PreviewProvider`), in the order they are written.
    var previewNodes: [Syntax] = []
    /// Whether the file sets `UITextField.appearance().clearButtonMode`, which gives every
    /// SwiftUI text field a clear button.
    var setsClearButtonMode = false
    /// The `CaseIterable` enums of the file, by name, with their number of cases (nil when the
    /// source does not fix it: cases under `#if`, or an `allCases` of its own).
    var caseIterables: [(name: String, count: Int?)] = []
    /// The `#if os(macOS)` clauses of the file, left out.
    var macOSBranches = 0

    /// Whether to look into code blocks: only a file that mentions `clearButtonMode` needs it.
    private let scansCode: Bool

    init(file: Int, lines: SourceLines) {
        self.file = file
        self.lines = lines
        scansCode = lines.contains("clearButtonMode")
        super.init(viewMode: .sourceAccurate)
    }

    // Views are declared at the top level or in types, not inside function bodies or getters:
    // skipping those keeps the walk short on a large file.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        scansCode ? .visitChildren : .skipChildren
    }

    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
        scansCode ? .visitChildren : .skipChildren
    }

    /// A view declared for the Mac only is not one of the app's iOS screens.
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        SwiftMacOSCode.isMacOSClause(node) ? .skipChildren : .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "CaseIterable" }) == true {
            caseIterables.append((node.name.text, Self.caseCount(node.memberBlock)))
        }
        return .visitChildren
    }

    /// The cases `allCases` lists, when the members fix them: plain cases only, none under
    /// `#if`, no `allCases` written by hand.
    private static func caseCount(_ members: MemberBlockSyntax) -> Int? {
        var count = 0
        for member in members.members {
            if let cases = member.decl.as(EnumCaseDeclSyntax.self) {
                count += cases.elements.count
            } else if member.decl.is(IfConfigDeclSyntax.self) {
                return nil
            } else if let variable = member.decl.as(VariableDeclSyntax.self),
                      variable.bindings.contains(where: { $0.pattern.trimmedDescription == "allCases" }) {
                return nil
            }
        }
        return count
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let conformsToView = node.inheritanceClause?.inheritedTypes.contains { inherited in
            let name = inherited.type.trimmedDescription
            return name == "View" || name == "SwiftUI.View"
        } ?? false
        if conformsToView, let declaration = Self.view(node, file: file) { views.append(declaration) }
        let isPreviewProvider = node.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription.hasSuffix("PreviewProvider") } ?? false
        if isPreviewProvider {
            previewNodes.append(Syntax(node))
            return .skipChildren
        }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        addPreview(Syntax(node), pound: node.pound, name: node.macroName, arguments: node.arguments, closure: node.trailingClosure)
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        addPreview(Syntax(node), pound: node.pound, name: node.macroName, arguments: node.arguments, closure: node.trailingClosure)
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.declName.baseName.text == "clearButtonMode", let base = node.base,
           base.trimmedDescription.contains("UITextField.appearance") {
            setsClearButtonMode = true
        }
        return .visitChildren
    }

    private func addPreview(_ node: Syntax, pound: TokenSyntax, name: TokenSyntax, arguments: LabeledExprListSyntax, closure: ClosureExprSyntax?) {
        guard name.text == "Preview", let closure else { return }
        previewNodes.append(node)
        let title = arguments.first.flatMap { $0.label == nil ? SwiftUIValues.text($0.expression) : nil }
        let line = lines.position(ofByteOffset: pound.positionAfterSkippingLeadingTrivia.utf8Offset).line
        let screenName = title.map { "#Preview \"\($0.text)\"" } ?? "#Preview (line \(line))"
        previews.append(SwiftUIPreviewDeclaration(name: screenName, file: file, poundToken: pound, body: closure.statements))
    }

    private static func view(_ node: StructDeclSyntax, file: Int) -> SwiftUIViewDeclaration? {
        var body: CodeBlockItemListSyntax?
        var members: [String: CodeBlockItemListSyntax] = [:]
        var constants: [String: String] = [:]
        var stateOptions: [String: String] = [:]
        for member in node.memberBlock.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    if let statements = getter(binding.accessorBlock) {
                        if name == "body" { body = statements } else if returnsView(binding.typeAnnotation?.type) { members[name] = statements }
                    } else if variable.bindingSpecifier.tokenKind == .keyword(.let),
                              let text = SwiftUIValues.text(binding.initializer?.value), text.isLiteral {
                        constants[name] = text.text
                    } else if isPrivateState(variable), let value = binding.initializer?.value.as(MemberAccessExprSyntax.self) {
                        stateOptions[name] = value.declName.baseName.text
                    }
                }
            } else if let function = member.decl.as(FunctionDeclSyntax.self), let statements = function.body?.statements,
                      returnsView(function.signature.returnClause?.type) {
                members[function.name.text] = statements
            }
        }
        guard let body else { return nil }
        return SwiftUIViewDeclaration(name: node.name.text, file: file, nameToken: node.name, body: body,
                                      viewMembers: members, constants: constants, stateOptions: stateOptions)
    }

    /// `@State private var`: a state no caller sets.
    private static func isPrivateState(_ variable: VariableDeclSyntax) -> Bool {
        let isState = variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "State" }
        return isState && variable.modifiers.contains { $0.name.tokenKind == .keyword(.private) }
    }

    private static func getter(_ block: AccessorBlockSyntax?) -> CodeBlockItemListSyntax? {
        guard let block else { return nil }
        switch block.accessors {
        case .getter(let statements): return statements
        case .accessors(let accessors):
            return accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        }
    }

    /// `some View`, `AnyView`, `Text`, … — any type written with `View` in it, or a known view type.
    private static func returnsView(_ type: TypeSyntax?) -> Bool {
        guard let type else { return false }
        let text = type.trimmedDescription
        return text.contains("View") || ["Text", "Image", "Label", "Button"].contains(text)
    }
}

/// Where the views of a module are named: in code, or only in previews. A view that only a
/// preview shows (`struct Wrapper: View` for a `PreviewProvider`) is scaffolding for Xcode's
/// canvas, not a screen people see, and is not linted.
struct SwiftUIViewReferences {
    private var outsidePreviews: Set<String> = []
    private var inPreviews: Set<String> = []

    /// The names of `views` that `previews` use: only the previews are walked.
    init(previews: [Syntax], views: Set<String>) {
        for preview in previews {
            let finder = NameFinder(views: views, previews: [])
            finder.walk(preview)
            inPreviews.formUnion(finder.used)
        }
    }

    /// The views that some preview shows: the names worth looking for in the rest of the code.
    var shownInPreviews: Set<String> { inPreviews }

    /// The uses of those names in `tree` outside its `previews`.
    mutating func addUses(in tree: SourceFileSyntax, previews: [Syntax]) {
        let finder = NameFinder(views: inPreviews, previews: previews)
        finder.walk(tree)
        outsidePreviews.formUnion(finder.used)
    }

    func isPreviewOnly(_ name: String) -> Bool {
        inPreviews.contains(name) && !outsidePreviews.contains(name)
    }
}

/// Where `views`' names are used, as an expression (`Row(…)`, `Row.init`) or a type (`let row:
/// Row`, `extension Row`), outside `previews`; a declaration's own name is neither. The tree is
/// visited in source order, so one index moves through the previews.
private final class NameFinder: SyntaxVisitor {
    let views: Set<String>
    let previews: [Range<Int>]
    var preview = 0
    var used: Set<String> = []

    init(views: Set<String>, previews: [Syntax]) {
        self.views = views
        self.previews = previews.map { $0.position.utf8Offset..<$0.endPosition.utf8Offset }
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        note(node.baseName)
        return .skipChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        note(node.name)
        return .visitChildren
    }

    private func note(_ token: TokenSyntax) {
        guard case .identifier(let name) = token.tokenKind, views.contains(name) else { return }
        let offset = token.positionAfterSkippingLeadingTrivia.utf8Offset
        while preview < previews.count, previews[preview].upperBound <= offset { preview += 1 }
        guard preview == previews.count || !previews[preview].contains(offset) else { return }
        used.insert(name)
    }
}

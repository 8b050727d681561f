import SwiftSyntax

/// Swift code for the Mac, which `higsite lint` leaves out: an iOS guideline says nothing about
/// an AppKit window.
enum SwiftMacOSCode {
    /// A system other than iOS a file is for: macOS when it imports AppKit or Cocoa, watchOS
    /// when it imports WatchKit, at its top level (not inside an `#if`) and without UIKit: it
    /// cannot be built for iOS. A file that imports them inside `#if canImport(AppKit)` or
    /// `#if os(macOS)` is for both and is read, its macOS clauses left out.
    enum OtherSystem {
        case macOS, watchOS
    }

    static func otherSystem(of tree: SourceFileSyntax) -> OtherSystem? {
        var system: OtherSystem?
        for statement in tree.statements {
            guard let declaration = statement.item.as(ImportDeclSyntax.self), let module = declaration.path.first?.name.text else { continue }
            if module == "UIKit" { return nil }
            if module == "AppKit" || module == "Cocoa" { system = .macOS }
            if module == "WatchKit" { system = system ?? .watchOS }
        }
        return system
    }

    /// Whether an `#if` or `#elseif` clause is compiled for the Mac only: its condition is
    /// `os(macOS)` (or its old name `os(OSX)`). Its `#else` is kept.
    static func isMacOSClause(_ clause: IfConfigClauseSyntax) -> Bool {
        guard let condition = clause.condition?.trimmedDescription else { return false }
        return condition == "os(macOS)" || condition == "os(OSX)"
    }

    /// The macOS clauses in a file, in declarations and in view builders alike.
    static func macOSClauses(in tree: SourceFileSyntax, lines: SourceLines) -> Int {
        guard lines.contains("os(macOS)") || lines.contains("os(OSX)") else { return 0 }
        let counter = ClauseCounter(viewMode: .sourceAccurate)
        counter.walk(tree)
        return counter.count
    }

    private final class ClauseCounter: SyntaxVisitor {
        var count = 0

        override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
            guard SwiftMacOSCode.isMacOSClause(node) else { return .visitChildren }
            count += 1
            return .skipChildren
        }
    }
}

extension SwiftMacOSCode {
    /// The views, among those `declared` (name → the file declaring it), that only macOS files
    /// use: a SwiftUI view with no AppKit in its own file, shown by an `NSViewController`
    /// (`NSHostingView(rootView: SettingsView())`) and named in no other file of the app. A
    /// view named nowhere (an app's root, a view only its own previews show) is not one.
    /// One pass over each file's tokens, done only when there are macOS files.
    static func viewsOnlyMacOSUses(declared: [String: Int], trees: [SourceFileSyntax?], isMacOS: [Bool]) -> Set<String> {
        guard isMacOS.contains(true) else { return [] }
        var usedByMacOS = Set<String>()
        var usedElsewhere = Set<String>()
        for (index, tree) in trees.enumerated() {
            guard let tree else { continue }
            for token in tree.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let name) = token.tokenKind, let home = declared[name] else { continue }
                if isMacOS[index] {
                    usedByMacOS.insert(name)
                } else if home != index {
                    usedElsewhere.insert(name)
                }
            }
        }
        return usedByMacOS.subtracting(usedElsewhere)
    }
}

import HIGAppImport
import HIGControls

/// One screen for `higsite lint`, whatever it was read from: a YAML or JSON description, SwiftUI
/// code, a storyboard or a XIB. Each kind knows where its elements are written.
package struct LintScreen: Sendable {
    package var file: String
    /// `screens[2]`, `SettingsView`, `scene "Settings"`; nil for a file that is one screen.
    package var name: String?
    package var screen: Screen
    /// What the source left open, so rules that need it did not run (`--explain`).
    package var unknowns: [Unknown]
    /// False when the screen is a view whose container is not known: rules that judge where an
    /// element is put do not run on it.
    package var containerIsKnown = true
    private let locate: @Sendable (ElementPath) -> SourceLocation?
    private let locateFile: @Sendable (ElementPath) -> String?

    package init(file: String, name: String?, screen: Screen, unknowns: [Unknown] = [],
                locate: @escaping @Sendable (ElementPath) -> SourceLocation?,
                locateFile: @escaping @Sendable (ElementPath) -> String? = { _ in nil }) {
        self.file = file
        self.name = name
        self.screen = screen
        self.unknowns = unknowns
        self.locate = locate
        self.locateFile = locateFile
    }

    /// Where an element is written: in `file(of:)`, at this location.
    package func location(of element: ElementPath) -> SourceLocation? { locate(element) }

    /// The file an element is written in: the screen's, or another a view used by name is in.
    package func file(of element: ElementPath) -> String { locateFile(element) ?? file }

    /// The screens of a YAML or JSON description, located through its nodes.
    package static func screens(of file: ScreenFile) -> [LintScreen] {
        file.screens.map { entry in
            LintScreen(file: file.path, name: entry.name, screen: entry.screen) { ScreenFile.location(of: $0, in: entry) }
        }
    }

    /// The screens imported from app code, located by the positions the importer recorded.
    package static func screens(of file: ImportedFile) -> [LintScreen] {
        file.screens.map { imported in
            var screen = LintScreen(file: file.path, name: imported.name, screen: imported.screen, unknowns: imported.unknowns,
                                    locate: { imported.position(of: $0) }, locateFile: { imported.file(of: $0) })
            screen.containerIsKnown = imported.containerIsKnown
            return screen
        }
    }
}

extension ImportedFile {
    /// What could not be read, as `screen-spec` diagnostics at their positions (`swift-syntax`
    /// warnings for Swift the compiler rejects too).
    package func diagnostics(in language: Language) -> [Diagnostic] {
        problems.map { problem in
            guard problem.isSwiftSyntaxError else {
                return Diagnostic(file: path, location: problem.position, problem: .screen(.screenSpec(problem.message[language])))
            }
            let advice = Localized(ko: "; 이 파일은 lint에서 빠집니다. 컴파일러도 이 파일을 거부하므로 고치거나, 어떤 타깃도 빌드하지 않는 파일"
                                       + "(코드 생성기의 임시 출력)이라면 --exclude로 빼세요",
                                   en: "; the file is left out of lint. The compiler rejects it too: fix it, or leave it out with --exclude "
                                       + "when no target builds it (a code generator's scratch output)")
            return Diagnostic(file: path, location: problem.position, problem: .screen(.swiftSyntax(problem.message[language] + advice[language])))
        }
    }
}

import HIGControls

/// A position in an app's source file: the same 1-based line and scalar column as every
/// diagnostic of higsite (HIGControls' `SourceLocation`), so a position goes to a diagnostic as
/// it is.
package typealias SourcePosition = SourceLocation

/// A screen read from an app's code or Interface Builder file: the model the rules check, and
/// where each of its parts is written.
package struct ImportedScreen: Hashable, Sendable {
    /// What the screen is called in the source: `SettingsView`, `#Preview "Sign up"`,
    /// `scene "Settings" (Main.storyboard)`.
    package var name: String
    package var screen: Screen
    /// Where the screen starts: the `View`'s declaration, the scene's element.
    package var position: SourcePosition
    /// Where each element of the model was written, by its path in the model
    /// (`tab-bar.items[2]`, `content[0].switch`). A path not listed falls back to its nearest
    /// listed ancestor, then to `position`.
    package var positions: [ElementPath: SourcePosition]
    /// What the source does not fix (a `ForEach` over data, a value in a variable): left out of
    /// the model rather than guessed, so the rules that need it do not fire.
    package var unknowns: [Unknown]
    /// The file of each listed position written in another file than the screen's: a view used
    /// by name is reported where it is written, once, not at every use.
    package var files: [ElementPath: String]
    /// False for a view whose container is not known (only a preview shows it): the rules that
    /// judge where an element is put do not run on it.
    package var containerIsKnown = true

    package init(name: String, screen: Screen, position: SourcePosition,
                positions: [ElementPath: SourcePosition] = [:], unknowns: [Unknown] = [], files: [ElementPath: String] = [:]) {
        self.name = name
        self.screen = screen
        self.position = position
        self.positions = positions
        self.unknowns = unknowns
        self.files = files
    }

    /// The file an element is written in when it is not the screen's, found as its position is.
    package func file(of path: ElementPath) -> String? {
        var components = path.components
        while !components.isEmpty {
            let ancestor = ElementPath(components)
            if positions[ancestor] != nil { return files[ancestor] }
            components.removeLast()
        }
        return nil
    }

    /// Where an element is written: its own position, else its nearest ancestor's, else the screen's.
    package func position(of path: ElementPath) -> SourcePosition {
        var components = path.components
        while !components.isEmpty {
            if let found = positions[ElementPath(components)] { return found }
            components.removeLast()
        }
        return position
    }
}

/// A part of a screen the source does not fix, and why: what `higsite lint --explain` prints.
package struct Unknown: Hashable, Sendable {
    package var position: SourcePosition
    /// The file it is written in, when not the screen's.
    package var file: String?
    /// What is unknown, in the model's terms: `the number of tabs`, `the slider's range`.
    /// Both languages, written once where the reader decides it: `--explain` speaks `--lang`.
    package var what: Localized
    /// Why, in the source's terms: `ForEach over 'sections' builds them at run time`.
    package var why: Localized

    package init(position: SourcePosition, file: String? = nil, what: Localized, why: Localized) {
        self.position = position
        self.file = file
        self.what = what
        self.why = why
    }
}

/// Something an importer could not read: a syntax error, malformed XML, a binary file.
/// `higsite lint` reports it as one `screen-spec` diagnostic and goes on with the other files.
package struct ImportProblem: Hashable, Sendable {
    package var position: SourcePosition?
    /// In both languages; what a parser says (swift-syntax's, XMLParser's) is quoted as it is.
    package var message: Localized
    /// A Swift syntax error, which the compiler rejects as well: the file is left out like the
    /// others, but a file no target builds (a code generator's scratch output) should not stop a
    /// team's CI, so lint reports it as a warning, not as unreadable input.
    package var isSwiftSyntaxError: Bool

    package init(position: SourcePosition?, message: Localized, isSwiftSyntaxError: Bool = false) {
        self.position = position
        self.message = message
        self.isSwiftSyntaxError = isSwiftSyntaxError
    }
}

/// What an importer made of one file.
package struct ImportedFile: Hashable, Sendable {
    package enum Kind: String, Sendable, CaseIterable {
        case swiftUI = "SwiftUI"
        case storyboard
        case xib = "XIB"

        /// The kind a file's name says it is, if higsite imports it.
        package init?(fileName: String) {
            switch fileName.split(separator: ".").last.map({ $0.lowercased() }) {
            case "swift": self = .swiftUI
            case "storyboard": self = .storyboard
            case "xib": self = .xib
            default: return nil
            }
        }
    }

    /// The path as the user wrote it (what diagnostics print).
    package var path: String
    package var kind: Kind
    package var screens: [ImportedScreen]
    package var problems: [ImportProblem]
    /// A macOS file, not read: a storyboard or XIB for the Mac (`targetRuntime="MacOSX.Cocoa"`),
    /// or Swift that imports AppKit or Cocoa and not UIKit.
    package var isMacOS: Bool
    /// A watchOS file, not read: Swift that imports WatchKit and not UIKit.
    package var isWatchOS = false
    /// A file for another system than iOS.
    package var isForOtherSystem: Bool { isMacOS || isWatchOS }
    /// The `#if os(macOS)` clauses of a Swift file, not read.
    package var macOSBranches: Int
    /// The views of a Swift file that only macOS files use (`SwiftMacOSCode`), not read.
    package var macOSViews = 0

    package init(path: String, kind: Kind, screens: [ImportedScreen] = [], problems: [ImportProblem] = [],
                isMacOS: Bool = false, macOSBranches: Int = 0) {
        self.path = path
        self.kind = kind
        self.screens = screens
        self.problems = problems
        self.isMacOS = isMacOS
        self.macOSBranches = macOSBranches
    }
}

import Foundation
import HIGAppImport

/// What `higsite lint` reads from the paths it is given: screen descriptions (YAML, JSON) and app
/// code (SwiftUI source, storyboards, XIBs), found by walking folders the way an app's repository
/// is laid out.
package enum LintInputs {
    package enum Kind: Equatable, Sendable {
        case description
        case app(ImportedFile.Kind)

        /// The kind a file's name says, or nil for a file lint does not read.
        init?(fileName: String) {
            if let app = ImportedFile.Kind(fileName: fileName) {
                self = .app(app)
            } else if ["yaml", "yml", "json"].contains(fileName.split(separator: ".").last.map({ $0.lowercased() }) ?? "") {
                self = .description
            } else {
                return nil
            }
        }
    }

    package struct File: Equatable, Sendable {
        package var url: URL
        /// The path as diagnostics print it.
        package var display: String
        package var kind: Kind
        /// Named on the command line, not found by walking a folder: a YAML or JSON file named is
        /// read as a description whatever it holds; one found is read only when it is one
        /// (`ScreenDescriptionSignal`).
        package var isNamed = false
    }

    /// What walking a folder found, and how many paths `exclude` patterns left out (an excluded
    /// folder counts once: it is not walked).
    package struct Walk: Equatable, Sendable {
        package var files: [File]
        package var excluded: Int

        package init(files: [File] = [], excluded: Int = 0) {
            self.files = files
            self.excluded = excluded
        }
    }

    /// Folders no screen lives in: build products, dependencies checked out by package managers,
    /// and Xcode's bundles of assets and settings (whose `Contents.json` are not screens).
    /// Localised folders (`Base.lproj`) hold storyboards and are walked.
    static let skippedFolders: Set<String> = [".build", "Pods", "Carthage", "DerivedData", "node_modules", "build"]
    static let skippedBundleExtensions: Set<String> = [
        "xcassets", "xcodeproj", "xcworkspace", "xcdatamodeld", "xcdatamodel", "playground", "bundle", "framework",
        "xcframework", "app", "appex", "dSYM", "xcresult", "docc", "icon", "xcstrings",
    ]
    /// Files higsite knows not to be screens, though their names end in `.yaml` or `.json`.
    static let skippedFileNames: Set<String> = [SiteConfiguration.fileName, "Package.resolved"]

    /// The files lint reads below `folder`, sorted by their displayed path. Hidden entries,
    /// skipped folders and what `exclusions` match are left out; a linked folder is not followed
    /// (it could loop, or lead into another project).
    package static func files(in folder: URL, display: String, excluding exclusions: LintExclusions = LintExclusions()) -> Walk {
        var walk = Walk()
        // Exclusions match resolved paths; below the resolved folder no link is followed, so
        // each entry's path is its folder's and its name.
        let real = (try? RealPath.resolve(folder.path)) ?? folder.standardizedFileURL.path
        // As SwiftLint does, a folder named on the command line inside an excluded one is excluded too.
        guard !exclusions.excludes(itselfOrAbove: real) else { return Walk(excluded: 1) }
        var pending: [(url: URL, shown: String, real: String)] = [(folder, display, real)]
        while let (url, shown, real) = pending.popLast() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { continue }
            for name in names where !name.hasPrefix(".") {
                let child = url.appendingPathComponent(name)
                let childShown = shown == "." ? name : shown + "/" + name
                let childReal = real == "/" ? "/" + name : real + "/" + name
                var info = stat()
                guard lstat(child.path, &info) == 0 else { continue }
                let isFolder = info.st_mode & S_IFMT == S_IFDIR
                if isFolder {
                    let suffix = name.split(separator: ".").count > 1 ? String(name.split(separator: ".").last!) : ""
                    guard !skippedFolders.contains(name), !skippedBundleExtensions.contains(suffix) else { continue }
                } else {
                    // A pipe or a device named like a screen is reported by its reader, not skipped in silence.
                    guard !skippedFileNames.contains(name), Kind(fileName: name) != nil else { continue }
                }
                if exclusions.excludes(childReal) {
                    walk.excluded += 1
                } else if isFolder {
                    pending.append((child, childShown, childReal))
                } else if let kind = Kind(fileName: name) {
                    walk.files.append(File(url: child, display: childShown, kind: kind))
                }
            }
        }
        walk.files.sort { $0.display < $1.display }
        return walk
    }

    /// A file named on the command line: read for what its name says, and as a description when
    /// its name says nothing (`higsite lint screen.txt` was asked for by name).
    package static func file(_ url: URL, display: String) -> File {
        File(url: url, display: display, kind: Kind(fileName: url.lastPathComponent) ?? .description, isNamed: true)
    }
}

import HIGControls
import HIGRules

/// A problem reading the content folder: a file or folder that cannot be read, a symbolic link
/// that leads nowhere or outside, a language or home page that is missing.
package enum FileProblem: Hashable, Sendable {
    case pathOutsideContent(String)
    case unreadableFile(String)
    case missingLanguageFolder(Language)
    case missingHomePage(Language)
    case linkedFolder
    case danglingLink
    case linkLoop
    case notRegularFile
    case unreadableFolder(String)
    case imageTooLarge(bytes: Int64, limit: Int64)

    var code: String {
        switch self {
        case .pathOutsideContent: "unsafe-path"
        case .unreadableFile, .missingLanguageFolder, .missingHomePage, .linkedFolder, .danglingLink, .linkLoop, .notRegularFile,
             .unreadableFolder: "unreadable-file"
        case .imageTooLarge: "image-too-large"
        }
    }

    var severity: Severity { .error }

    var message: String {
        switch self {
        case .pathOutsideContent(let path):
            "'\(path)' leads outside the content folder; higsite only reads files inside it"
        case .unreadableFile(let reason):
            "cannot read file: \(reason)"
        case .missingLanguageFolder(let language):
            "no \(language.englishName) content here; create this folder, or pass --content with the folder that holds ko/ and en/"
        case .missingHomePage(let language):
            "the \(language.englishName) site has no home page; create this file with a title"
        case .linkedFolder:
            "a symbolic link to a folder is not followed; move the pages into the content folder"
        case .danglingLink:
            "this symbolic link leads to nothing (its target does not exist); restore the target or remove the link"
        case .linkLoop:
            "this symbolic link leads round in a loop; remove it"
        case .notRegularFile:
            "not a regular file (a pipe, socket or device); higsite reads only plain files"
        case .unreadableFolder(let reason):
            "cannot list this folder, so its pages would be missing: \(reason)"
        case .imageTooLarge(let bytes, let limit):
            "this image is \(bytes >> 20) MiB, and the site publishes images of at most \(limit >> 20) MiB; make it smaller"
        }
    }
}

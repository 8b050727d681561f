import HIGControls
import Foundation
import HIGAppImport

/// Reads app code for `higsite lint`: every SwiftUI file together (views are followed by name
/// from file to file, as within one module), each storyboard and XIB on its own.
package enum AppSources {
    /// A source file is read whole; one larger than this is not an app's screen code. Storyboards
    /// are the largest files lint reads, and real ones stay at a few MB (Xcode itself slows down
    /// long before): one of 31 MB, 49,386 scenes, is read and linted within 400 MB of memory.
    static let maximumSize = 32 * 1024 * 1024

    /// Swift files are parsed first in `parseGuard`, where a parse that runs away is stopped.
    package static func read(_ files: [LintInputs.File], parseGuard: (any SwiftParseGuard)? = nil) -> [ImportedFile] {
        var swift: [(path: String, data: [UInt8])] = []
        var interfaceBuilder: [(path: String, data: [UInt8], kind: ImportedFile.Kind)] = []
        var results: [String: ImportedFile] = [:]
        for file in files {
            guard case .app(let kind) = file.kind else { continue }
            switch bytes(of: file.url) {
            case .failure(let problem):
                results[file.display] = ImportedFile(path: file.display, kind: kind, problems: [problem])
            case .success(let data):
                if kind == .swiftUI {
                    swift.append((file.display, data))
                } else {
                    interfaceBuilder.append((file.display, data, kind))
                }
            }
        }
        // What the view controllers' code sets on the views their outlets hold.
        let setInCode = OutletsSetInCode(swiftSources: interfaceBuilder.isEmpty ? [] : swift.map(\.data))
        for file in interfaceBuilder {
            results[file.path] = InterfaceBuilderImporter.read(file.data, path: file.path, kind: file.kind, setInCode: setInCode)
        }
        for imported in SwiftUIImporter.read(swift, parseGuard: parseGuard) {
            results[imported.path] = imported
        }
        // In the order the files were given.
        return files.compactMap { results.removeValue(forKey: $0.display) }
    }

    /// A regular file's bytes; a pipe or device would block or never end.
    static func bytes(of url: URL) -> Result<[UInt8], ImportProblem> {
        func problem(_ message: Localized) -> Result<[UInt8], ImportProblem> { .failure(ImportProblem(position: nil, message: message)) }
        var info = stat()
        guard stat(url.path, &info) == 0 else {
            let reason = String(cString: strerror(errno))
            return problem(Localized(ko: "파일을 읽을 수 없습니다: \(reason)", en: "cannot read the file: \(reason)"))
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            return problem(Localized(ko: "일반 파일이 아닙니다(파이프, 소켓 또는 장치). higsite는 일반 파일만 읽습니다",
                                     en: "not a regular file (a pipe, socket or device); higsite reads only plain files"))
        }
        guard info.st_size <= maximumSize else { return problem(tooLarge(Int(info.st_size))) }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return problem(Localized(ko: "파일을 읽을 수 없습니다", en: "cannot read the file"))
        }
        return .success([UInt8](data))
    }

    /// What a file over `maximumSize` is told, with what to do about it.
    static func tooLarge(_ size: Int) -> Localized {
        let megabytes = String(format: "%.1f", Double(size) / 1_048_576)
        let limit = maximumSize / 1_048_576
        return Localized(
            ko: "파일이 너무 큽니다: \(megabytes) MB, 한도는 \(limit) MB입니다. higsite lint는 그 크기까지의 Swift 파일, 스토리보드, "
                + "XIB를 읽습니다(Xcode의 Refactor to Storyboard로 스토리보드를 나누거나, lint에 주는 경로에서 이 파일을 빼세요)",
            en: "file too large: \(megabytes) MB, the limit is \(limit) MB; higsite lint reads Swift files, "
                + "storyboards and XIBs up to that size (split a storyboard with Xcode's Refactor to Storyboard, "
                + "or leave the file out of the paths lint is given)")
    }
}

extension ImportProblem: Error {}

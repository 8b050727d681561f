import Foundation
import HIGFuzz
import HIGSite

/// `higsite-fuzz screen|content|app [--templates DIR] [--content DIR] FILE|FOLDER…`: runs each file
/// (every file of a folder) through a fuzz target, as libFuzzer would, and prints what each came
/// to. A crash here is a crash there. Built with `-sanitize=fuzzer -DFUZZING` (`scripts/fuzz`),
/// the same executable runs libFuzzer instead (LibFuzzerEntry.swift).
@main
struct Replay {
    static func main() {
        if CommandLine.arguments.dropFirst().first == SwiftParseProcess.childArgument {
            SwiftParseProcess.serveChild()
        }
        #if FUZZING
        LibFuzzer.run()
        #else
        replay()
        #endif
    }

    static func replay() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        guard let name = arguments.first, let target = FuzzTarget(rawValue: name) else {
            fail("usage: higsite-fuzz screen|content|app [--templates DIR] [--content DIR] FILE|FOLDER…")
        }
        arguments.removeFirst()
        var settings = FuzzSettings()
        var inputs: [String] = []
        while let argument = arguments.first {
            arguments.removeFirst()
            switch argument {
            case "--templates", "--content":
                guard let value = arguments.first else { fail("\(argument) needs a folder") }
                arguments.removeFirst()
                if argument == "--templates" { settings.templates = value } else { settings.content = value }
            default:
                inputs.append(argument)
            }
        }
        guard !inputs.isEmpty else { fail("give the files to replay") }
        let runner: FuzzRunner
        do {
            runner = try FuzzRunner(settings)
        } catch {
            fail("higsite-fuzz: \(error)")
        }
        for path in inputs.flatMap(files) {
            guard let data = FileManager.default.contents(atPath: path) else { fail("\(path): cannot read the file") }
            print("\(path): \(runner.run(target, data))")
        }
    }

    /// The file itself, or every file below a folder, sorted.
    static func files(_ path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { return [path] }
        let names = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
        return names.sorted().map { path + "/" + $0 }.filter {
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: $0, isDirectory: &isFolder) && !isFolder.boolValue
        }
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(2)
    }
}

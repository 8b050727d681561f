#if FUZZING
import Foundation
import HIGFuzz

/// libFuzzer's driver, in the build made with `-sanitize=fuzzer -DFUZZING` (`scripts/fuzz`).
///
/// SwiftPM links an executable's `main` to the module's `@main`, so libFuzzer's own `main` is
/// never used: `Replay.main` hands the command line to `LLVMFuzzerRunDriver`, which takes the
/// usual libFuzzer options. The target comes from the environment, as libFuzzer's options
/// cannot carry it: HIGSITE_FUZZ_TARGET=screen|content|app, with HIGSITE_FUZZ_TEMPLATES and
/// HIGSITE_FUZZ_CONTENT for the content target's theme and glossary.
enum LibFuzzer {
    static func run() -> Never {
        _ = fuzzing  // a bad setting fails at once, not at the first input
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, { bytes, count in
            let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
            fuzzing.runner.run(fuzzing.target, data)
            return 0
        }))
    }
}

/// Made once, on first use (a global `let` is initialised lazily and safely). libFuzzer calls a
/// C function per input, which can only reach the runner through a global.
private let fuzzing: (target: FuzzTarget, runner: FuzzRunner) = {
    let environment = ProcessInfo.processInfo.environment
    guard let target = environment["HIGSITE_FUZZ_TARGET"].flatMap(FuzzTarget.init(rawValue:)) else {
        FileHandle.standardError.write(Data("higsite-fuzz: set HIGSITE_FUZZ_TARGET to screen or content\n".utf8))
        exit(2)
    }
    do {
        // Three seconds of processor time for any file: lint's limit for a 2 MB file (five)
        // would take half of libFuzzer's ten seconds for an input on its own.
        let settings = FuzzSettings(templates: environment["HIGSITE_FUZZ_TEMPLATES"] ?? "templates",
                                    content: environment["HIGSITE_FUZZ_CONTENT"] ?? "content",
                                    swiftParseLimit: { _ in 3_000 })
        return (target, try FuzzRunner(settings))
    } catch {
        FileHandle.standardError.write(Data("higsite-fuzz: \(error)\n".utf8))
        exit(2)
    }
}()

/// `int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*UserCb)(const uint8_t *Data, size_t Size))`
/// from libFuzzer (FuzzerInterface.h), which has no Swift module.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<Int32>,
                                 _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                                 _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32
#endif

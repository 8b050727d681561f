import ArgumentParser
import HIGSite

/// `--content`, shared by every command that reads the guidelines.
struct ContentOptions: ParsableArguments {
    @Option(help: "The content folder, holding ko/ and en/.")
    var content = "content"
}

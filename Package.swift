// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "higsite",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "higsite", targets: ["higsite"]),
        .library(name: "HIGRules", targets: ["HIGRules"]),
        // Fuzz targets: replays files; scripts/fuzz builds it for libFuzzer.
        .executable(name: "higsite-fuzz", targets: ["higsite-fuzz"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // SwiftParser, for reading SwiftUI code in `higsite lint` (no compiler, no type checking).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        // No HTTP server package: `higsite serve` runs a small one of its own on plain sockets
        // (Sources/higsite/Preview/). FlyingFox, used before, read request lines without any bound
        // and had no setting for one, so one long header line could take minutes of CPU.
    ],
    targets: [
        // cmark-gfm from the system: Debian `libcmark-gfm-dev libcmark-gfm-extensions-dev`.
        // Its libcmark-gfm.pc links both the core and the extensions library.
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [
                .apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]),
                .brew(["cmark-gfm"]),
            ]
        ),
        // Lets cmark-gfm finish documents on several threads (see finish.c).
        .target(name: "CCmarkGFMFinish", linkerSettings: [.linkedLibrary("dl")]),
        // Turns templates/ into a Swift file of HIGSite (the embedded default theme).
        .executableTarget(name: "embed-theme"),
        .plugin(name: "EmbedTheme", capability: .buildTool(), dependencies: ["embed-theme"]),
        // Lists every rule of Sources/HIGRules/Rules/ in a Swift file of HIGRules (the registry).
        .executableTarget(name: "register-rules"),
        .plugin(name: "RegisterRules", capability: .buildTool(), dependencies: ["register-rules"]),
        .executableTarget(name: "template-contexts"),
        .plugin(name: "TemplateContexts", capability: .buildTool(), dependencies: ["template-contexts"]),
        // System calls Swift's Glibc module lacks: the output swap's atomic exchange (exchange.c)
        // and opening a path beneath a folder without following links (beneath.c).
        .target(name: "CSystemCalls"),
        // The control model: value types for a screen and every control, decodable from YAML/JSON.
        .target(name: "HIGControls"),
        // Every guideline as an executable rule, with its examples; a library product of its own.
        // Its registry is generated from the rule files (Plugins/RegisterRules).
        .target(name: "HIGRules", dependencies: ["HIGControls"], plugins: ["RegisterRules"]),
        // SVG and ASCII drawings of the control model, with violations marked.
        .target(name: "HIGMockups", dependencies: ["HIGControls"]),
        // Screens read from app code: SwiftUI source (swift-syntax) and Interface Builder files
        // (Foundation's XMLParser), each element with the line and column it came from.
        .target(
            name: "HIGAppImport",
            dependencies: [
                "HIGControls",
                .product(name: "SwiftParser", package: "swift-syntax"),
                // The first syntax error's message, for the one problem a broken file reports.
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        .target(
            name: "HIGSite",
            dependencies: [
                "CCmarkGFM",
                "CCmarkGFMFinish",
                "CSystemCalls",
                "HIGControls",
                "HIGRules",
                "HIGMockups",
                "HIGAppImport",
                .product(name: "Yams", package: "Yams"),
            ],
            // The template contexts' declarations, read by Plugins/TemplateContexts.
            exclude: ["Templates/TemplateContexts.contexts"],
            // The default theme, compiled in from templates/ (Plugins/EmbedTheme); the template
            // contexts, generated from their declarations (Plugins/TemplateContexts).
            plugins: ["EmbedTheme", "TemplateContexts"]
        ),
        // `higsite lsp`: the Language Server Protocol over stdio (JSON-RPC, Codable; no package).
        .target(name: "HIGLanguageServer", dependencies: ["HIGSite", "HIGControls"]),
        .executableTarget(
            name: "higsite",
            dependencies: [
                // `serve` opens each file beneath the output folder, never through a link (beneath.c).
                "CSystemCalls",
                "HIGSite",
                "HIGLanguageServer",
                "HIGControls",
                "HIGRules",
                "HIGMockups",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Yams", package: "Yams"),
            ],
            // mimalloc (Debian `libmimalloc-dev`) in place of glibc's malloc: a build allocates on
            // both cores at once, and glibc's arenas spend a fifth of it growing heaps and taking
            // locks (BENCHMARKS.md, sixth session). Linking it is enough: it defines malloc and free.
            linkerSettings: [.linkedLibrary("mimalloc", .when(platforms: [.linux]))]
        ),
        // The golden-file check the test targets share (expectGolden; HIGSITE_RECORD=1 rewrites).
        .target(name: "GoldenFiles", path: "Tests/GoldenFiles"),
        .testTarget(
            name: "HIGSiteTests",
            dependencies: ["HIGSite", "HIGControls", "HIGRules", "CCmarkGFM", "GoldenFiles"],
            exclude: ["Golden", "Fixtures"]
        ),
        .testTarget(
            name: "HIGAppImportTests",
            // Its fixtures are examples/storyboard and examples/swiftui-app.
            dependencies: ["HIGAppImport", "HIGControls", "HIGRules"]
        ),
        .testTarget(name: "RegisterRulesTests", dependencies: ["register-rules"]),
        .testTarget(name: "TemplateContextsTests", dependencies: ["template-contexts"]),
        .testTarget(
            name: "HIGRulesTests",
            dependencies: ["HIGRules", "HIGControls", .product(name: "Yams", package: "Yams")]
        ),
        .testTarget(
            name: "HIGMockupsTests",
            dependencies: ["HIGMockups", "HIGControls", "HIGRules", "GoldenFiles", .product(name: "Yams", package: "Yams")],
            exclude: ["Golden", "Fixtures"]
        ),
        .testTarget(name: "HIGLanguageServerTests", dependencies: ["HIGLanguageServer"]),
        .testTarget(
            name: "higsiteTests",
            dependencies: ["higsite", "GoldenFiles"],
            exclude: ["Golden"]
        ),
        // The fuzz targets (screen descriptions, content pages), and the replay of what they found.
        .target(name: "HIGFuzz", dependencies: ["HIGSite", "HIGControls", "HIGRules", "HIGAppImport"]),
        .executableTarget(name: "higsite-fuzz", dependencies: ["HIGFuzz", "HIGSite"]),
        .testTarget(name: "HIGFuzzTests", dependencies: ["HIGFuzz"], exclude: ["Fixtures"]),
        // The shape of the code itself: file and function lengths, pointers only in the byte layer.
        .testTarget(
            name: "CodeShapeTests",
            dependencies: [
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
    ]
)

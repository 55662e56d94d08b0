// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "kb",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "kb", targets: ["kb"]),
        .executable(name: "kb-engine", targets: ["kb-engine"]),
        .library(name: "KnowledgeBase", targets: ["KnowledgeBase"]),
        .library(name: "Flashcards", targets: ["Flashcards"]),
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "602.0.0"),
    ],
    targets: [
        // cmark-gfm, the CommonMark reference parser with GitHub's extensions,
        // from Debian's libcmark-gfm-dev and libcmark-gfm-extensions-dev.
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        // zlib (Debian's zlib1g-dev), which compresses the long texts of cards.
        .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),
        // glibc's malloc.h (mallopt): an import keeps the memory it frees for reuse.
        .systemLibrary(name: "CMalloc"),
        // SQLite's process-wide settings, which only C can make (sqlite3_config is variadic).
        .target(name: "CSQLiteSettings", linkerSettings: [.linkedLibrary("sqlite3")]),
        // kb_rank, search's ranking: bm25 that reads a row's length only when the row can
        // be among the best (an FTS5 auxiliary function, which only C can define).
        .target(name: "CSearchRanking", linkerSettings: [.linkedLibrary("sqlite3"), .linkedLibrary("m")]),
        // The FSRS scheduler and card model: pure functions on the standard library.
        .target(name: "Flashcards"),
        // SwiftUI's layout system in pure Swift, and its renderers.
        .target(name: "LayoutEngine"),
        .target(
            name: "KnowledgeBase",
            dependencies: [
                "CCmarkGFM",
                "CMalloc",
                "CSearchRanking",
                "CSQLiteSettings",
                "CZlib",
                "Flashcards",
                "LayoutEngine",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // The command line both executables share: global options, output, the pager and
        // `kb search`, which links neither swift-syntax nor the picture libraries.
        .target(
            name: "KBCommandLine",
            dependencies: [
                "KnowledgeBase",
                "LayoutEngine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `kb`: runs `kb search` itself and becomes `kb-engine` for every other command.
        .executableTarget(
            name: "kb",
            dependencies: [
                "KBCommandLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // A static executable in release builds: a search starts without the dynamic
            // loader (see the Makefile's `release`). Debug builds link as usual.
            linkerSettings: [.unsafeFlags(["-static-executable"], .when(configuration: .release))]
        ),
        // Every kb command, with the snippet runner and the picture renderers.
        .executableTarget(
            name: "kb-engine",
            dependencies: [
                "KBCommandLine",
                "KnowledgeBase",
                "Flashcards",
                "LayoutEngine",
                "SnippetRunner",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Swift source from the notes, parsed with swift-syntax and run as a LayoutEngine view.
        .target(
            name: "SnippetRunner",
            dependencies: [
                "LayoutEngine",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
            ]
        ),
        // `make bench`'s layout benchmark.
        .executableTarget(name: "layout-bench", dependencies: ["LayoutEngine"]),
        // libFuzzer targets (`make fuzz`): built with `-sanitize=fuzzer` each is a fuzzer;
        // built as usual each replays the files it is given, a corpus or a crash.
        .target(name: "FuzzSupport"),
        .executableTarget(name: "fuzz-import", dependencies: ["FuzzSupport", "KnowledgeBase", "SnippetRunner"]),
        .executableTarget(name: "fuzz-snippet", dependencies: ["FuzzSupport", "SnippetRunner", "LayoutEngine"]),
        .executableTarget(name: "fuzz-search", dependencies: ["FuzzSupport", "KnowledgeBase"]),
        .testTarget(name: "FlashcardsTests", dependencies: ["Flashcards"]),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine"]),
        .testTarget(name: "SnippetRunnerTests", dependencies: ["SnippetRunner", "LayoutEngine"]),
        .testTarget(name: "KnowledgeBaseTests", dependencies: ["KnowledgeBase"]),
        .testTarget(name: "kbTests", dependencies: ["KnowledgeBase", "KBCommandLine"]),
    ],
    swiftLanguageModes: [.v6]
)

// Pictures as pixels: cairo draws the shapes and pango the text (Debian's libcairo2-dev
// and libpango1.0-dev), with the fonts the layout engine measures with.
package.targets += [
    .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]),
    .target(name: "RasterPicture", dependencies: ["LayoutEngine", "CPangoCairo"]),
    .testTarget(name: "RasterPictureTests", dependencies: ["RasterPicture", "SnippetRunner", "LayoutEngine"]),
]
package.targets.first { $0.name == "kb-engine" }?.dependencies.append("RasterPicture")
package.targets.first { $0.name == "kbTests" }?.dependencies.append("RasterPicture")

// Pictures in the terminal: chafa (Debian's libchafa-dev) speaks kitty graphics, iTerm2
// inline images and sixels, and draws Unicode block art in true colour or 256 colours.
package.targets += [
    .systemLibrary(name: "CChafa", pkgConfig: "chafa", providers: [.apt(["libchafa-dev"])]),
    .target(name: "TerminalGraphics", dependencies: ["RasterPicture", "LayoutEngine", "CChafa"]),
    .testTarget(name: "TerminalGraphicsTests", dependencies: ["TerminalGraphics", "RasterPicture", "SnippetRunner", "LayoutEngine"],
                exclude: ["Expected"]),
]
package.targets.first { $0.name == "kb-engine" }?.dependencies.append("TerminalGraphics")

// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "splitview",
    products: [
        .library(name: "SplitKit", targets: ["SplitKit"]),
        .library(name: "SplitKitCurses", targets: ["SplitKitCurses"]),
        .executable(name: "splitview", targets: ["splitview"]),
    ],
    targets: [
        // ncursesw, wrapped for Swift. No pkgConfig: SwiftPM drops ncursesw.pc's -D flags and warns.
        .systemLibrary(name: "CNcurses", path: "Sources/CNcurses"),
        // zlib, for gzip input. No pkgConfig, as for ncurses: the module map links it.
        .systemLibrary(name: "CZlib", path: "Sources/CZlib"),
        // The C library's wcwidth, so the canvas measures text exactly as ncurses does.
        .target(name: "CWidth", path: "Sources/CWidth"),
        // Async-signal-safe terminal restore and signal-to-pipe handlers.
        .target(name: "CTerminalGuard", path: "Sources/CTerminalGuard"),
        .target(name: "SplitKit", dependencies: ["CWidth"], path: "Sources/SplitKit"),
        .target(
            name: "SplitKitCurses",
            dependencies: ["SplitKit", "CNcurses", "CTerminalGuard", "CWidth"],
            path: "Sources/SplitKitCurses"
        ),
        // The app's own layers: its tables (formats, index, filter, grouping, editing, saving,
        // kept edits), with no UI, and its record browser, on SplitKit and the tables.
        .target(name: "RecordTables", dependencies: ["CZlib"], path: "Sources/RecordTables"),
        .target(name: "RecordBrowser", dependencies: ["SplitKit", "RecordTables"], path: "Sources/RecordBrowser"),
        // The executable: options, configuration, wiring, exit status.
        .executableTarget(name: "splitview", dependencies: ["SplitKit", "SplitKitCurses", "RecordTables", "RecordBrowser"],
                          path: "Sources/splitview"),
        // Test support, built for the tests: SplitMix64 for seeded random tests, and the child
        // process of the kill-during-save test (saves a file in a loop until it is killed).
        .target(name: "SeededRandom", path: "Tests/Support/SeededRandom"),
        .executableTarget(name: "saveloop", dependencies: ["RecordTables"], path: "Tests/Support/saveloop"),
        // Unit and snapshot tests of every module, headless, in folders named after the module.
        .testTarget(
            name: "UnitTests",
            dependencies: ["SplitKit", "RecordTables", "RecordBrowser", "SeededRandom"],
            path: "Tests/UnitTests",
            exclude: ["Snapshots"]
        ),
        // The Mail example's app (its own package builds it as MailApp), compiled here too so
        // that the API tests drive it headless.
        .target(name: "MailExample", dependencies: ["SplitKit"], path: "Examples/Mail/Sources/MailApp"),
        // Imports SplitKit without @testable: apps built on the public API alone, the Mail
        // example among them.
        .testTarget(name: "SplitKitAPITests", dependencies: ["SplitKit", "MailExample"], path: "Tests/SplitKitAPITests"),
        .testTarget(name: "EndToEndTests", dependencies: ["SeededRandom"], path: "Tests/EndToEndTests"),
    ],
    swiftLanguageModes: [.v6]
)

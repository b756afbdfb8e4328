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
        .executableTarget(name: "splitview", dependencies: ["SplitKit", "SplitKitCurses"], path: "Sources/splitview"),
        // SplitMix64: the seedable generator behind datagen's data and the random tests.
        .target(name: "SeededRandom", path: "Sources/SeededRandom"),
        // Benchmark tools: deterministic test data, and the data layer timed without a terminal.
        .executableTarget(name: "datagen", dependencies: ["SeededRandom"], path: "Sources/datagen"),
        .executableTarget(name: "loadbench", dependencies: ["SplitKit"], path: "Sources/loadbench"),
        // The child process of the kill-during-save test: saves a file in a loop until killed.
        // Times the edit overlay, saving and grouping on a large table.
        .executableTarget(name: "editbench", dependencies: ["SplitKit"], path: "Sources/editbench"),
        .executableTarget(name: "saveloop", dependencies: ["SplitKit"], path: "Sources/saveloop"),
        .testTarget(
            name: "SplitKitTests",
            dependencies: ["SplitKit", "SeededRandom"],
            path: "Tests/SplitKitTests",
            exclude: ["Snapshots"]
        ),
        // Imports SplitKit without @testable: the seed app built on the public API alone.
        .testTarget(name: "SplitKitAPITests", dependencies: ["SplitKit"], path: "Tests/SplitKitAPITests"),
        .testTarget(name: "EndToEndTests", dependencies: ["SeededRandom"], path: "Tests/EndToEndTests"),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version:6.0
import PackageDescription

// A three-level mail app on SplitKit, as an outside package writes it: it depends on the
// splitview repository by path and uses only its library products. The app is a library,
// MailApp, so that tests can drive it headless; the executable runs it on the terminal.
let package = Package(
    name: "Mail",
    dependencies: [.package(name: "splitview", path: "../..")],
    targets: [
        .target(name: "MailApp", dependencies: [.product(name: "SplitKit", package: "splitview")]),
        .executableTarget(name: "Mail", dependencies: [
            "MailApp",
            .product(name: "SplitKit", package: "splitview"),
            .product(name: "SplitKitCurses", package: "splitview"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version:6.0
import PackageDescription

// A three-level mail app on SplitKit, as an outside package writes it: it depends
// on the splitview repository by path and uses only its library products.
let package = Package(
    name: "Mail",
    dependencies: [.package(name: "splitview", path: "../..")],
    targets: [
        .executableTarget(name: "Mail", dependencies: [
            .product(name: "SplitKit", package: "splitview"),
            .product(name: "SplitKitCurses", package: "splitview"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)

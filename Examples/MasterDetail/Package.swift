// swift-tools-version:6.0
import PackageDescription

// The Xcode Master-Detail template on SplitKit, as an outside package writes it: it depends
// on the splitview repository by path and uses only its library products.
let package = Package(
    name: "MasterDetail",
    dependencies: [.package(name: "splitview", path: "../..")],
    targets: [
        .executableTarget(name: "MasterDetail", dependencies: [
            .product(name: "SplitKit", package: "splitview"),
            .product(name: "SplitKitCurses", package: "splitview"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)

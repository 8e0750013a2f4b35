// swift-tools-version:6.0
// A package outside Motionbook that depends on it by path and uses MotionCore as a SwiftUI
// author would: proves the library products link and the API reads like SwiftUI's. `snippet`
// is built the way the snippet runner builds a lesson snippet: the snippet file imports a
// `SwiftUI` module that re-exports MotionCore, and a generated `@main` calls MotionTrace, which
// reads the scenario on standard input.
import PackageDescription

let package = Package(
    name: "ConsumerPackage",
    dependencies: [.package(name: "Motionbook", path: "../..")],
    targets: [
        .executableTarget(name: "consumer", dependencies: [.product(name: "MotionCore", package: "Motionbook")]),
        .target(name: "SwiftUI", dependencies: [.product(name: "MotionCore", package: "Motionbook")]),
        .executableTarget(
            name: "snippet",
            dependencies: ["SwiftUI", .product(name: "MotionTrace", package: "Motionbook")]),
        .executableTarget(
            name: "snippet-error",
            dependencies: ["SwiftUI", .product(name: "MotionTrace", package: "Motionbook")]),
    ]
)

// swift-tools-version:6.0
// A package outside Motionbook that depends on it by path and uses MotionCore as a SwiftUI
// author would: proves the library product links and the API reads like SwiftUI's.
import PackageDescription

let package = Package(
    name: "ConsumerPackage",
    dependencies: [.package(name: "Motionbook", path: "../..")],
    targets: [
        .executableTarget(name: "consumer", dependencies: [.product(name: "MotionCore", package: "Motionbook")])
    ]
)

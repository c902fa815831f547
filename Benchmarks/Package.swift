// swift-tools-version:6.0
//
// The benchmarks: a package of their own beside the library, as swift-collections keeps its
// `Benchmarks/`, so that the manifest an app depends on declares the library only. It depends
// on the package above by path and uses only what that package's products make public.
//
//   swift run --package-path Benchmarks -c release CarouselBenchmarks --help
//   swift test --package-path Benchmarks
//
// Run it from the repository's root: the WebAssembly figures find the shipped module and
// their Node script by paths relative to it (without them they are not measured).

import PackageDescription

// `CAROUSEL_STAND_INS`, as the package above sets it: on Linux, where neither UIKit nor
// SwiftUI exists, the UIKit and SwiftUI figures drive the adapters through the stand-ins.
let standIns: [SwiftSetting] = [.define("CAROUSEL_STAND_INS", .when(platforms: [.linux]))]

// The stand-ins are products of the package above on Linux only (its manifest declares them
// there), so the benchmark names them on Linux only. On an Apple platform the UIKit and
// SwiftUI figures are "not measured" (SwiftUI has no public way to make a
// `ScrollTargetBehaviorContext`).
var benchmarkDependencies: [Target.Dependency] = [
  "CAllocationCounter",
  .product(name: "CarouselLayout", package: "CarouselLayout"),
  .product(name: "CarouselLayoutUIKit", package: "CarouselLayout"),
  .product(name: "CarouselLayoutSwiftUI", package: "CarouselLayout"),
  .product(name: "CarouselPreview", package: "CarouselLayout"),
]
#if os(Linux)
  benchmarkDependencies += [
    .product(name: "UIKitStandIn", package: "CarouselLayout"),
    .product(name: "SwiftUIStandIn", package: "CarouselLayout"),
  ]
#endif

let package = Package(
  name: "CarouselLayoutBenchmarks",
  // The package above's minimum; the benchmarks run on a Mac or on Linux.
  platforms: [.macOS(.v12)],
  dependencies: [.package(name: "CarouselLayout", path: "..")],
  targets: [
    // Speed, allocation and memory figures against their budgets, and a chart.
    .executableTarget(
      name: "CarouselBenchmarks", dependencies: benchmarkDependencies, swiftSettings: standIns),
    // Counts the process's heap allocations for the benchmark (Linux with glibc).
    .target(name: "CAllocationCounter"),
    .testTarget(name: "CarouselBenchmarksTests", dependencies: ["CarouselBenchmarks"]),
  ],
  swiftLanguageModes: [.v6]
)

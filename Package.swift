// swift-tools-version:6.0
//
// Compile flags:
// - `CAROUSEL_INVARIANTS`: turns on the engine's internal invariant checks
//   (`_checkInvariants()`: cards sorted, no overlap, every frame finite and inside the content).
//   Debug builds and the tests build with it; release builds leave it off so the hot paths
//   stay free of checks. Build a checked release with
//   `swift build -c release -Xswiftc -DCAROUSEL_INVARIANTS`.

import PackageDescription

let invariantChecks: [SwiftSetting] = [
  .define("CAROUSEL_INVARIANTS", .when(configuration: .debug))
]

// - `CAROUSEL_STAND_INS`: set on Linux only, where neither UIKit nor SwiftUI exists. The adapter
//   modules guard every file with `#if canImport(UIKit) || CAROUSEL_STAND_INS` (or SwiftUI), so
//   a Mac without the framework (UIKit on macOS) compiles those files to nothing; the stand-ins
//   compile to nothing wherever the flag is off. A flag rather than `os(Linux)` so that
//   Scripts/check-platform-shapes can compile each module here exactly as a Mac sees it: with
//   the flag off and no framework.
let standIns: [SwiftSetting] = [.define("CAROUSEL_STAND_INS", .when(platforms: [.linux]))]

// The products an app adds. On Linux only, the stand-ins for UIKit and SwiftUI are products
// too, so that Scripts/readme-examples can build the README's UIKit and SwiftUI snippets (its
// scratch package re-exports them as modules named UIKit and SwiftUI). Package.swift is
// evaluated on the machine that builds, so on an Apple platform no product links a stand-in.
//
// The tools around the library are in no product, so an app that depends on this package never
// builds them: the benchmarks and their allocation counter (sources in Benchmarks/, `swift run
// -c release CarouselBenchmarks`) are targets here because they measure `package` API (the live
// model, scroll physics, layout memory, the SwiftUI layouts' build counters) that a package
// beside this one cannot see; the fuzzer's harness is built by Scripts/fuzz with swiftc, and the
// checks it runs are compiled into CarouselJSONTests, whose regression tests run them (they read
// the JSON layer's `package` API too).
var products: [Product] = [
  .library(name: "CarouselLayout", targets: ["CarouselLayout"]),
  .library(name: "CarouselLayoutUIKit", targets: ["CarouselLayoutUIKit"]),
  .library(name: "CarouselLayoutSwiftUI", targets: ["CarouselLayoutSwiftUI"]),
  .library(name: "CarouselPreview", targets: ["CarouselPreview"]),
  .executable(name: "carousel", targets: ["carousel"]),
]
#if os(Linux)
  products += [
    .library(name: "UIKitStandIn", targets: ["UIKitStandIn"]),
    .library(name: "SwiftUIStandIn", targets: ["SwiftUIStandIn"]),
  ]
#endif

let package = Package(
  name: "CarouselLayout",
  defaultLocalization: "en",
  // Mac Catalyst at the iOS minimum and visionOS 2, as SAP's Fiori SDK declares them
  // (FioriSwiftUICore: iOS 17, visionOS 2; built for Mac Catalyst in its CI).
  platforms: [.iOS(.v15), .macOS(.v12), .macCatalyst(.v15), .visionOS(.v2)],
  products: products,
  targets: [
    // The engine: pure Swift, Foundation only.
    .target(name: "CarouselLayout", swiftSettings: invariantChecks),
    // JSON in and out for the command-line tool: parsing, validation with JSON paths, encoding.
    .target(name: "CarouselJSON", dependencies: ["CarouselLayout"]),
    // The adapters: UIKit's collection view layouts and SwiftUI's layout, scroll target
    // behavior and view. On Apple platforms they import the real frameworks, and where a
    // framework is missing (UIKit on macOS) the adapter builds to an empty module: no client
    // on an Apple platform ever links a stand-in. On Linux, where neither framework exists,
    // they compile against the small stand-ins in Tests/StandIns so that this package's own
    // tests can drive them as UIKit and SwiftUI would.
    // The words both adapters show and speak: one `Localizable.strings` table (English today),
    // found with `Bundle.module`; its API is `package`, not public.
    .target(
      name: "CarouselLayoutStrings", dependencies: ["CarouselLayout"],
      resources: [.process("Resources")]
    ),
    .target(
      name: "CarouselLayoutUIKit",
      dependencies: [
        "CarouselLayout", "CarouselLayoutStrings",
        .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
      ],
      swiftSettings: standIns
    ),
    .target(
      name: "CarouselLayoutSwiftUI",
      dependencies: [
        "CarouselLayout", "CarouselLayoutStrings",
        .target(name: "SwiftUIStandIn", condition: .when(platforms: [.linux])),
      ],
      swiftSettings: standIns
    ),
    // SVG, animated SVG and HTML previews of layouts, and atomic file writing.
    .target(name: "CarouselPreview", dependencies: ["CarouselLayout"]),
    // The playground page: its HTML, style and scripts, and the engine compiled to
    // WebAssembly (built by Scripts/build-playground-wasm, checked in CI).
    .target(name: "CarouselPlayground", resources: [.copy("Resources")]),
    // The command-line tool.
    .executableTarget(
      name: "carousel",
      dependencies: ["CarouselLayout", "CarouselJSON", "CarouselPreview", "CarouselPlayground"]),
    // Speed, allocation and memory figures against their budgets, and a chart
    // (`swift run -c release CarouselBenchmarks --help`). The UIKit and SwiftUI figures drive the
    // adapters through the stand-ins, so on Linux only (SwiftUI has no public way to make a
    // `ScrollTargetBehaviorContext`, so on Apple platforms those figures are "not measured").
    .executableTarget(
      name: "CarouselBenchmarks",
      dependencies: [
        "CarouselLayout", "CAllocationCounter", "CarouselLayoutUIKit", "CarouselLayoutSwiftUI",
        "CarouselPreview",
        .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
        .target(name: "SwiftUIStandIn", condition: .when(platforms: [.linux])),
      ],
      path: "Benchmarks/Sources/CarouselBenchmarks", swiftSettings: standIns),
    // Counts the process's heap allocations for the benchmark (Linux with glibc).
    .target(name: "CAllocationCounter", path: "Benchmarks/Sources/CAllocationCounter"),

    // Tests: one test target per library target (the tool's is CarouselCommandTests), one for
    // the WebAssembly module, which SwiftPM does not build (CarouselWasmTests), one for the
    // repository itself (RepositoryTests), and a small support target: the seeded generator,
    // the layout contract's random configurations (the engine's and the spec layer's
    // properties draw the same ones), snapshots, headless Chromium.
    .target(
      name: "CarouselTestSupport", dependencies: ["CarouselLayout"],
      path: "Tests/CarouselTestSupport", exclude: ["Browser"]),
    // Stand-ins for the parts of UIKit and SwiftUI the adapters use (Linux only).
    // UIKit is an Objective-C framework: a Swift 6 client's closures handed to it are checked
    // for their isolation when UIKit calls them (SE-0423), as for any module that has not
    // adopted strict concurrency. The stand-in is compiled in the Swift 5 language mode to be
    // such a module: a main-actor closure it calls off the main thread traps here as on a device.
    .target(
      name: "UIKitStandIn", path: "Tests/StandIns/UIKitStandIn",
      swiftSettings: standIns + [.swiftLanguageMode(.v5)]),
    .target(name: "SwiftUIStandIn", path: "Tests/StandIns/SwiftUIStandIn", swiftSettings: standIns),
    .testTarget(
      name: "CarouselLayoutTests",
      dependencies: ["CarouselLayout", "CarouselTestSupport"],
      swiftSettings: invariantChecks
    ),
    // Its Fuzz/ folder holds the checks the fuzzer runs on each input (Scripts/fuzz compiles
    // the same files into its harness) and the regression tests that run them.
    .testTarget(
      name: "CarouselJSONTests",
      dependencies: [
        "CarouselJSON", "CarouselLayout", "CarouselPreview", "CarouselTestSupport",
      ]
    ),
    // The engine and the spec layer compiled to WebAssembly (Wasm/, built by Scripts/build-wasm
    // with Embedded Swift, not by SwiftPM): run in Node on the conformance cases and compared
    // with the native answers.
    .testTarget(name: "CarouselWasmTests", dependencies: ["CarouselLayout", "CarouselJSON"]),
    .testTarget(
      name: "CarouselBenchmarksTests", dependencies: ["CarouselBenchmarks"],
      path: "Benchmarks/Tests/CarouselBenchmarksTests"),
    .testTarget(name: "CarouselLayoutStringsTests", dependencies: ["CarouselLayoutStrings"]),
    .testTarget(
      name: "CarouselPreviewTests",
      dependencies: ["CarouselPreview", "CarouselLayout", "CarouselTestSupport"],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "CarouselPlaygroundTests",
      dependencies: [
        "CarouselPlayground", "CarouselLayout", "CarouselJSON", "CarouselTestSupport",
        "CarouselPreview",
      ],
      exclude: ["Node"]
    ),
    .testTarget(
      name: "CarouselLayoutSwiftUITests",
      dependencies: [
        "CarouselLayoutSwiftUI", "CarouselLayout", "CarouselTestSupport",
        .target(name: "SwiftUIStandIn", condition: .when(platforms: [.linux])),
      ],
      swiftSettings: standIns
    ),
    .testTarget(
      name: "CarouselCommandTests",
      dependencies: ["carousel", "CarouselTestSupport", "CarouselPreview"]
    ),
    // Checks of the repository itself rather than of a target: every relative link of the
    // documentation resolves, the README stays a front page, and the example app's project
    // spec, gallery and screens agree. They read files only.
    .testTarget(name: "RepositoryTests"),
  ],
  swiftLanguageModes: [.v6]
)

// The UIKit adapter's tests need a UIKit to build against: on Linux the stand-in's; on an iOS
// Simulator UIKit itself, through the example project's `CarouselLayoutUIKitTests` target
// (Examples/App/project.yml), which compiles the same files. A Mac has no UIKit for `swift test`
// (UIKit on macOS is Mac Catalyst's), so there the target is not declared, rather than compiled
// to nothing: no test file needs a guard, and only files named *StandIn* use what only the
// stand-in has.
#if os(Linux)
  package.targets.append(
    .testTarget(
      name: "CarouselLayoutUIKitTests",
      dependencies: [
        "CarouselLayoutUIKit", "CarouselLayout", "CarouselTestSupport", "UIKitStandIn",
      ],
      swiftSettings: standIns
    ))
#endif

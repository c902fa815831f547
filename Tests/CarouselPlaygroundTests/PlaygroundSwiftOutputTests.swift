import CarouselJSON
import CarouselLayout
import CarouselTestSupport
import Foundation
import Testing

/// The playground's Swift output sets exactly the non-default configuration fields, and
/// compiles: the `CarouselConfiguration(…)` expressions it writes for the good specs are
/// type-checked by `swiftc` against this package's `CarouselLayout` module.
@Suite(
  .enabled(
    if: DevTools.node != nil || Chromium.isRequired,
    "Node not found: SKIPPING the playground's Swift-output tests (apt-get install nodejs)"))
struct PlaygroundSwiftOutputTests {
  /// The configuration expression of the UIKit snippet.
  static func expression(_ answer: [String: Any]) throws -> String {
    let swift = try #require(answer["swift"] as? [String: String])
    let uikit = try #require(swift["uikit"])
    let start = try #require(uikit.range(of: "layout.configuration = "))
    let rest = uikit[start.upperBound...]
    let end = try #require(
      rest.range(of: "\nlayout.configuration.") ?? rest.range(of: "\nlet collectionView"))
    return String(rest[..<end.lowerBound])
  }

  /// The labels of the fields that differ from `CarouselConfiguration()`.
  static func nonDefaultLabels(_ c: CarouselConfiguration) -> [String] {
    let d = CarouselConfiguration()
    var labels: [String] = []
    if c.insets != d.insets { labels.append("insets") }
    if c.spacing != d.spacing { labels.append("spacing") }
    if c.visibleCards != d.visibleCards { labels.append("visibleCards") }
    if c.peek != d.peek { labels.append("peek") }
    if c.heightPolicy != d.heightPolicy { labels.append("heightPolicy") }
    if c.cardAlignment != d.cardAlignment { labels.append("cardAlignment") }
    if c.scrolling != d.scrolling { labels.append("scrolling") }
    if c.decelerationRate != d.decelerationRate { labels.append("decelerationRate") }
    if c.minimumFlickVelocity != d.minimumFlickVelocity { labels.append("minimumFlickVelocity") }
    // A lifted cap is set after the initializer (`cardHeightCap = .unlimited`).
    if case .points = c.cardHeightCap, c.cardHeightCap != d.cardHeightCap {
      labels.append("maximumCardHeight")
    }
    if c.header != d.header { labels.append("header") }
    if c.fewCardsRule != d.fewCardsRule { labels.append("fewCardsRule") }
    if c.emptyStateHeight != d.emptyStateHeight { labels.append("emptyStateHeight") }
    return labels
  }

  @Test("exactly the non-default fields, in the initializer's order")
  func nonDefaultFields() throws {
    let specs = PlaygroundSpecReaderTests.goodSpecs
    for (spec, answer) in zip(specs, try PlaygroundNode.read(specs)) {
      let configuration = try CarouselSpec.parse(Array(spec.utf8)).configuration
      let expression = try Self.expression(answer)
      // Top-level labels: lines indented by two spaces, `label: value`.
      let labels = expression.split(separator: "\n").filter {
        $0.hasPrefix("  ") && !$0.hasPrefix("   ")
      }
      .compactMap { $0.dropFirst(2).split(separator: ":").first.map(String.init) }
      #expect(labels == Self.nonDefaultLabels(configuration), "spec \(spec):\n\(expression)")
      let uikit = (answer["swift"] as? [String: String])?["uikit"] ?? ""
      #expect(
        uikit.contains("layout.configuration.cardHeightCap = .unlimited")
          == (configuration.cardHeightCap == .unlimited), "spec \(spec):\n\(uikit)")
    }
  }

  @Test("the configuration expressions compile against CarouselLayout")
  func expressionsCompile() throws {
    let modules = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../.build/debug/Modules").standardized
    try #require(
      FileManager.default.fileExists(
        atPath: modules.appendingPathComponent("CarouselLayout.swiftmodule").path),
      "no CarouselLayout module in \(modules.path): run `swift build` first")
    let specs = PlaygroundSpecReaderTests.goodSpecs
    let expressions = try PlaygroundNode.read(specs).map(Self.expression)
    let source =
      "import CarouselLayout\n"
      + expressions.enumerated().map { "let c\($0.offset): CarouselConfiguration = \($0.element)" }
      .joined(separator: "\n") + "\n"
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("playground-swift-\(UUID().uuidString).swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc", "-typecheck", "-I", modules.path, file.path]
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(
      process.terminationStatus == 0,
      "swiftc: \(String(decoding: message, as: UTF8.self))\n\(source)")
  }
}

import CarouselJSON
import CarouselPreview
import Foundation
import Testing

/// Every input in `Fuzz/regressions/` (crashes the fuzzer found, and odd inputs worth keeping)
/// runs through the fuzzer's checks (`FuzzChecks`, beside this file) on every test run.
@Suite struct FuzzRegressionTests {
  static var folder: URL {
    // Tests/CarouselJSONTests/Fuzz/ → the repository's root.
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fuzz/regressions")
  }

  static var inputs: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
  }

  /// The fuzzer's renderer: SVG previews of the carousel at the offset, and of the page.
  static let renderer = FuzzChecks.Renderer(
    carousel: { try SVGPreview().render($0, atOffset: $1) },
    page: { try SVGPreview().render([.page($0)]) })

  @Test("the regression folder is there and holds inputs")
  func folderExists() {
    #expect(!Self.inputs.isEmpty)
  }

  @Test("each regression input passes the fuzzer's checks", arguments: inputs)
  func regression(name: String) throws {
    let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
    FuzzChecks.run(Array(data), renderer: Self.renderer)
  }
}

import CarouselSpec
import Foundation
import Testing

/// Every input in `Fuzz/regressions/` (crashes the fuzzer found, and odd inputs worth keeping)
/// runs through the fuzzer's checks on every test run.
@Suite struct FuzzRegressionTests {
  static var folder: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fuzz/regressions")
  }

  static var inputs: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
  }

  @Test("the regression folder is there and holds inputs")
  func folderExists() {
    #expect(!Self.inputs.isEmpty)
  }

  @Test("each regression input passes the fuzzer's checks", arguments: inputs)
  func regression(name: String) throws {
    let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
    FuzzChecks.run(Array(data))
  }
}

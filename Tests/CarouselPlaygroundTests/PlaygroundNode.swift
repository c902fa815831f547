import CarouselTestSupport
import Foundation

/// Runs the playground's scripts (spec reader, linter, Swift writer) on the shipped WebAssembly
/// module in Node, outside the browser: `Node/read-specs.js`.
enum PlaygroundNode {
  /// The page's sources in the package.
  static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Sources/CarouselPlayground/Resources").standardized

  static let runner = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Node/read-specs.js")

  /// The page's answer for each spec text: `["error": text]` or findings, Swift and summary.
  static func read(_ specs: [String]) throws -> [[String: Any]] {
    guard let node = DevTools.node else {
      throw Chromium.Failure(description: "no Node found (set NODE or install nodejs ≥ 20)")
    }
    let input = FileManager.default.temporaryDirectory
      .appendingPathComponent("playground-specs-\(UUID().uuidString).json")
    try JSONSerialization.data(withJSONObject: specs).write(to: input)
    defer { try? FileManager.default.removeItem(at: input) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: node)
    process.arguments = [runner.path, resources.path, input.path]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0,
      let answers = try JSONSerialization.jsonObject(with: data) as? [[String: Any]]
    else {
      throw Chromium.Failure(
        description: "read-specs.js failed: \(String(decoding: message, as: UTF8.self))")
    }
    return answers
  }
}

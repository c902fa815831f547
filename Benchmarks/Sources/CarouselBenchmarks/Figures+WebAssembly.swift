import Foundation

extension Figures {
  /// The WebAssembly figure: the shipped module's snap target in Node, through the playground's
  /// `carousel_playground_target` on a spec the module read (the module's one ABI). Measured by
  /// `Tests/CarouselPlaygroundTests/Node/snap-time.js` (its own median of 11 runs of 200 000
  /// calls); `nil` without Node or the module. The module is `CAROUSEL_WASM_MODULE` when set,
  /// else the playground's shipped one (run from the package's folder).
  static let webAssembly: [Figure] = [
    Figure(
      name: "wasmPlaygroundTarget", unit: "ns/call", budget: nil, sampling: .exact,
      measure: { try WasmSnapTime.measure($0.count)?.playgroundTarget })
  ]
}

/// Runs `snap-time.js` once per card count and keeps its answer.
enum WasmSnapTime {
  struct Answer {
    var playgroundTarget: Double?
  }

  nonisolated(unsafe) private static var answers: [Int: Answer] = [:]

  static func measure(_ count: Int) throws -> Answer? {
    if let answer = answers[count] { return answer }
    let files = FileManager.default
    let script = "Tests/CarouselPlaygroundTests/Node/snap-time.js"
    let shipped = "Sources/CarouselPlayground/Resources/CarouselLayout.wasm"
    let module = ProcessInfo.processInfo.environment["CAROUSEL_WASM_MODULE"] ?? shipped
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
    guard
      let node = path.split(separator: ":").map({ "\($0)/node" })
        .first(where: files.isExecutableFile(atPath:)),
      files.fileExists(atPath: script), files.fileExists(atPath: module)
    else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: node)
    process.arguments = [script, "--module", module, String(count)]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0,
      let object = try JSONSerialization.jsonObject(with: output) as? [String: Any]
    else {
      throw WasmSnapTimeError(output: String(decoding: output, as: UTF8.self))
    }
    let answer = Answer(playgroundTarget: object["playgroundTarget"] as? Double)
    answers[count] = answer
    return answer
  }
}

/// `snap-time.js` failed.
struct WasmSnapTimeError: Error, CustomStringConvertible {
  var output: String
  var description: String { "snap-time.js failed: \(output)" }
}

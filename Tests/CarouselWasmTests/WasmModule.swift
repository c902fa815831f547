import CarouselJSON
import Foundation

/// The WebAssembly build of the engine (`Scripts/build-wasm`), run in Node by
/// `Tests/Conformance/wasm-runner.mjs`.
enum WasmModule {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The package's root folder.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Whether a missing toolchain part fails the tests (`CAROUSEL_REQUIRE_WASM=1`, set by CI)
  /// instead of skipping them.
  static var required: Bool { ProcessInfo.processInfo.environment["CAROUSEL_REQUIRE_WASM"] == "1" }

  /// What the build and the run need and this machine lacks, or `nil` when nothing is missing.
  static var missing: String? {
    let files = FileManager.default
    if !files.fileExists(atPath: "/usr/lib/wasm32-wasi/libc.a") { return "wasi-libc" }
    let builtins = (try? files.contentsOfDirectory(atPath: "/usr/lib"))?
      .filter { $0.hasPrefix("llvm-") }
      .contains { llvm in
        let clang = "/usr/lib/\(llvm)/lib/clang"
        return ((try? files.contentsOfDirectory(atPath: clang)) ?? []).contains {
          files.fileExists(atPath: "\(clang)/\($0)/lib/wasi/libclang_rt.builtins-wasm32.a")
        }
      }
    if builtins != true { return "libclang-rt-dev-wasm32" }
    if executable("wasm-opt") == nil { return "binaryen" }
    if node == nil { return "node" }
    return nil
  }

  /// Node, from `PATH`.
  static var node: String? { executable("node") }

  /// The program `name` from `PATH`.
  static func executable(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Builds the module with `Scripts/build-wasm`, so that the test runs the current sources;
  /// with `CAROUSEL_WASM_BUILT=1` (set by `.ci/run`, which has just built it from these
  /// sources and checked it against the shipped one) it uses that build instead of building
  /// a second time.
  static func build() throws -> URL {
    let module = root.appendingPathComponent(".build/wasm/CarouselLayout.wasm")
    if ProcessInfo.processInfo.environment["CAROUSEL_WASM_BUILT"] == "1",
      FileManager.default.fileExists(atPath: module.path)
    {
      return module
    }
    let output = try run(root.appendingPathComponent("Scripts/build-wasm").path, [])
    guard output.status == 0 else {
      throw Failure(description: "Scripts/build-wasm failed:\n\(output.text)")
    }
    return module
  }

  /// Runs `job` (a JSON array of requests) in the module and returns the runner's answers.
  static func answers(to job: String, module: URL) throws -> JSONValue {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("wasm-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let jobFile = folder.appendingPathComponent("job.json")
    let answerFile = folder.appendingPathComponent("answers.json")
    try Data(job.utf8).write(to: jobFile)
    let runner = root.appendingPathComponent("Tests/Conformance/wasm-runner.mjs").path
    let output = try run(node!, [runner, module.path, jobFile.path, answerFile.path])
    guard output.status == 0 else {
      throw Failure(description: "wasm-runner.mjs failed:\n\(output.text)")
    }
    return try JSONParser.parse(Array(try Data(contentsOf: answerFile)))
  }

  private static func run(_ executable: String, _ arguments: [String]) throws -> (
    status: Int32, text: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = root
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}

import Foundation

/// The folder every temporary folder of this test process lives in, removed when the process
/// exits (so test runs leave nothing behind in the system's temporary folder).
private let temporaryRoot: URL = {
  let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("carousel-tests-\(ProcessInfo.processInfo.processIdentifier)")
  try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  atexit {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("carousel-tests-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.removeItem(at: root)
  }
  return root
}()

/// Runs the built `carousel` executable and captures what it prints.
struct CommandRunner {
  struct Result {
    var status: Int32
    var standardOutput: String
    var standardError: String
    /// Standard output's bytes, for outputs too large to handle as text.
    var standardOutputData: Data
  }

  /// The built executable, in the build folder the tests were built into: on Linux the folder
  /// of the test runner (`Bundle.main`, the `.xctest` executable); on macOS, where the runner
  /// is Xcode's `xctest` or SwiftPM's testing helper, the folder of the loaded `.xctest` bundle
  /// (as SwiftPM's own package template found it); else the package's `.build/debug`.
  static let executable: URL = {
    let folders = productFolders
    return folders.lazy.map { $0.appendingPathComponent("carousel") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
      ?? folders[0].appendingPathComponent("carousel")
  }()

  /// Where the build may have put `carousel`, most likely first.
  static var productFolders: [URL] {
    let main = Bundle.main.bundleURL
    var folders = [
      main.lastPathComponent.hasSuffix(".xctest") ? main.deletingLastPathComponent() : main
    ]
    folders += Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }
      .map { $0.bundleURL.deletingLastPathComponent() }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    folders.append(root.appendingPathComponent(".build/debug"))
    return folders
  }

  /// Runs `carousel` with `arguments`, feeding `input` to standard input, in `directory`
  /// (default: the tests' own).
  static func run(_ arguments: [String], input: String? = nil, in directory: URL? = nil) throws
    -> Result
  {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    // Outputs go to files, so a large output can never fill a pipe and block the run.
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let outputURL = folder.appendingPathComponent("stdout")
    let errorURL = folder.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
    let output = try FileHandle(forWritingTo: outputURL)
    let error = try FileHandle(forWritingTo: errorURL)
    let standardInput = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = standardInput
    try process.run()
    if let input { standardInput.fileHandleForWriting.write(Data(input.utf8)) }
    try standardInput.fileHandleForWriting.close()
    process.waitUntilExit()
    try output.close()
    try error.close()
    let outputData = try Data(contentsOf: outputURL)
    return Result(
      status: process.terminationStatus,
      standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self),
      standardOutputData: outputData)
  }

  /// A fresh, empty temporary folder.
  static func temporaryFolder() throws -> URL {
    let folder = temporaryRoot.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Writes `text` to a fresh temporary file and returns its path.
  static func temporaryFile(_ text: String, name: String = "spec.json") throws -> String {
    try temporaryFile(bytes: Array(text.utf8), name: name)
  }

  /// Writes `bytes` to a fresh temporary file and returns its path.
  static func temporaryFile(bytes: [UInt8], name: String = "spec.json") throws -> String {
    let file = try temporaryFolder().appendingPathComponent(name)
    try Data(bytes).write(to: file)
    return file.path
  }
}

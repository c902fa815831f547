import Foundation

/// A page in headless Chromium driven over the DevTools protocol, with real input events:
/// `Browser/devtools.mjs`, run by Node, does the talking; this side writes its scenario and
/// reads back the values of the `evaluate` steps and any console errors.
///
/// ```swift
/// let run = try DevTools.run(url: page, width: 393, height: 852, mobile: true,
///   steps: [.evaluate("innerWidth")])
/// ```
public enum DevTools {
  /// One step of a scenario.
  public enum Step {
    /// A raw DevTools command, such as `Input.dispatchMouseEvent`.
    case send(String, [String: Any])
    /// A JavaScript expression whose value (promises awaited) is returned.
    case evaluate(String)
    /// Waits, in milliseconds of real time.
    case sleep(Int)
    /// Saves a PNG of what the page shows.
    case screenshot(String)
    /// Scrolls the element matching a CSS selector into view; later `x`/`y` parameters of
    /// `send` steps count from its middle (`y` at most 150 px below its top).
    case anchor(String)

    var json: [String: Any] {
      switch self {
      case .send(let method, let params): ["send": method, "params": params]
      case .evaluate(let expression): ["evaluate": expression]
      case .sleep(let milliseconds): ["sleep": milliseconds]
      case .screenshot(let path): ["screenshot": path]
      case .anchor(let selector): ["anchor": selector]
      }
    }
  }

  /// What a scenario returned.
  public struct Run {
    /// The value of each `evaluate` step, in order.
    public var results: [Any]
    /// Console errors and uncaught exceptions the page logged.
    public var errors: [String]
  }

  /// Node, which runs the driver: `$NODE`, or `node` on `PATH`.
  public static let node: String? = {
    let environment = ProcessInfo.processInfo.environment
    if let path = environment["NODE"], FileManager.default.isExecutableFile(atPath: path) {
      return path
    }
    for folder in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
      let path = "\(folder)/node"
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
  }()

  /// The driver script, next to this file.
  public static let driver = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Browser/devtools.mjs")

  /// Opens `url` in a window of `width` × `height` CSS pixels (a phone when `mobile`: device
  /// scale 3, touch, `<meta name="viewport">` honoured) and runs `steps`.
  public static func run(
    url: URL, width: Int, height: Int, mobile: Bool = false, steps: [Step]
  ) throws -> Run {
    guard let chromium = Chromium.executable else {
      throw Chromium.Failure(description: "no Chromium found (set CHROMIUM or install chromium)")
    }
    guard let node else {
      throw Chromium.Failure(description: "no Node found (set NODE or install nodejs ≥ 20)")
    }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("devtools-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let scenario: [String: Any] = [
      "chromium": chromium, "profile": folder.appendingPathComponent("profile").path,
      "url": url.absoluteString, "width": width, "height": height, "mobile": mobile,
      "scale": mobile ? 3 : 1, "steps": steps.map(\.json),
    ]
    let file = folder.appendingPathComponent("scenario.json")
    try JSONSerialization.data(withJSONObject: scenario).write(to: file)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: node)
    process.arguments = ["--experimental-websocket", driver.path, file.path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard
      let answer = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else {
      throw Chromium.Failure(
        description:
          "the DevTools driver printed no answer: \(String(decoding: data, as: UTF8.self))")
    }
    if let failure = answer["failure"] as? String {
      throw Chromium.Failure(description: "DevTools driver: \(failure)")
    }
    return Run(
      results: answer["results"] as? [Any] ?? [], errors: answer["errors"] as? [String] ?? [])
  }
}

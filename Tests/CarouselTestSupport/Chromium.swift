import Foundation

/// Headless Chromium, for tests that load the HTML preview in a real browser.
public enum Chromium {
  /// The browser's executable: `$CHROMIUM`, or the first of the usual names on `PATH`.
  public static let executable: String? = {
    let environment = ProcessInfo.processInfo.environment
    if let path = environment["CHROMIUM"], FileManager.default.isExecutableFile(atPath: path) {
      return path
    }
    let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
      for folder in folders {
        let path = "\(folder)/\(name)"
        if FileManager.default.isExecutableFile(atPath: path) { return path }
      }
    }
    return nil
  }()

  /// Whether a missing browser fails the tests (`CAROUSEL_REQUIRE_CHROMIUM=1`) instead of
  /// skipping them.
  public static var isRequired: Bool {
    ProcessInfo.processInfo.environment["CAROUSEL_REQUIRE_CHROMIUM"] == "1"
  }

  /// Why the browser could not be run.
  public struct Failure: Error, CustomStringConvertible {
    /// What went wrong.
    public var description: String
    /// Creates a failure.
    public init(description: String) { self.description = description }
  }

  /// Runs the browser headless on `url` with `arguments` added, in a fresh profile inside
  /// `folder`, and returns its standard output. Virtual time makes the page's timers run
  /// without waiting for real time.
  public static func run(_ arguments: [String], url: URL, folder: URL) throws -> String {
    guard let executable else {
      throw Failure(description: "no Chromium found (set CHROMIUM or install chromium)")
    }
    let profile = folder.appendingPathComponent("profile-\(UUID().uuidString)")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments =
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
        "--virtual-time-budget=3000", "--user-data-dir=\(profile.path)",
      ] + arguments + [url.absoluteString]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    // A watchdog, not a timing: a browser that hangs must not hang the test run.
    let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
    DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: watchdog)
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    watchdog.cancel()
    try? FileManager.default.removeItem(at: profile)
    guard process.terminationStatus == 0 else {
      throw Failure(description: "chromium exited with status \(process.terminationStatus)")
    }
    return String(decoding: data, as: UTF8.self)
  }

  /// The value of the first `name="…"` attribute in `dom`.
  public static func attribute(_ name: String, in dom: String) -> String? {
    guard let start = dom.range(of: "\(name)=\"") else { return nil }
    guard let end = dom[start.upperBound...].firstIndex(of: "\"") else { return nil }
    return String(dom[start.upperBound..<end])
  }
}

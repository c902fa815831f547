import CarouselPlayground
import CarouselTestSupport
import Foundation

/// The playground page in headless Chromium: written once to a temporary folder, opened with
/// a spec in its link (`#spec=`), driven with real input events over the DevTools protocol.
enum PlaygroundBrowser {
  /// The page on disk, written once per test run.
  static let page: URL = {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("playground-tests-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("playground.html")
    try? (try? PlaygroundPage.html())?.write(to: file, atomically: true, encoding: .utf8)
    return file
  }()

  /// The page's link for `spec`.
  static func url(spec: String) -> URL {
    var allowed = CharacterSet.alphanumerics
    allowed.insert(charactersIn: "-._~")
    let encoded = spec.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    return URL(string: page.absoluteString + "#spec=" + encoded)!
  }

  /// Loads `spec` into the open page the way the Load button does (the page's `apply`); the
  /// value is whether it was accepted.
  static func load(_ spec: String) -> DevTools.Step {
    let data = (try? JSONSerialization.data(withJSONObject: [spec])) ?? Data()
    let literal = String(String(decoding: data, as: UTF8.self).dropFirst().dropLast())
    return .evaluate("apply(\(literal), { keepOffset: false })")
  }

  /// Waits (in the page) until the carousel is at rest, at most `timeout` ms; the value is
  /// the engine offset, or "timeout".
  static func waitForRest(timeout: Int = 8000) -> DevTools.Step {
    .evaluate(
      """
      new Promise((resolve) => {
        const start = performance.now();
        const check = () => {
          const c = document.getElementById("carousel");
          if (c.dataset.resting === "true") resolve(Number(c.dataset.offset));
          else if (performance.now() - start > \(timeout)) resolve("timeout");
          else setTimeout(check, 20);
        };
        setTimeout(check, 50);
      })
      """)
  }

  /// Each shown card's index and rect relative to the scrolling element, plus its offset.
  static var cardRects: DevTools.Step {
    .evaluate(
      """
      (() => {
        const c = document.getElementById("carousel");
        const origin = c.getBoundingClientRect();
        const offset = Number(c.dataset.offset);
        return { offset, error: document.body.dataset.error,
          cards: [...c.querySelectorAll("[data-card-index]")].map((e) => {
            const r = e.getBoundingClientRect();
            return [Number(e.dataset.cardIndex), r.left - origin.left + offset, r.top - origin.top, r.width, r.height];
          }) };
      })()
      """)
  }

  /// A mouse drag across the carousel: from `x` by `distance` CSS px (negative: to the left)
  /// in `steps` moves `interval` ms apart, then (after holding still `hold` ms) the release.
  static func drag(
    x: Double, y: Double, distance: Double, steps: Int, interval: Int, hold: Int = 0
  ) -> [DevTools.Step] {
    var result: [DevTools.Step] = [
      .send(
        "Input.dispatchMouseEvent",
        ["type": "mousePressed", "x": x, "y": y, "button": "left", "clickCount": 1])
    ]
    for step in 1...steps {
      result.append(.sleep(interval))
      result.append(
        .send(
          "Input.dispatchMouseEvent",
          [
            "type": "mouseMoved", "x": x + distance * Double(step) / Double(steps), "y": y,
            "button": "left", "buttons": 1,
          ]))
    }
    if hold > 0 { result.append(.sleep(hold)) }
    result.append(
      .send(
        "Input.dispatchMouseEvent",
        [
          "type": "mouseReleased", "x": x + distance, "y": y, "button": "left", "clickCount": 1,
        ]))
    return result
  }

  /// A key press on the focused page.
  static func key(_ key: String, code: Int) -> [DevTools.Step] {
    ["keyDown", "keyUp"].map {
      .send(
        "Input.dispatchKeyEvent",
        ["type": $0, "key": key, "code": key, "windowsVirtualKeyCode": code])
    }
  }

  /// The release the page measured: [offset, velocity].
  static var releaseMeasured: DevTools.Step {
    .evaluate(
      """
      [Number(document.getElementById("carousel").dataset.releaseOffset),
       Number(document.getElementById("carousel").dataset.releaseVelocity)]
      """)
  }
}

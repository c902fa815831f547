import CarouselJSON
import CarouselTestSupport
import Foundation
import Testing

/// The playground's error box in real headless Chromium: a spec with several mistakes shows
/// the tool's message as the tool prints it, one line a mistake.
///
/// Skipped, LOUDLY, on a machine without Chromium or Node; `CAROUSEL_REQUIRE_CHROMIUM=1` (set
/// by `.ci/run`) turns their absence into a failure.
@Suite(
  .enabled(
    if: (Chromium.executable != nil && DevTools.node != nil) || Chromium.isRequired,
    "Chromium or Node not found: SKIPPING the playground's error-box test. Install chromium and nodejs (apt-get install chromium nodejs); CAROUSEL_REQUIRE_CHROMIUM=1 makes their absence a failure"
  ))
struct PlaygroundErrorBoxTests {
  @Test("several mistakes: the error box shows one line a mistake, as the tool prints them")
  func severalMistakes() throws {
    try #require(Chromium.executable != nil, "CAROUSEL_REQUIRE_CHROMIUM=1 but no Chromium found")
    try #require(DevTools.node != nil, "CAROUSEL_REQUIRE_CHROMIUM=1 but no Node found")
    let good = #"{"viewport": {"width": 393, "height": 852}, "cards": [{"body": 100}]}"#
    let bad =
      #"{"viewport": {"width": 393, "height": "tall"}, "configuration": {"peek": "x"}, "#
      + #""cards": [{"body": 1}, {"bdy": 2}, 3]}"#
    var native = ""
    do {
      _ = try CarouselSpec.parse(Array(bad.utf8))
    } catch {
      native = error.description
    }
    #expect(native.split(separator: "\n").count == 4, "\(native)")
    // innerText keeps the line breaks only where the box lays them out as lines.
    let run = try DevTools.run(
      url: PlaygroundBrowser.url(spec: good), width: 1280, height: 1000,
      steps: [
        .sleep(150), PlaygroundBrowser.load(bad),
        .evaluate("document.getElementById('error').innerText"),
      ])
    #expect(run.results.first as? Bool == false, "the bad spec was accepted")
    #expect(run.results.last as? String == native)
  }
}

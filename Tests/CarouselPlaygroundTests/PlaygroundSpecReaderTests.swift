import CarouselJSON
import CarouselLayout
import CarouselTestSupport
import Foundation
import Testing

/// The playground reads specs, lints them and lays them out exactly as the command line does:
/// its scripts run in Node on the shipped WebAssembly module, and every answer is compared
/// with the Swift library the `carousel` tool runs (`CarouselSpec.parse`, `GuidelineLinter`,
/// the engine's frames).
@Suite(
  .enabled(
    if: DevTools.node != nil || Chromium.isRequired,
    "Node not found: SKIPPING the playground's spec-reader tests (apt-get install nodejs)"))
struct PlaygroundSpecReaderTests {
  static let cards = #"[{"header": 56, "body": 120, "footer": 44}, {"body": 80}, {"body": 200}]"#

  /// Good specs across devices, directions, height policies and settings.
  static let goodSpecs: [String] = [
    #"{"viewport": {"width": 393, "height": 852}, "cards": \#(cards)}"#,
    #"{"viewport": {"width": 320, "height": 568}, "layoutDirection": "rightToLeft", "configuration": {"heightPolicy": "natural", "header": {"title": "Hi", "seeAll": "always"}}, "cards": \#(cards)}"#,
    #"{"viewport": {"width": 820, "height": 1180}, "sizeClass": "regular", "configuration": {"heightPolicy": "uniformVisible", "spacing": 12, "peek": 40}, "cards": \#(cards)}"#,
    #"{"viewport": {"width": 1180, "height": 820}, "sizeClass": "regular", "configuration": {"visibleCards": 4, "scrolling": "free", "decelerationRate": "normal"}, "cards": \#(cards)}"#,
    #"{"viewport": {"width": 393, "height": 852}, "configuration": {"cardWidth": 200, "insets": {"leading": 20, "trailing": 4}, "snapLimit": 2, "fewCardsRule": "keepCarousel"}, "cards": [{"kind": "a"}, {"kind": "b", "realtime": true}]}"#,
    #"{"viewport": {"width": 393, "height": 852}, "configuration": {"header": {"title": "  "}, "decelerationRate": 0.95, "minimumFlickVelocity": 1, "maximumCardHeight": 300, "emptyStateHeight": 180}, "cards": []}"#,
    #"{"viewport": {"width": 393, "height": 852}, "configuration": {"spacing": 0, "visibleCards": 3}, "cards": [{"kind": "a"}, {"kind": "b"}, {"kind": "c"}, {"kind": "d"}, {"kind": "e"}, {"kind": "a"}]}"#,
    #"{"viewport": {"width": 393, "height": 852}, "configuration": {"heightPolicy": "natural", "cardAlignment": "center", "maximumCardHeight": "none", "insets": {"top": 16, "leading": 16, "bottom": 24, "trailing": 16}}, "cards": [{"body": 40}, {"body": 400}, {"body": 90}]}"#,
    #"{"viewport": {"width": 393, "height": 852}, "configuration": {"cardAlignment": "bottom", "maximumCardHeight": 300}, "cards": \#(cards)}"#,
  ]

  /// Bad specs: each must show the command line's error text.
  static let badSpecs: [String] = [
    "", "  \n",
    #"[]"#,
    #"{"cards": []}"#,
    #"{"viewport": {"width": 393}, "cards": []}"#,
    #"{"viewport": {"width": 0, "height": 852}, "cards": []}"#,
    #"{"viewport": {"width": 393, "height": 852, "depth": 1}, "cards": []}"#,
    #"{"viewport": {"width": 393, "height": 852}, "sizeClass": "huge", "cards": []}"#,
    #"{"viewport": {"width": 393, "height": 852}, "configuration": {"spacing": -1}, "cards": []}"#,
    #"{"viewport": {"width": 393, "height": 852}, "configuration": {"spacin": 1}, "cards": []}"#,
    #"{"viewport": {"width": 393, "height": 852}, "configuration": {"visibleCards": 0}, "cards": []}"#,
    #"{"viewport": {"width": 393, "height": 852}, "configuration": {"visibleCards": 2, "cardWidth": 100}, "cards": []}"#,
    #"{"viewport": {"width": 393, "height": 852}, "configuration": {"visibleCards": 1.5}, "cards": []}"#,
    #"{"viewport": {"width": 393, "height": 852}, "configuration": {"heightPolicy": "tall"}, "cards": []}"#,
    #"{"viewport": {"width": 393, "height": 852}, "configuration": {"snapLimit": "two"}, "cards": []}"#,
    #"{"viewport": {"width": 393, "height": 852}, "configuration": {"decelerationRate": 2}, "cards": []}"#,
    #"{"viewport": {"width": 393, "height": 852}, "configuration": {"header": {"title": 3}}, "cards": []}"#,
    #"{"viewport": {"width": 393, "height": 852}, "configuration": {"header": {"title": "x", "size": 3}}, "cards": []}"#,
    #"{"viewport": {"width": 393, "height": 852}, "configuration": {"insets": {"leading": 1}}, "cards": []}"#,
    #"{"viewport": {"width": 393, "height": 852}, "configuration": {"peek": -5}, "cards": []}"#,
    #"{"viewport": {"width": 393, "height": 852}, "cards": {}}"#,
    #"{"viewport": {"width": 393, "height": 852}, "cards": [{"body": -1}]}"#,
    #"{"viewport": {"width": 393, "height": 852}, "cards": [{"body": "tall"}]}"#,
    #"{"viewport": {"width": 393, "height": 852}, "cards": [3]}"#,
    #"{"viewport": {"width": 393, "height": 852}, "cards": [{"body": 1, "colour": "red"}]}"#,
    #"{"viewport": {"width": 393, "height": 852}, "cards": [{"realtime": 1}]}"#,
    #"{"viewport": {"width": 393, "height": 852}, "cards": [], "extra": "a very long string that is longer than forty characters"}"#,
    #"{"viewport": {"width": 393, "height": 852}, "sizeclass": "regular", "cards": []}"#,
    #"{"viewprt": {"width": 393, "height": 852}, "cards": []}"#,
    #"{"viewport": {"width": 393, "height": 852}, "configuration": {"cardAlignment": "middle"}, "cards": []}"#,
    #"{"viewport": {"width": 393, "height": 852}, "configuration": {"maximumCardHeight": "tall"}, "cards": []}"#,
    #"{"viewport": {"width": 393, "height": 852}, "configuration": {"insets": {"top": -1, "leading": 1, "trailing": 1}}, "cards": []}"#,
    #"{"configuration": {"spacin": 1}, "viewport": {"width": 393, "height": 852}, "cards": [{"body": 1}, {"body": -5}], "sizeClass": "huge"}"#,
    #"{"viewport": {"width": 393}, "configuration": {"header": {"title": 3, "size": 1}, "spacing": -1}, "cards": [3, {"realtime": 1}]}"#,
    #"{"viewport": {"width": 393, "height": 852}, "cards": ["#
      + Array(repeating: #"{"body": -1}"#, count: 30).joined(separator: ", ") + "]}",
  ]

  @Test("bad specs: the playground shows the command line's error text")
  func badSpecErrors() throws {
    let answers = try PlaygroundNode.read(Self.badSpecs)
    for (spec, answer) in zip(Self.badSpecs, answers) {
      let native: String
      do {
        _ = try CarouselSpec.parse(Array(spec.utf8)).geometry()
        Issue.record("the native reader accepts \(spec)")
        continue
      } catch {
        native = "\(error)"
      }
      #expect(answer["error"] as? String == native, "spec \(spec)")
    }
  }

  @Test("good specs: the same frames, summary and guideline findings as the command line")
  func goodSpecAnswers() throws {
    let answers = try PlaygroundNode.read(Self.goodSpecs)
    for (spec, answer) in zip(Self.goodSpecs, answers) {
      let parsed = try CarouselSpec.parse(Array(spec.utf8))
      let carousel = try parsed.geometry()
      #expect(answer["error"] == nil, "spec \(spec): \(answer["error"] ?? "")")
      let findings = try GuidelineLinter.findings(for: parsed).map(\.description)
      #expect(answer["findings"] as? [String] == findings, "spec \(spec)")
      let summary = try #require(answer["summary"] as? [String: Any])
      #expect(summary["maximumOffset"] as? Double == Double(carousel.track.maximumOffset))
      #expect(summary["cardWidth"] as? Double == Double(carousel.track.cardWidth))
      let frames = try #require(answer["frames"] as? [[String: Double]])
      #expect(frames.count == carousel.cardCount)
      for (index, frame) in frames.enumerated() {
        let expected = carousel.frame(ofCard: index)
        #expect(
          frame["x"] == Double(expected.minX) && frame["y"] == Double(expected.minY)
            && frame["width"] == Double(expected.width)
            && frame["height"] == Double(expected.height),
          "spec \(spec) card \(index): \(frame) vs \(expected)")
      }
    }
  }
}

/// The conformance suite's carousel specs (`Tests/Conformance/cases`) through the playground's
/// reader on the shipped module: every spec the native reader accepts gives the same summary
/// and frames, every spec it refuses the same error text. (Page specs and malformed JSON are
/// outside the playground.)
@Suite(
  .enabled(
    if: DevTools.node != nil || Chromium.isRequired,
    "Node not found: SKIPPING the playground's conformance run (apt-get install nodejs)"))
struct PlaygroundConformanceTests {
  static let cases = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../Conformance/cases").standardized

  /// Every carousel spec of every case, as JSON text.
  static func specs() throws -> [(name: String, text: String)] {
    var specs: [(String, String)] = []
    let files = try FileManager.default.contentsOfDirectory(atPath: cases.path).sorted()
    for file in files where file.hasSuffix(".json") {
      let data = try Data(contentsOf: cases.appendingPathComponent(file))
      guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
        let list = object["specs"] as? [Any]
      else { continue }
      for (index, spec) in list.enumerated() {
        // Strings are malformed input, written byte for byte; pages have sections.
        guard let dictionary = spec as? [String: Any], dictionary["sections"] == nil else {
          continue
        }
        let text = try JSONSerialization.data(withJSONObject: dictionary)
        specs.append(("\(file) spec \(index)", String(decoding: text, as: UTF8.self)))
      }
    }
    return specs
  }

  @Test("every conformance carousel spec: the same layout or the same error as the tool")
  func conformance() throws {
    let specs = try Self.specs()
    #expect(specs.count >= 30, "only \(specs.count) carousel specs found in \(Self.cases.path)")
    let answers = try PlaygroundNode.read(specs.map(\.text))
    var laidOut = 0
    for ((name, text), answer) in zip(specs, answers) {
      let carousel: CarouselGeometry
      do {
        carousel = try CarouselSpec.parse(Array(text.utf8)).geometry()
      } catch {
        #expect(answer["error"] as? String == "\(error)", "\(name)")
        continue
      }
      laidOut += 1
      #expect(answer["error"] == nil, "\(name): \(answer["error"] ?? "")")
      let summary = answer["summary"] as? [String: Any] ?? [:]
      #expect(summary["contentWidth"] as? Double == Double(carousel.contentSize.width), "\(name)")
      #expect(
        summary["contentHeight"] as? Double == Double(carousel.contentSize.height), "\(name)")
      #expect(
        summary["maximumOffset"] as? Double == Double(carousel.track.maximumOffset), "\(name)")
      let frames = answer["frames"] as? [[String: Double]] ?? []
      #expect(frames.count == min(carousel.cardCount, 50), "\(name)")
      for (index, frame) in frames.enumerated() {
        let expected = carousel.frame(ofCard: index)
        #expect(
          frame["x"] == Double(expected.minX) && frame["y"] == Double(expected.minY)
            && frame["width"] == Double(expected.width)
            && frame["height"] == Double(expected.height), "\(name) card \(index)")
      }
    }
    print("playground conformance: \(specs.count) carousel specs, \(laidOut) laid out")
  }
}

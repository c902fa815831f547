import CarouselLayout
import CarouselTestSupport
import Foundation
import Testing

/// The playground's controls as a newcomer uses them, in real headless Chromium with real key
/// and text events: the See All chevron in both directions, the direction switch keeping the
/// card at rest, and out-of-range counts said next to their field.
@Suite(
  .serialized,
  .enabled(
    if: (Chromium.executable != nil && DevTools.node != nil) || Chromium.isRequired,
    "Chromium or Node not found: SKIPPING the playground's browser tests. Install chromium and nodejs (apt-get install chromium nodejs); CAROUSEL_REQUIRE_CHROMIUM=1 makes their absence a failure"
  ))
struct PlaygroundControlsBrowserTests {
  func open(_ spec: String, steps: [DevTools.Step]) throws -> DevTools.Run {
    try #require(Chromium.executable != nil, "CAROUSEL_REQUIRE_CHROMIUM=1 but no Chromium found")
    try #require(DevTools.node != nil, "CAROUSEL_REQUIRE_CHROMIUM=1 but no Node found")
    return try DevTools.run(
      url: PlaygroundBrowser.url(spec: spec), width: 1280, height: 1000,
      steps: [.sleep(150)] + steps)
  }

  /// Six cards at 393 points, in `direction`.
  static func sixCards(direction: String) -> String {
    PlaygroundBrowserTests.spec(
      direction: direction,
      cards: "["
        + Array(repeating: #"{"header": 56, "body": 120, "footer": 44}"#, count: 6)
        .joined(separator: ", ") + "]")
  }

  /// The See All button's chevron and label: their left edges, the button's, and the text the
  /// reader sees in order (left to right).
  static var seeAllParts: DevTools.Step {
    .evaluate(
      """
      (() => { const b = document.getElementById("see-all-button");
        const c = b.querySelector(".chevron"), l = b.querySelector(".label");
        const r = (e) => e.getBoundingClientRect();
        return { chevron: c.textContent, label: l.textContent,
          chevronLeft: r(c).left, chevronRight: r(c).right, labelLeft: r(l).left,
          labelRight: r(l).right, buttonLeft: r(b).left, buttonRight: r(b).right }; })()
      """)
  }

  @Test(
    "See All's chevron: at the trailing edge, pointing the reading direction's way, as the SVG draws it",
    arguments: ["leftToRight", "rightToLeft"])
  func seeAllChevron(direction: String) throws {
    let run = try open(Self.sixCards(direction: direction), steps: [Self.seeAllParts])
    #expect(run.errors.isEmpty, "console \(run.errors)")
    let parts = try #require(run.results.first as? [String: Any])
    let number = { (key: String) in parts[key] as? Double ?? .nan }
    #expect(parts["label"] as? String == "See All")
    if direction == "rightToLeft" {
      // "‹ See All" at the left edge: the chevron first, pointing left.
      #expect(parts["chevron"] as? String == "‹", "\(parts)")
      #expect(number("chevronRight") <= number("labelLeft"), "\(parts)")
      #expect(abs(number("chevronLeft") - number("buttonLeft")) <= 1, "\(parts)")
    } else {
      #expect(parts["chevron"] as? String == "›", "\(parts)")
      #expect(number("labelRight") <= number("chevronLeft"), "\(parts)")
      #expect(abs(number("chevronRight") - number("buttonRight")) <= 1, "\(parts)")
    }
  }

  @Test(
    "the direction switch keeps the card at rest, for every card of six, both ways",
    arguments: ["leftToRight", "rightToLeft"])
  func directionKeepsTheCard(direction: String) throws {
    let flipped = direction == "leftToRight" ? "rightToLeft" : "leftToRight"
    let start = try PlaygroundBrowserTests.geometry(Self.sixCards(direction: direction))
    let mirrored = try PlaygroundBrowserTests.geometry(Self.sixCards(direction: flipped))
    // The arrow key toward the next card in `direction` (mirrored right to left).
    let next = direction == "leftToRight" ? ("ArrowRight", 39) : ("ArrowLeft", 37)
    let (down, up) = (("ArrowDown", 40), ("ArrowUp", 38))
    let offsetAndCard = DevTools.Step.evaluate(
      """
      [Number(document.getElementById("carousel").dataset.offset),
       document.getElementById("accessibility-value").textContent,
       document.getElementById("direction").value]
      """)
    var steps: [DevTools.Step] = []
    for card in 0..<6 {
      // Rest on `card` with the keyboard, switch the direction with the select's arrow key
      // (its change event), read, and switch back.
      steps += [.evaluate("document.getElementById('carousel').focus()")]
      steps += PlaygroundBrowser.key("Home", code: 36) + [PlaygroundBrowser.waitForRest()]
      for _ in 0..<card {
        steps += PlaygroundBrowser.key(next.0, code: next.1) + [PlaygroundBrowser.waitForRest()]
      }
      let there = direction == "leftToRight" ? down : up
      let back = direction == "leftToRight" ? up : down
      steps += [.evaluate("document.getElementById('direction').focus()")]
      steps += PlaygroundBrowser.key(there.0, code: there.1) + [offsetAndCard]
      steps += PlaygroundBrowser.key(back.0, code: back.1) + [offsetAndCard]
    }
    let run = try open(Self.sixCards(direction: direction), steps: steps)
    #expect(run.errors.isEmpty, "console \(run.errors)")
    let readings = run.results.compactMap { $0 as? [Any] }
    try #require(readings.count == 12, "\(run.results)")
    for card in 0..<6 {
      let switched = readings[2 * card]
      let returned = readings[2 * card + 1]
      #expect(switched[2] as? String == flipped, "card \(card): \(switched)")
      #expect(
        switched[0] as? Double == Double(mirrored.track.offset(ofCard: card)),
        "card \(card) after the switch: \(switched)")
      #expect(returned[2] as? String == direction, "card \(card): \(returned)")
      #expect(
        returned[0] as? Double == Double(start.track.offset(ofCard: card)),
        "card \(card) after switching back: \(returned)")
    }
  }

  @Test("a count out of range is clamped, and the field says why in the tool's words")
  func countOutOfRange() throws {
    let typeCount = { (text: String) -> [DevTools.Step] in
      [
        .evaluate("document.getElementById('card-count').focus()"),
        .evaluate("document.getElementById('card-count').select()"),
        .send("Input.insertText", ["text": text]),
      ] + PlaygroundBrowser.key("Enter", code: 13)
        + [.evaluate("document.getElementById('direction').focus()")]
    }
    let read = DevTools.Step.evaluate(
      """
      [document.getElementById("card-count").value,
       document.getElementById("card-count-note").hidden,
       document.getElementById("card-count-note").textContent,
       document.getElementById("readout").textContent,
       document.querySelectorAll("[data-card-index]").length]
      """)
    let run = try open(
      PlaygroundBrowserTests.spec(),
      steps: typeCount("100000") + [read] + typeCount("-2") + [read] + typeCount("7") + [read])
    #expect(run.errors.isEmpty, "console \(run.errors)")
    let readings = run.results.compactMap { $0 as? [Any] }
    try #require(readings.count == 3, "\(run.results)")
    let (huge, negative, fine) = (readings[0], readings[1], readings[2])
    #expect(huge[0] as? String == "10000" && huge[1] as? Bool == false, "\(huge)")
    #expect(
      (huge[2] as? String ?? "").hasPrefix(
        "cardCount: expected an integer from 0 to 10 000, got 100000; showing 10000 cards"),
      "\(huge)")
    #expect(negative[0] as? String == "0" && negative[1] as? Bool == false, "\(negative)")
    #expect((negative[2] as? String ?? "").contains("got -2; showing 0 cards"), "\(negative)")
    let emptyReadout = negative[3] as? String ?? ""
    #expect(emptyReadout.contains("no cards, no pages"), "\(emptyReadout)")
    #expect(!emptyReadout.contains("page 1 of 0"), "\(emptyReadout)")
    #expect(fine[0] as? String == "7" && fine[1] as? Bool == true, "\(fine)")
    #expect(fine[3] as? String ?? "" != "" && (fine[3] as? String ?? "").contains("7 cards"))
  }
  @Test("it opens on the gallery's products, and generated cards take their content in turn")
  func realisticDefault() throws {
    try #require(Chromium.executable != nil, "CAROUSEL_REQUIRE_CHROMIUM=1 but no Chromium found")
    try #require(DevTools.node != nil, "CAROUSEL_REQUIRE_CHROMIUM=1 but no Node found")
    let titles = DevTools.Step.evaluate(
      """
      [...document.querySelectorAll("[data-card-index]")].map((card) =>
        [Number(card.dataset.cardIndex),
         card.querySelector('[data-part="title"]')?.textContent ?? null,
         card.querySelectorAll(".action:not(.more)").length])
      """)
    // No spec in the link: the default carousel.
    let run = try DevTools.run(
      url: PlaygroundBrowser.page, width: 1280, height: 1000,
      steps: [.sleep(150), titles]
        + [
          .evaluate("document.getElementById('card-count').focus()"),
          .evaluate("document.getElementById('card-count').select()"),
          .send("Input.insertText", ["text": "8"]),
        ] + PlaygroundBrowser.key("Enter", code: 13)
        + [.evaluate("document.getElementById('carousel').focus()")]
        + PlaygroundBrowser.key("End", code: 35) + [PlaygroundBrowser.waitForRest(), titles])
    #expect(run.errors.isEmpty, "console \(run.errors)")
    let first = try #require(run.results.first as? [[Any]])
    let card0 = try #require(first.first { $0[0] as? Double == 0 })
    #expect(card0[1] as? String == "Notebook Basic 15", "\(first)")
    #expect(card0[2] as? Double == 2, "Add to Cart and Compare: \(card0)")
    let last = try #require(run.results.last as? [[Any]])
    // Card 6 of 8 takes the first product's content again; none is a skeleton.
    let card6 = try #require(last.first { $0[0] as? Double == 6 }, "\(last)")
    #expect(card6[1] as? String == "Notebook Basic 15", "\(card6)")
    #expect(last.allSatisfy { $0[1] is String }, "a card without a title: \(last)")
  }

  @Test(
    "a device wider than the window is drawn whole at the scale that fits, with a note, and a drag moves it in its own points",
    arguments: ["leftToRight", "rightToLeft"])
  func widerDeviceScalesToFit(direction: String) throws {
    let spec = PlaygroundBrowserTests.spec(
      width: 1_024, height: 1_366, sizeClass: "regular", direction: direction)
    // A window as wide as a phone; the drag holds still before it lets go, so it does not fling.
    let leading: Double = direction == "leftToRight" ? -1 : 1
    let run = try DevTools.run(
      url: PlaygroundBrowser.url(spec: spec), width: 393, height: 900,
      steps: [
        .sleep(150),
        .evaluate(
          """
          (() => { const d = document.getElementById("device").getBoundingClientRect();
            const note = document.getElementById("fit-note");
            return [document.documentElement.scrollWidth, d.left, d.right,
              note.hidden ? "" : note.textContent]; })()
          """),
        .anchor("#carousel"),
        .evaluate("Number(document.getElementById('carousel').dataset.offset)"),
      ]
        + PlaygroundBrowser.drag(
          x: -leading * 100, y: 0, distance: leading * 60, steps: 6, interval: 16, hold: 300)
        + [PlaygroundBrowser.releaseMeasured])
    #expect(run.errors.isEmpty, "console \(run.errors)")
    let shown = try #require(run.results.first as? [Any])
    #expect(shown[0] as? Double == 393, "the page scrolls sideways: \(shown)")
    #expect((shown[1] as? Double).map { $0 >= -0.5 } == true, "\(shown)")
    #expect((shown[2] as? Double).map { $0 <= 393.5 } == true, "\(shown)")
    #expect(
      shown[3] as? String
        == "Drawn 1 024 points wide, shown at 38 % to fit this window: zoom in to read it.",
      "\(shown)")
    // 60 pixels of drag on a drawing at 393 / 1 024 of its size move it 156 of its points.
    let start = try #require(run.results.dropFirst().first as? Double)
    let release = try #require(run.results.last as? [Double])
    #expect(abs(abs(release[0] - start) - 60 * 1_024 / 393) <= 3, "from \(start) to \(release)")
  }

  /// The page controls' targets: each dot's and paging button's rect, and the text shown.
  static var pageControlTargets: DevTools.Step {
    .evaluate(
      """
      (() => { const r = (e) => { const b = e.getBoundingClientRect(); return [b.width, b.height]; };
        const box = document.getElementById("indicator");
        return { dots: [...box.querySelectorAll(".dot")].map(r),
          buttons: [...box.querySelectorAll(".paging")].map(r),
          text: box.querySelector(".pages").textContent }; })()
      """)
  }

  /// A real mouse click in the middle of the element matching `selector`.
  static func click(_ selector: String) -> [DevTools.Step] {
    [
      .anchor(selector),
      .send(
        "Input.dispatchMouseEvent",
        ["type": "mousePressed", "x": 0, "y": 0, "button": "left", "clickCount": 1]),
      .send(
        "Input.dispatchMouseEvent",
        ["type": "mouseReleased", "x": 0, "y": 0, "button": "left", "clickCount": 1]),
    ]
  }

  @Test(
    "page controls as the engine decides: every dot and paging button a 44 × 44 target, dots that fit, text and buttons past them, each moving on a click",
    arguments: ["leftToRight", "rightToLeft"])
  func pageControls(direction: String) throws {
    let six = Self.sixCards(direction: direction)
    let geometry = try PlaygroundBrowserTests.geometry(six)
    let run = try open(
      six,
      steps: [Self.pageControlTargets] + Self.click("#indicator .dot[data-page='3']")
        + [PlaygroundBrowser.waitForRest()])
    #expect(run.errors.isEmpty, "console \(run.errors)")
    let controls = try #require(run.results.first as? [String: Any])
    let dots = try #require(controls["dots"] as? [[Double]])
    // Six dots fit 393 points: every one a 44-point square, and no paging buttons.
    #expect(dots.count == 6 && dots.allSatisfy { $0 == [44, 44] }, "\(controls)")
    #expect((controls["buttons"] as? [[Double]])?.isEmpty == true, "\(controls)")
    // A click on the fourth dot rests on its page, which VoiceOver hears as current.
    let rest = try #require(run.results.last as? Double)
    #expect(abs(rest - Double(geometry.track.offset(ofCard: 3))) <= 0.5, "rests at \(rest)")

    let twelve = PlaygroundBrowserTests.spec(
      direction: direction,
      cards: "["
        + Array(repeating: #"{"header": 56, "body": 120, "footer": 44}"#, count: 12)
        .joined(separator: ", ") + "]")
    let long = try PlaygroundBrowserTests.geometry(twelve)
    let second = try open(
      twelve,
      steps: [Self.pageControlTargets] + Self.click("#indicator .paging.next")
        + [
          PlaygroundBrowser.waitForRest(), Self.pageControlTargets,
          .evaluate("document.activeElement.className"),
        ])
    #expect(second.errors.isEmpty, "console \(second.errors)")
    let text = try #require(second.results.first as? [String: Any])
    // Twelve pages: "1 of 12" text, and the buttons stand in for the dots.
    #expect(text["text"] as? String == "1 of 12", "\(text)")
    #expect((text["dots"] as? [[Double]])?.isEmpty == true, "\(text)")
    #expect(text["buttons"] as? [[Double]] == [[44, 44], [44, 44]], "\(text)")
    let moved = try #require(second.results.dropFirst().first as? Double)
    #expect(abs(moved - Double(long.track.offset(ofCard: 1))) <= 0.5, "rests at \(moved)")
    #expect((second.results.dropLast().last as? [String: Any])?["text"] as? String == "2 of 12")
    // The redraw keeps keyboard focus on the button that was pressed.
    #expect(second.results.last as? String == "paging next", "\(second.results)")
  }

  @Test("the empty state draws the spec's words and actions, each button a 44-pixel target")
  func emptyStateActions() throws {
    let spec =
      #"{"viewport": {"width": 393, "height": 852}, "cards": [], "configuration": {"emptyStateHeight": 360}, "#
      + #""emptyState": {"title": "No Products", "description": "Add the first one.", "primaryAction": "Add Product", "secondaryAction": "Learn More"}}"#
    let read = DevTools.Step.evaluate(
      """
      (() => { const e = document.querySelector(".empty-state");
        return { title: e.querySelector("strong").textContent,
          description: e.querySelector("span").textContent,
          buttons: [...e.querySelectorAll(".empty-action")].map((b) => {
            const r = b.getBoundingClientRect();
            return [b.textContent, b.classList.contains("primary"), r.width, r.height]; }) }; })()
      """)
    let run = try open(spec, steps: [read])
    #expect(run.errors.isEmpty, "console \(run.errors)")
    let shown = try #require(run.results.first as? [String: Any])
    #expect(shown["title"] as? String == "No Products")
    #expect(shown["description"] as? String == "Add the first one.")
    let buttons = try #require(shown["buttons"] as? [[Any]])
    #expect(buttons.map { $0[0] as? String } == ["Add Product", "Learn More"])
    #expect(buttons.map { $0[1] as? Bool } == [true, false])
    for button in buttons {
      #expect((button[2] as? Double ?? 0) >= 44 && (button[3] as? Double ?? 0) >= 44, "\(button)")
    }
    // Without "emptyState": the previews' words and no buttons.
    let plain = try open(
      #"{"viewport": {"width": 393, "height": 852}, "cards": [], "configuration": {"emptyStateHeight": 360}}"#,
      steps: [read])
    let defaults = try #require(plain.results.first as? [String: Any])
    #expect(defaults["title"] as? String == "No Cards Yet")
    #expect((defaults["buttons"] as? [Any])?.isEmpty == true)
  }
}

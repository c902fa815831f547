import CarouselJSON
import CarouselLayout
import CarouselTestSupport
import Foundation
import Testing

/// The playground's cards in real headless Chromium: the card style as the module reports it,
/// content in the regions the module reports, in both directions, the skeleton without
/// content, and the examples with content drawn as real cards.
@Suite(
  .serialized,
  .enabled(
    if: (Chromium.executable != nil && DevTools.node != nil) || Chromium.isRequired,
    "Chromium or Node not found: SKIPPING the playground's card content tests. Install chromium and nodejs (apt-get install chromium nodejs); CAROUSEL_REQUIRE_CHROMIUM=1 makes their absence a failure"
  ))
struct PlaygroundCardContentTests {
  /// Cards with full, long, cramped and no content, on a phone.
  static func spec(direction: String) -> String {
    let long = String(repeating: "Intel Core i7, a 15-inch screen, 16 GB memory. ", count: 12)
    return #"""
      {"viewport": {"width": 393, "height": 852}, "sizeClass": "compact",
       "layoutDirection": "\#(direction)",
       "configuration": {"heightPolicy": "natural", "visibleCards": 2, "spacing": 8},
       "cards": [
        {"header": 64, "body": 120, "footer": 48, "content": {"title": "Notebook", "subtitle": "Notebooks", "kpi": "956 EUR", "body": "Intel Core i7.", "actions": ["Add", "Buy"]}},
        {"header": 64, "body": 90, "footer": 48, "content": {"title": "A title far too long to fit on one line of a card this narrow", "subtitle": "A subtitle that is also much too long for the card", "kpi": "1 234 567 890 EUR", "body": "\#(long)", "actions": ["Add to Cart and Order Now", "Compare With Others", "Share", "Save"]}},
        {"header": 30, "body": 20, "footer": 20, "content": {"title": "Cramped", "subtitle": "No room", "kpi": "1 EUR", "body": "None of this fits.", "actions": ["Add"]}},
        {"header": 56, "body": 100, "footer": 44}
       ]}
      """#
  }

  func open(_ spec: String, width: Int = 1280, steps: [DevTools.Step]) throws -> DevTools.Run {
    try #require(Chromium.executable != nil, "CAROUSEL_REQUIRE_CHROMIUM=1 but no Chromium found")
    try #require(DevTools.node != nil, "CAROUSEL_REQUIRE_CHROMIUM=1 but no Node found")
    return try DevTools.run(
      url: PlaygroundBrowser.url(spec: spec), width: width, height: 1000,
      steps: [.sleep(150)] + steps)
  }

  /// For each shown card: its index, its regions as the module reports them and the boxes of
  /// what it draws, all relative to the card's own box: `{index, card: [w, h], regions:
  /// {header, body, footer}, parts: [[part, left, top, right, bottom, text-edge-left,
  /// text-edge-right, text, first-glyph-left, last-glyph-left]], actions: [[left, top, right, bottom]], skeleton}`.
  static var drawn: DevTools.Step {
    .evaluate(
      """
      [...document.querySelectorAll("#carousel [data-card-index]")].map((card) => {
        const index = Number(card.dataset.cardIndex);
        const o = card.getBoundingClientRect();
        const a = engine.card(index);
        const region = (r) => [r.x - a.frame.x, r.y - a.frame.y, r.x - a.frame.x + r.width, r.y - a.frame.y + r.height];
        const box = (r) => [r.left - o.left, r.top - o.top, r.right - o.left, r.bottom - o.top];
        return {
          index, card: [o.width, o.height],
          regions: { header: region(a.header), body: region(a.body), footer: region(a.footer) },
          parts: [...card.querySelectorAll(".text")].map((e) => {
            const range = document.createRange();
            range.selectNodeContents(e);
            const t = range.getBoundingClientRect();
            const glyph = (i) => { const g = document.createRange(); g.setStart(e.firstChild, i); g.setEnd(e.firstChild, i + 1); return g.getBoundingClientRect().left; };
          return [e.dataset.part, ...box(e.getBoundingClientRect()), t.left - o.left, t.right - o.left, e.textContent,
            glyph(0), glyph(e.textContent.length - 1)];
          }),
          actions: [...card.querySelectorAll(".action:not([hidden])")].map((e) => box(e.getBoundingClientRect())),
          primary: [...card.querySelectorAll(".action.primary:not([hidden])")].map((e) => box(e.getBoundingClientRect())),
          more: [...card.querySelectorAll(".action.more:not([hidden])")].map((e) => box(e.getBoundingClientRect())),
          skeleton: card.querySelector(":scope > .body") !== null && card.querySelector(":scope > span.title") !== null,
        };
      })
      """)
  }

  static func inside(_ box: [Double], _ region: [Double]) -> Bool {
    box[0] >= region[0] - 0.5 && box[1] >= region[1] - 0.5 && box[2] <= region[2] + 0.5
      && box[3] <= region[3] + 0.5
  }

  @Test(
    "title and subtitle in the header, KPI and body in the body, actions in the footer, nothing outside its card; no content keeps the skeleton",
    arguments: ["leftToRight", "rightToLeft"])
  func contentInRegions(direction: String) throws {
    let spec = Self.spec(direction: direction)
    let carousel = try CarouselSpec.parse(Array(spec.utf8)).geometry()
    let run = try open(spec, steps: [Self.drawn])
    #expect(run.errors.isEmpty, "console \(run.errors)")
    let cards = try #require(run.results.first as? [[String: Any]], "\(run.results)")
    #expect(cards.count == 4, "\(direction): \(cards.count) cards shown")
    let regionOf = ["title": "header", "subtitle": "header", "kpi": "body", "body": "body"]
    for card in cards {
      let index = try #require(card["index"] as? Int)
      let size = try #require(card["card"] as? [Double])
      let regions = try #require(card["regions"] as? [String: [Double]])
      // The module's regions are the engine's.
      let anatomy = carousel.anatomy(ofCard: index)
      let frame = anatomy.frame
      #expect(
        abs(regions["body"]![1] - Double(anatomy.body.minY - frame.minY)) <= 0.001
          && abs(regions["footer"]![3] - Double(anatomy.footer.maxY - frame.minY)) <= 0.001,
        "\(direction) card \(index): module regions \(regions)")
      let parts = try #require(card["parts"] as? [[Any]])
      let actions = try #require(card["actions"] as? [[Double]])
      for part in parts {
        let name = try #require(part[0] as? String)
        let box = part[1...4].compactMap { $0 as? Double }
        let region = try #require(regions[regionOf[name] ?? ""], "part \(name)")
        #expect(
          Self.inside(box, region), "\(direction) card \(index) \(name) \(box) not in \(region)")
        #expect(
          Self.inside(box, [0, 0, size[0], size[1]]), "\(direction) card \(index) \(name) \(box)")
      }
      for action in actions {
        #expect(
          Self.inside(action, regions["footer"]!),
          "\(direction) card \(index) action \(action) not in footer \(regions["footer"]!)")
      }
      let names = parts.compactMap { $0[0] as? String }
      let skeleton = card["skeleton"] as? Bool ?? false
      switch index {
      case 0:
        #expect(names == ["title", "subtitle", "kpi", "body"], "\(direction) card 0: \(names)")
        #expect(actions.count == 2, "\(direction) card 0: \(actions.count) actions")
        #expect(!skeleton)
        // SAP's footer: both fit, no More, the first at the trailing edge of the footer box.
        #expect((card["more"] as? [[Double]])?.isEmpty == true, "\(direction) card 0: More")
        let primary = try #require((card["primary"] as? [[Double]])?.first)
        let footer = regions["footer"]!
        if direction == "leftToRight" {
          #expect(abs(primary[2] - (footer[2] - 16)) <= 1, "primary \(primary) footer \(footer)")
        } else {
          #expect(abs(primary[0] - (footer[0] + 16)) <= 1, "primary \(primary) footer \(footer)")
        }
        // The title starts at the leading edge of its box: left in LTR, right in RTL.
        let title = try #require(parts.first)
        let (boxLeft, boxRight) = (title[1] as! Double, title[3] as! Double)
        let (textLeft, textRight) = (title[5] as! Double, title[6] as! Double)
        if direction == "leftToRight" {
          #expect(abs(textLeft - boxLeft) <= 1, "title text \(textLeft) box \(boxLeft)")
        } else {
          #expect(abs(textRight - boxRight) <= 1, "title text \(textRight) box \(boxRight)")
        }
        // Latin text reads left to right in either direction ("956 EUR", not "EUR 956").
        let kpi = try #require(parts.first { $0[0] as? String == "kpi" })
        let (first, last) = (kpi[8] as! Double, kpi[9] as! Double)
        #expect(first < last, "\(direction) KPI: first glyph at \(first), last at \(last)")
      case 1:
        // Long text: every part placed and cut; the actions that do not fit behind "More", at
        // the footer's leading edge.
        #expect(names == ["title", "subtitle", "kpi", "body"], "\(direction) card 1: \(names)")
        #expect((2...3).contains(actions.count), "\(direction) card 1: \(actions.count) buttons")
        let more = try #require((card["more"] as? [[Double]])?.first, "\(direction) card 1: More")
        let footer = regions["footer"]!
        if direction == "leftToRight" {
          #expect(abs(more[0] - (footer[0] + 16)) <= 1, "More \(more) footer \(footer)")
        } else {
          #expect(abs(more[2] - (footer[2] - 16)) <= 1, "More \(more) footer \(footer)")
        }
      case 2:
        // Too cramped for a KPI or an action: only what fits whole.
        #expect(!names.contains("kpi") && !names.contains("body"), "card 2: \(names)")
        #expect(actions.isEmpty, "card 2: \(actions)")
      default:
        #expect(
          names.isEmpty && actions.isEmpty && skeleton, "card 3: \(names), skeleton \(skeleton)")
      }
    }
  }

  @Test("the cards are drawn with CarouselCardStyle.fiori as the module reports it")
  func styleFromModule() throws {
    let run = try open(
      Self.spec(direction: "leftToRight"),
      steps: [
        .evaluate("engine.cardStyle(false)"),
        .evaluate(
          """
          (() => { const card = document.querySelector('#carousel [data-card-index="0"]');
            const s = getComputedStyle(card);
            const title = getComputedStyle(card.querySelector('.text[data-part="title"]'));
            const primary = getComputedStyle(card.querySelector('.action.primary'));
            return [s.borderTopLeftRadius, s.backgroundColor, s.boxShadow, s.borderTopColor,
              title.color, title.fontSize, primary.backgroundColor]; })()
          """),
      ])
    #expect(run.errors.isEmpty, "console \(run.errors)")
    let style = CarouselCardStyle.fiori
    let module = try #require(run.results.first as? [String: Any], "\(run.results)")
    func hex(_ color: CardStyleColor) -> String {
      "#" + String(color.light, radix: 16).leftPadded(to: 6)
    }
    #expect(module["cornerRadius"] as? Double == Double(style.cornerRadius))
    #expect(module["borderWidth"] as? Double == Double(style.borderWidth))
    #expect(module["border"] as? String == hex(style.border))
    #expect(module["borderOpacity"] as? Double == style.border.opacity)
    #expect(module["background"] as? String == hex(style.background))
    #expect(module["title"] as? String == hex(style.title))
    #expect(module["subtitle"] as? String == hex(style.subtitle))
    #expect(module["accent"] as? String == hex(style.accent))
    #expect(module["bottomPadding"] as? Double == Double(style.bottomPadding))
    let sizes = try #require(module["sizes"] as? [String: Double])
    #expect(sizes["title"] == Double(style.typography.title))
    #expect(sizes["kpi"] == Double(style.typography.kpi))
    let shadows = try #require(module["shadows"] as? [[String: Double]])
    #expect(
      shadows.map { [$0["opacity"]!, $0["radius"]!, $0["y"]!] }
        == style.shadows.map { [$0.opacity, Double($0.radius), Double($0.y)] })
    // What Chromium computes from it.
    let computed = try #require(run.results.last as? [String], "\(run.results)")
    func rgb(_ color: CardStyleColor) -> String {
      let c = color.components(isDark: false)
      return "rgb(\(Int(c.red * 255)), \(Int(c.green * 255)), \(Int(c.blue * 255)))"
    }
    #expect(computed[0] == "\(Int(style.cornerRadius))px")
    #expect(computed[1] == rgb(style.background))
    #expect(computed[2].contains("rgba(0, 0, 0, 0.13)") && computed[2].contains("0px 2px 4px"))
    #expect(computed[3].hasPrefix("rgba(91, 115, 139, 0.24"), "border \(computed[3])")
    #expect(computed[4] == rgb(style.title))
    #expect(computed[5] == "\(Int(style.typography.title))px")
    #expect(computed[6] == rgb(style.accent))
  }

  /// The carousel specs among `Examples/*.json` and the built-in examples, by name.
  static func examples() throws -> [(String, String)] {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".json") }.sorted()
    let fromFiles = try files.map {
      ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
    }
    return fromFiles + BuiltInExamples.all.map { ("built-in \($0.name)", $0.json) }
  }

  @Test("every example with content shows real cards when loaded into the playground")
  func examplesShowContent() throws {
    var cases: [(name: String, json: String, content: Set<Int>)] = []
    for (name, json) in try Self.examples() {
      // Only carousel specs become the playground's carousel (a page spec has sections).
      guard let spec = try? CarouselSpec.parse(Array(json.utf8)), (try? spec.geometry()) != nil
      else { continue }
      let content = Set(spec.cards.indices.filter { !(spec.cards[$0].content?.isEmpty ?? true) })
      if !content.isEmpty { cases.append((name, json, content)) }
    }
    #expect(cases.count >= 4, "examples with content: \(cases.map(\.name))")
    let count = DevTools.Step.evaluate(
      """
      [...document.querySelectorAll("#carousel [data-card-index]")].map((card) =>
        [Number(card.dataset.cardIndex), card.querySelectorAll(".text").length,
         card.querySelector(":scope > .body") !== null])
      """)
    var steps: [DevTools.Step] = []
    for example in cases { steps += [PlaygroundBrowser.load(example.json), count] }
    let run = try open(cases[0].json, steps: steps)
    #expect(run.errors.isEmpty, "console \(run.errors)")
    for (number, example) in cases.enumerated() {
      #expect(run.results[2 * number] as? Bool == true, "\(example.name) was not accepted")
      let cards = try #require(run.results[2 * number + 1] as? [[Any]])
      #expect(!cards.isEmpty, "\(example.name): no cards shown")
      for card in cards {
        let index = try #require(card[0] as? Int)
        let parts = try #require(card[1] as? Int)
        let skeleton = try #require(card[2] as? Bool)
        if example.content.contains(index) {
          #expect(parts > 0 && !skeleton, "\(example.name) card \(index): \(parts) parts")
        } else {
          #expect(parts == 0 && skeleton, "\(example.name) card \(index) without content")
        }
      }
    }
  }
}

extension String {
  fileprivate func leftPadded(to length: Int) -> String {
    String(repeating: "0", count: max(0, length - count)) + self
  }
}

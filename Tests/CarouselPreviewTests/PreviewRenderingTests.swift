import CarouselLayout
import CarouselPreview
import CarouselTestSupport
import Foundation
import Testing

/// Properties of the SVG, motion and HTML output that hold for any input.
@Suite struct PreviewRenderingTests {
  @Test func colorsPrintAsLowerCaseHex() {
    #expect(PreviewColor(hex: 0x0064D9).description == "#0064d9")
    #expect(PreviewColor(red: 0, green: 10, blue: 255).description == "#000aff")
    #expect(PreviewPalette.fiori == PreviewPalette())
  }

  @Test func renderingIsDeterministic() throws {
    let carousel = try PreviewFixtures.carousel()
    let first = try SVGPreview().render(carousel, atOffset: 123.456_789)
    #expect(first == (try SVGPreview().render(carousel, atOffset: 123.456_789)))
    // Numbers have at most two decimals.
    #expect(first.contains("123.46"))
    #expect(!first.contains("123.456"))
  }

  @Test func textAnchorsMirrorInRightToLeft() throws {
    let ltr = try SVGPreview().render(PreviewFixtures.carousel())
    let rtl = try SVGPreview().render(PreviewFixtures.carousel(direction: .rightToLeft))
    // The header title and card titles start at the leading edge: left, then right.
    #expect(ltr.contains(#"text-anchor="start""#))
    #expect(!ltr.contains(#"text-anchor="end" font-size="17""#))
    #expect(rtl.contains(#"text-anchor="end""#))
    #expect(
      !rtl.contains(#"text-anchor="start" font-size="17""#), "the title is anchored at the right")
    // "See All" is on the left in right to left: its text starts after the chevron.
    #expect(rtl.contains(#"text-anchor="start" font-size="15""#))
  }

  @Test func onlyTheCardsInTheViewportHaveShadows() throws {
    let carousel = try PreviewFixtures.carousel()
    let svg = try SVGPreview().render(carousel, atOffset: 180.5)
    let visible = carousel.cardIndices(
      in: CGRect(x: 180.5, y: 0, width: 393, height: carousel.contentSize.height))
    #expect(visible == [0, 1])
    #expect(svg.components(separatedBy: "url(#card-shadow)").count - 1 == visible.count)
    // The cards within 32 points beside the viewport are drawn faded (only cards 0 and 1
    // reach into 148.5…605.5); the visible ones a second time.
    #expect(carousel.track.cardRange(horizontallyIn: 148.5, 605.5) == 0..<2)
    #expect(svg.components(separatedBy: #"class="card""#).count - 1 == 2 + 2)
  }

  @Test func titlesAreEscaped() throws {
    let carousel = try PreviewFixtures.carousel(title: "Tom & <Jerry>")
    let svg = try SVGPreview().render(carousel)
    #expect(svg.contains("Tom &amp; &lt;Jerry&gt;"))
    #expect(HTMLPreview().render(carousel).contains("Tom &amp; &lt;Jerry&gt;"))
  }

  @Test func nonFiniteOffsetsAreRefused() throws {
    let carousel = try PreviewFixtures.carousel()
    let error = try #require(throws: CarouselLayoutError.self) {
      try SVGPreview().render(carousel, atOffset: .nan)
    }
    #expect(error.field == "offset")
    #expect(throws: CarouselLayoutError.self) { try SVGPreview().render([]) }
  }

  @Test func sectionsStackVertically() throws {
    let carousel = try PreviewFixtures.carousel()
    let one = try SVGPreview().render(carousel)
    let two = try SVGPreview().render([.carousel(carousel), .carousel(carousel, offset: 361)])
    #expect(two.contains(#"id="s1-viewport""#))
    // 12 + 29 (a caption of one line) + 312 + 26 (the snap line's legend) + 12 tall for
    // one; one more section and a 32 gap for two.
    #expect(one.contains(#"height="391""#))
    #expect(two.contains(#"height="790""#))
  }

  // MARK: - HTML

  @Test func htmlHasOneSnapMarkerPerSnapOffsetWhenSnapping() throws {
    let carousel = try PreviewFixtures.carousel()
    let html = HTMLPreview().render(carousel)
    #expect(html.contains("scroll-snap-type: x mandatory"))
    #expect(html.components(separatedBy: #"<span class="snap""#).count - 1 == 6)
    for offset in carousel.track.snapOffsets {
      #expect(html.contains(#"data-snap-offset="\#(NumberText.rounded(offset, decimals: 2))""#))
    }
    let free = HTMLPreview().render(try PreviewFixtures.carousel { $0.scrolling = .free })
    #expect(!free.contains(#"class="scroller snapping""#))
    #expect(!free.contains(#"<span class="snap""#))
  }

  @Test func htmlRightToLeftPlacesMarkersAtTheSnapportsRightEdge() throws {
    let carousel = try PreviewFixtures.carousel(direction: .rightToLeft)
    let html = HTMLPreview().render(carousel)
    #expect(html.contains(#"<html lang="en" dir="rtl">"#))
    // Offset 0 (the far left) shows when the marker at 0 + 393 meets the right edge.
    #expect(html.contains(#"data-snap-offset="0" style="left: 393px""#))
  }

  @Test func htmlSnapshot() throws {
    let html = HTMLPreview().render(try PreviewFixtures.carousel())
    Snapshot.assertMatches(html, named: "compact", fileExtension: "html")
  }

  // MARK: - Motion

  @Test func motionUsesTheSamplesAsKeyframes() throws {
    let carousel = try PreviewFixtures.carousel()
    let samples: [(t: Double, offset: CGFloat)] = [
      (t: 1000, offset: 0), (t: 1100, offset: 200), (t: 1300, offset: 361),
    ]
    let svg = try MotionPreview(pause: 0).render(carousel, samples: samples)
    #expect(svg.contains(#"values="0 0;-200 0;-361 0""#))
    #expect(svg.contains(#"keyTimes="0;0.3333;1""#))
    #expect(svg.contains(#"dur="300ms""#))
    let paused = try MotionPreview(pause: 100).render(carousel, samples: samples)
    #expect(paused.contains(#"keyTimes="0;0.2;0.4;0.8;1""#))
    #expect(paused.contains(#"dur="500ms""#))
  }

  @Test func motionRefusesBadSamples() throws {
    let carousel = try PreviewFixtures.carousel()
    let preview = MotionPreview()
    #expect(throws: CarouselLayoutError.self) { try preview.render(carousel, samples: []) }
    let backwards = try #require(throws: CarouselLayoutError.self) {
      try preview.render(carousel, samples: [(t: 0, offset: 0), (t: -1, offset: 5)])
    }
    #expect(backwards.field == "samples[1].t")
    let nan = try #require(throws: CarouselLayoutError.self) {
      try preview.render(carousel, samples: [(t: 0, offset: .nan)])
    }
    #expect(nan.field == "samples[0].offset")
    #expect(throws: CarouselLayoutError.self) {
      try MotionPreview(pause: 0).render(carousel, samples: [(t: 5, offset: 0)])
    }
  }

  @Test func motionSnapshot() throws {
    let carousel = try PreviewFixtures.carousel()
    // A flick decaying at 0.99 per ms from 2 pt/ms, sampled every 16 ms: 16 samples.
    var samples: [(t: Double, offset: CGFloat)] = []
    for step in 0..<16 {
      let t = Double(step) * 16
      samples.append((t: t, offset: 361 * (1 - pow(0.99, t)) / (1 - pow(0.99, 240))))
    }
    Snapshot.assertMatches(
      try MotionPreview().render(carousel, samples: samples), named: "motion-flick")
  }

  // MARK: - Snapshot helper

  @Test func snapshotDifferenceNamesTheFirstDifferingLine() {
    #expect(Snapshot.firstDifference(expected: "a\nb\nc", actual: "a\nb\nc") == nil)
    let difference = Snapshot.firstDifference(expected: "a\nb\nc", actual: "a\nB\nc")
    #expect(difference == Snapshot.Difference(line: 2, expected: "b", actual: "B"))
    let shorter = Snapshot.firstDifference(expected: "a\nb", actual: "a")
    #expect(shorter == Snapshot.Difference(line: 2, expected: "b", actual: nil))
    #expect(shorter?.description.contains("<end of file>") == true)
  }
}

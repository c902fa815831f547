import CarouselLayout
import Foundation

/// Renders a scroll motion (a flick, a snap, a programmatic scroll) as an animated SVG: the
/// viewport stays put while the cards move through it, driven by SMIL `<animateTransform>`
/// with `values` and `keyTimes` taken from timed offset samples.
///
/// The samples are plain input, so any source works: `carousel simulate`'s output (the engine's
/// glide for a release), a recording from a device, or a hand-written list. Between samples the motion is linear, so
/// sample densely (every 16 ms) for smooth curves. The animation holds at the first and the
/// last offset for `pause` milliseconds and repeats forever. A scroll indicator under the
/// viewport moves with it (`<animate>` of its `x`).
///
/// The output is deterministic (keyTimes with four decimals, offsets with two). Renderers
/// without SMIL show the first sample's frame.
///
/// ```swift
/// let svg = try MotionPreview().render(
///   carousel, samples: [(t: 0, offset: 0), (t: 120, offset: 250), (t: 300, offset: 361)])
/// ```
public struct MotionPreview: Sendable, Hashable {
  /// The colours.
  package var palette: PreviewPalette
  /// The words drawn.
  package var text: PreviewText
  /// How long the animation holds still before and after the motion, in milliseconds
  /// (default 600).
  public var pause: Double

  /// Creates a renderer with the Fiori colours and English words that holds still for `pause`
  /// milliseconds before and after the motion.
  public init(pause: Double = 600) {
    self.init(palette: .fiori, text: PreviewText(), pause: pause)
  }

  /// Creates a renderer with `palette`'s colours and `text`'s words.
  package init(
    palette: PreviewPalette, text: PreviewText = PreviewText(), pause: Double = 600
  ) {
    self.palette = palette
    self.text = text
    self.pause = pause
  }

  /// Renders the motion through `samples`.
  ///
  /// - Parameters:
  ///   - carousel: the layout that moves.
  ///   - samples: times in milliseconds (any start, never decreasing) and horizontal scroll
  ///     offsets in content coordinates (overscroll allowed).
  ///   - content: the cards' content by index; a card past its end, or with empty content,
  ///     shows the skeleton.
  /// - Returns: a standalone animated SVG document.
  /// - Throws: ``/CarouselLayout/CarouselLayoutError`` naming the field for no samples, a NaN or infinite
  ///   time or offset, a time before the previous one, a negative or non-finite `pause`, or
  ///   a motion that lasts no time at all.
  /// - Complexity: O(samples + cards passing through the viewport).
  public func render(
    _ carousel: CarouselGeometry, samples: [(t: Double, offset: CGFloat)],
    content: [CardContent] = []
  ) throws(CarouselLayoutError) -> String {
    try validate(samples)
    let keys = keyframes(samples)
    let total = keys.last!.time
    let keyTimes = Self.keyTimes(keys.map(\.time), total: total)
    let offsets = samples.map(\.offset)
    let minOffset = offsets.min()!
    let maxOffset = offsets.max()!
    let width = carousel.viewport.width
    let height = carousel.contentSize.height
    let side = CarouselSectionDrawing.beside
    let margin = PreviewStyle.margin
    let indicatorRoom: CGFloat =
      carousel.track.mode == .carousel && carousel.track.maximumOffset > 0 ? 14 : 0
    let captionText = PreviewCaption(
      caption(carousel, samples: samples), width: width + 2 * side)
    let canvas = CGSize(
      width: width + 2 * (side + margin),
      height: 2 * margin + captionText.height + height + indicatorRoom)
    let viewport = CGRect(x: 0, y: 0, width: width, height: height)
    let drawing = CarouselDrawing(
      carousel: carousel, content: content, palette: palette, text: text, shadowID: "card-shadow")
    let cards = carousel.track.cardRange(horizontallyIn: minOffset - side, maxOffset + width + side)
    let duration = "\(SVGWriter.number(CGFloat(total)))ms"
    let translations = keys.map { "\(SVGWriter.number(-$0.offset)) 0" }.joined(separator: ";")

    var svg = SVGWriter()
    SVGPreview.openDocument(size: canvas, into: &svg)
    svg.open("defs")
    PreviewStyle.writeShadowFilter(id: "card-shadow", into: &svg)
    svg.open("clipPath", [("id", "viewport")])
    svg.element("rect", SVGWriter.rect(viewport.insetBy(dx: 0, dy: -PreviewStyle.shadowReach)))
    svg.close("clipPath")
    svg.close("defs")
    svg.element(
      "rect",
      SVGWriter.rect(CGRect(origin: .zero, size: canvas)) + [
        ("fill", palette.backdrop.description)
      ])
    svg.open(
      "g", [("transform", "translate(\(SVGWriter.number(margin)),\(SVGWriter.number(margin)))")])
    captionText.draw(color: palette.secondaryText, into: &svg)
    svg.close("g")
    svg.open(
      "g",
      [
        (
          "transform",
          "translate(\(SVGWriter.number(margin + side)),"
            + "\(SVGWriter.number(margin + captionText.height)))"
        )
      ])
    // The content outside the viewport, faded, moving with it.
    if carousel.track.mode == .carousel, palette.resolvedFadedOpacity > 0 {
      svg.open("g", [("opacity", NumberText.rounded(palette.resolvedFadedOpacity))])
      openMovingGroup(first: keys[0].offset, values: translations, keyTimes, duration, &svg)
      drawing.drawCards(cards, shadow: false, into: &svg)
      svg.close("g")
      svg.close("g")
    }
    svg.element("rect", SVGWriter.rect(viewport) + [("fill", palette.background.description)])
    svg.open("g", [("clip-path", "url(#viewport)")])
    openMovingGroup(first: keys[0].offset, values: translations, keyTimes, duration, &svg)
    drawing.drawCards(cards, shadow: true, into: &svg)
    drawing.drawEmptyState(into: &svg)
    svg.close("g")
    svg.close("g")
    // The header cell stays put: at offset 0 its frames are in viewport coordinates.
    drawing.drawHeader(atOffset: 0, into: &svg)
    if indicatorRoom > 0 {
      drawIndicator(carousel, keys: keys, keyTimes: keyTimes, duration: duration, into: &svg)
    }
    svg.element(
      "rect",
      SVGWriter.rect(viewport) + [
        ("class", "viewport"), ("fill", "none"), ("stroke", palette.accent.description),
        ("stroke-width", "1.5"),
      ])
    svg.close("g")
    svg.close("svg")
    return svg.text
  }

  // MARK: - Keyframes

  /// One keyframe: a time from the start of the animation (pauses included) and an offset.
  struct Keyframe {
    var time: Double
    var offset: CGFloat
  }

  /// The samples as keyframes, shifted to start after the first pause and padded with the
  /// pauses at both ends.
  func keyframes(_ samples: [(t: Double, offset: CGFloat)]) -> [Keyframe] {
    let start = samples[0].t
    var keys: [Keyframe] = []
    if pause > 0 { keys.append(Keyframe(time: 0, offset: samples[0].offset)) }
    for sample in samples {
      keys.append(Keyframe(time: pause + sample.t - start, offset: sample.offset))
    }
    if pause > 0 {
      keys.append(Keyframe(time: keys.last!.time + pause, offset: samples.last!.offset))
    }
    return keys
  }

  /// `keyTimes` text: each time as a fraction of `total` with four decimals, never
  /// decreasing, from exactly 0 to exactly 1.
  static func keyTimes(_ times: [Double], total: Double) -> String {
    var previous = 0.0
    var parts: [String] = []
    for (index, time) in times.enumerated() {
      var fraction = index == times.count - 1 ? 1 : (time / total * 10_000).rounded() / 10_000
      if index == 0 { fraction = 0 }
      fraction = min(max(fraction, previous), 1)
      previous = fraction
      parts.append(NumberText.rounded(fraction, decimals: 4))
    }
    return parts.joined(separator: ";")
  }

  private func validate(_ samples: [(t: Double, offset: CGFloat)]) throws(CarouselLayoutError) {
    guard !samples.isEmpty else {
      throw CarouselLayoutError(field: "samples", expected: "at least one sample", value: "none")
    }
    guard pause.isFinite, pause >= 0 else {
      throw CarouselLayoutError(
        field: "pause", expected: "a finite number ≥ 0", value: NumberText.plain(pause))
    }
    for (index, sample) in samples.enumerated() {
      try checkFinite(sample.t, "samples[\(index)].t")
      try checkFinite(sample.offset, "samples[\(index)].offset")
      if index > 0, sample.t < samples[index - 1].t {
        throw CarouselLayoutError(
          field: "samples[\(index)].t",
          expected: "a time ≥ samples[\(index - 1)].t (\(NumberText.plain(samples[index - 1].t)))",
          value: NumberText.plain(sample.t))
      }
    }
    let duration = samples.last!.t - samples[0].t + 2 * pause
    guard duration > 0, duration.isFinite else {
      throw CarouselLayoutError(
        field: "samples", expected: "a motion that lasts some time (or a pause > 0)",
        value: "\(NumberText.plain(duration)) ms")
    }
  }

  // MARK: - Drawing

  private func openMovingGroup(
    first: CGFloat, values: String, _ keyTimes: String, _ duration: String,
    _ svg: inout SVGWriter
  ) {
    svg.open("g", [("transform", "translate(\(SVGWriter.number(-first)),0)")])
    svg.element(
      "animateTransform",
      [
        ("attributeName", "transform"), ("type", "translate"), ("values", values),
        ("keyTimes", keyTimes), ("calcMode", "linear"), ("dur", duration),
        ("repeatCount", "indefinite"),
      ])
  }

  /// A scroll indicator under the viewport whose thumb follows the offset (clamped to the
  /// scroll range).
  private func drawIndicator(
    _ carousel: CarouselGeometry, keys: [Keyframe], keyTimes: String, duration: String,
    into svg: inout SVGWriter
  ) {
    let width = carousel.viewport.width
    let y = carousel.contentSize.height + 8
    let thumb = min(width, max(24, width * width / carousel.track.contentWidth))
    func x(_ offset: CGFloat) -> CGFloat {
      min(max(offset / carousel.track.maximumOffset, 0), 1) * (width - thumb)
    }
    svg.element(
      "rect",
      SVGWriter.rect(CGRect(x: 0, y: y, width: width, height: 3)) + [
        ("rx", "1.5"), ("fill", palette.placeholder.description),
      ])
    svg.open(
      "rect",
      SVGWriter.rect(CGRect(x: x(keys[0].offset), y: y, width: thumb, height: 3)) + [
        ("rx", "1.5"), ("fill", palette.secondaryText.description),
      ])
    svg.element(
      "animate",
      [
        ("attributeName", "x"),
        ("values", keys.map { SVGWriter.number(x($0.offset)) }.joined(separator: ";")),
        ("keyTimes", keyTimes), ("calcMode", "linear"), ("dur", duration),
        ("repeatCount", "indefinite"),
      ])
    svg.close("rect")
  }

  private func caption(_ carousel: CarouselGeometry, samples: [(t: Double, offset: CGFloat)])
    -> String
  {
    var parts = [
      "Motion",
      "offset \(SVGWriter.number(samples[0].offset)) → \(SVGWriter.number(samples.last!.offset))",
      "\(SVGWriter.number(CGFloat(samples.last!.t - samples[0].t))) ms",
      "\(samples.count) samples",
    ]
    if carousel.track.layoutDirection == .rightToLeft { parts.append("right to left") }
    return parts.joined(separator: " · ")
  }
}

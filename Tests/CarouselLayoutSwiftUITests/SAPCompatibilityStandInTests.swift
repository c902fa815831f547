import CarouselLayout
import CarouselLayoutSwiftUI
import Foundation
import Testing

#if CAROUSEL_STAND_INS
  @_spi(Host) import SwiftUIStandIn

  /// SAP Fiori's `Carousel` initialisers mapped onto the engine, checked against SAP's own
  /// formulas (`FioriSwiftUICore/Views/Carousel.swift`) where we agree with them, and against
  /// the documented difference where we do not.
  @MainActor
  @Suite("SAP-compatible Carousel")
  struct SAPCompatibilityTests {
    /// SAP's item width for `numberOfColumns`: `max(1, (W − L − (n + 2)·s) / n)`.
    static func sapItemWidth(width: CGFloat, leading: CGFloat, spacing: CGFloat, columns: Int)
      -> CGFloat
    {
      max(1, (width - leading - CGFloat(columns + 2) * spacing) / CGFloat(columns))
    }

    /// SAP's rest offset of item `k`: `k·w + max(0, k − 1)·s + (k == 0 ? 0 : L)`, clamped.
    static func sapRest(_ k: Int, width w: CGFloat, spacing s: CGFloat, leading: CGFloat)
      -> CGFloat
    {
      CGFloat(k) * w + CGFloat(max(0, k - 1)) * s + (k == 0 ? 0 : leading)
    }

    @Test("SAP's defaults")
    func defaults() {
      let columns = SAPCarouselParameters()
      #expect(columns.numberOfColumns == 1)
      #expect(columns.contentInsets == EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
      #expect(columns.spacing == 8)
      #expect(columns.alignment == .top)
      #expect(columns.isSnapping)
      #expect(!columns.isSameHeight)
      let configuration = columns.configuration
      #expect(configuration.heightPolicy == .natural)
      #expect(configuration.scrolling == .snapping)
      #expect(configuration.fewCardsRule == .keepCarousel)
      #expect(configuration.insets == Insets(16))
    }

    @Test(
      "numberOfColumns gives SAP's item width",
      arguments: [320.0, 375, 393, 430, 744, 1024, 1366], [1, 2, 3, 4])
    func columnWidths(width: CGFloat, columns: Int) throws {
      for (leading, spacing) in [(16.0, 8.0), (20, 8), (0, 0), (16, 16)] as [(CGFloat, CGFloat)] {
        let parameters = SAPCarouselParameters(
          numberOfColumns: columns,
          contentInsets: EdgeInsets(top: 0, leading: leading, bottom: 0, trailing: 24),
          spacing: spacing)
        let track = try CarouselTrack(
          viewportWidth: width, configuration: parameters.configuration, cardCount: 12)
        let expected = Self.sapItemWidth(
          width: width, leading: leading, spacing: spacing, columns: columns)
        #expect(
          abs(track.cardWidth - expected) < 1e-9,
          "W \(width), n \(columns), L \(leading), s \(spacing)")
        #expect(track.cardsPerPage == columns)
      }
    }

    @Test("itemWidth is clamped to 1…10 000 as SAP does")
    func itemWidths() throws {
      for (given, clamped) in [
        (-5.0, 1.0), (0, 1), (1, 1), (320, 320), (10_000, 10_000), (20_000, 10_000),
      ]
        as [(CGFloat, CGFloat)]
      {
        let parameters = SAPCarouselParameters(itemWidth: given)
        #expect(parameters.itemWidth == clamped)
        let track = try CarouselTrack(
          viewportWidth: 393, configuration: parameters.configuration, cardCount: 8)
        #expect(track.cardWidth == clamped)
      }
    }

    @Test(
      "the first card rests where SAP rests it; later cards rest at the leading inset, s earlier")
    func restPositions() throws {
      let parameters = SAPCarouselParameters(numberOfColumns: 1)
      let track = try CarouselTrack(
        viewportWidth: 393, configuration: parameters.configuration, cardCount: 12)
      let (w, s, l) = (track.cardWidth, track.spacing, track.leadingInset)
      #expect(track.offset(ofCard: 0) == Self.sapRest(0, width: w, spacing: s, leading: l))
      for k in 1..<8 {
        // SAP leaves card k at s from the edge; here it sits at the inset L: L − s earlier.
        #expect(
          Self.sapRest(k, width: w, spacing: s, leading: l) - track.offset(ofCard: k) == l - s)
      }
    }

    @Test(
      "isSnapping, isSameHeight and alignment map to the scrolling mode, the height policy and the card alignment"
    )
    func flags() {
      let free = SAPCarouselParameters(isSnapping: false, isSameHeight: true).configuration
      #expect(free.scrolling == .free)
      #expect(free.heightPolicy == .uniform)
      for (alignment, expected) in [
        (VerticalAlignment.top, CardAlignment.top), (.center, .center), (.bottom, .bottom),
      ] {
        #expect(SAPCarouselParameters(alignment: alignment).configuration.cardAlignment == expected)
      }
    }

    @Test("the SAP initialiser lays out its content's views and snaps counting them by width")
    func sapInitialiser() throws {
      let carousel = Carousel(
        numberOfColumns: 2,
        contentInsets: EdgeInsets(top: 8, leading: 16, bottom: 12, trailing: 16)
      ) {
        ForEach(0..<16, id: \.self) { Text("Card \($0)") }
      }
      let harness = CarouselHarness(carousel)
      #expect(harness.host.first("Layout") != nil)
      #expect(harness.host.texts.count == 16)
      let layout = try #require(harness.payloads("Layout", as: CarouselCardsLayout.self).first)
      #expect(
        layout.configuration.insets == Insets(top: 8, leading: 16, bottom: 12, trailing: 16))
      let behavior = try #require(harness.behavior)
      #expect(behavior.countsCardsFromContentWidth)
      // SwiftUI reports the content's width: 16 cards of the two-column width.
      let track = try CarouselTrack(
        viewportWidth: 393, configuration: behavior.configuration, cardCount: 16)
      var target = ScrollTarget(
        rect: CGRect(x: track.maximumOffset + 500, y: 0, width: 393, height: 300))
      let context = ScrollTargetBehaviorContext(
        originalTarget: ScrollTarget(rect: CGRect(x: 0, y: 0, width: 393, height: 300)),
        velocity: .zero, contentSize: CGSize(width: track.contentWidth, height: 300),
        containerSize: CGSize(width: 393, height: 300), axes: .horizontal)
      var unlimited = behavior
      unlimited.configuration.scrolling = .snapping(limit: .unlimited)
      unlimited.updateTarget(&target, context: context)
      #expect(target.rect.minX == track.maximumOffset)
    }

    @Test("the card count read off a content width inverts the content width")
    func countFromWidth() throws {
      for count in [0, 1, 2, 3, 16, 1000] {
        var configuration = CarouselConfiguration(fewCardsRule: .keepCarousel)
        configuration.visibleCards = .count(2)
        let track = try CarouselTrack(
          viewportWidth: 393, configuration: configuration, cardCount: count)
        let width = count == 0 ? 32 : track.contentWidth
        #expect(
          try CarouselTrack.cardCount(
            fittingContentWidth: width, viewportWidth: 393, configuration: configuration)
            == count)
      }
      #expect(throws: CarouselLayoutError.self) {
        try CarouselTrack.cardCount(fittingContentWidth: .nan, viewportWidth: 393)
      }
    }
  }
#endif

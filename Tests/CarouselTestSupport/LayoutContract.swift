import CarouselLayout
import Foundation

/// The random configurations of the layout-contract properties: sizes from a grid of odd
/// values (Blueprint's `assertLayoutContract` grid: 0-ish to very large) mixed with uniform
/// draws, so both the edges and the ordinary middle are covered.
///
/// The engine's contract (`LayoutContractTests`, in the engine's tests) and the JSON report's
/// (`LayoutContractReportTests`, in the spec layer's) draw the same layouts from the same seeds,
/// so `CAROUSEL_SEED=<seed>` reruns one configuration in either.
///
/// ```swift
/// for seed in LayoutContract.seeds(shard: 0) {
///   var random = SeededGenerator(seed: seed)
///   if case .carousel(let carousel) = try LayoutContract.layout(&random) { … }
/// }
/// ```
package enum LayoutContract {
  // MARK: - Scale

  /// The configurations one run checks: 100 000, times `CAROUSEL_PROPERTY_SCALE` (default 1;
  /// `CAROUSEL_PROPERTY_SCALE=10` runs a million for a long local run).
  package static var configurationCount: Int {
    let text = ProcessInfo.processInfo.environment["CAROUSEL_PROPERTY_SCALE"] ?? "1"
    let scale = max(0, Double(text) ?? 1)
    return max(1, Int((100_000 * scale).rounded()))
  }

  /// Shards the configurations are split into, so the test runner spreads them over cores.
  package static let shards = 16

  /// The seeds of one shard, or only `CAROUSEL_SEED` when it is set (to rerun one failure).
  package static func seeds(shard: Int) -> [UInt64] {
    let all = SeededGenerator.seeds(configurationCount, base: 0xC0_47AC_7000)
    guard all.count > 1 else { return shard == 0 ? all : [] }
    return stride(from: shard, to: all.count, by: shards).map { all[$0] }
  }

  // MARK: - Sizes

  /// Viewport widths from 1 to 100 000 points: the grid's odd values, or a uniform draw.
  package static let widths: [CGFloat] = [
    1, 1.5, 2, 3, 7, 10, 33.3, 44, 100, 320, 375, 393, 430.5, 744, 768, 820, 999.5, 1000,
    1024, 1366, 2732, 5000, 20_000, 100_000,
  ]
  /// Spacings from 0 to 100.
  package static let spacings: [CGFloat] = [0, 0.25, 1, 4, 8, 12.5, 16, 24, 50, 100]
  /// Heights from 0 to well past the maximum card height.
  package static let heights: [CGFloat] = [0, 0.001, 1, 20, 44, 56, 99.9, 120, 300, 520, 521, 5000]

  /// A viewport width: one of `widths`, or a uniform draw from 1 to 100 000.
  package static func width(_ random: inout SeededGenerator) -> CGFloat {
    Bool.random(using: &random)
      ? widths.randomElement(using: &random)!
      : CGFloat.random(in: 1...100_000, using: &random)
  }

  /// A spacing: one of `spacings`, or a uniform draw from 0 to 100.
  package static func spacing(_ random: inout SeededGenerator) -> CGFloat {
    Bool.random(using: &random)
      ? spacings.randomElement(using: &random)!
      : CGFloat.random(in: 0...100, using: &random)
  }

  /// A height: one of `heights`, or a uniform draw from 0 to 700.
  package static func height(_ random: inout SeededGenerator) -> CGFloat {
    Bool.random(using: &random)
      ? heights.randomElement(using: &random)!
      : CGFloat.random(in: 0...700, using: &random)
  }

  /// Insets: the size class's (nil), ordinary ones, or ones larger than the viewport.
  package static func insets(_ random: inout SeededGenerator, width: CGFloat) -> Insets? {
    switch Int.random(in: 0..<6, using: &random) {
    case 0, 1: return nil
    case 2: return Insets(CGFloat.random(in: 0...(2 * width), using: &random))
    default:
      return Insets(
        leading: CGFloat.random(in: 0...40, using: &random),
        trailing: CGFloat.random(in: 0...40, using: &random))
    }
  }

  /// Card counts: mostly small, a few larger.
  package static func cardCount(_ random: inout SeededGenerator) -> Int {
    Int.random(in: 0..<200, using: &random) == 0
      ? Int.random(in: 9...150, using: &random) : Int.random(in: 0...6, using: &random)
  }

  /// `cardCount` cards, each one height or a header, body and footer.
  package static func cards(_ random: inout SeededGenerator) -> [CardMeasurement] {
    (0..<cardCount(&random)).map { _ in
      switch Int.random(in: 0..<3, using: &random) {
      case 0: CardMeasurement(height: height(&random))
      default:
        CardMeasurement(
          header: height(&random) / 4, body: height(&random), footer: height(&random) / 8)
      }
    }
  }

  // MARK: - Configurations

  /// The snap limits a snapping configuration draws from.
  package static let limits: [SnapLimit] = [
    .automatic, .one, .page, .count(1), .count(3), .unlimited,
  ]

  /// A carousel's configuration: insets, spacing, visible cards, peek, heights, the
  /// fewer-than-three rule, scrolling, height cap, header and empty state, each drawn.
  package static func carouselConfiguration(_ random: inout SeededGenerator, width: CGFloat)
    -> CarouselConfiguration
  {
    var configuration = CarouselConfiguration()
    configuration.insets = insets(&random, width: width)
    configuration.spacing = spacing(&random)
    switch Int.random(in: 0..<5, using: &random) {
    case 0: configuration.visibleCards = .count(Int.random(in: 1...6, using: &random))
    case 1:
      configuration.visibleCards = .cardWidth(
        Bool.random(using: &random)
          ? CGFloat.random(in: 0.001...2 * width, using: &random)
          : widths.randomElement(using: &random)!)
    default: break
    }
    if Int.random(in: 0..<4, using: &random) == 0 {
      configuration.peek = CGFloat.random(in: 0...100, using: &random)
    }
    configuration.heightPolicy = HeightPolicy.allCases.randomElement(using: &random)!
    configuration.fewCardsRule = FewCardsRule.allCases.randomElement(using: &random)!
    configuration.scrolling =
      Int.random(in: 0..<4, using: &random) == 0
      ? .free : .snapping(limit: limits.randomElement(using: &random)!)
    if Int.random(in: 0..<8, using: &random) == 0 {
      configuration.maximumCardHeight = height(&random) + 1
    }
    if Bool.random(using: &random) {
      configuration.header = HeaderCell(
        title: "T", seeAll: SeeAllVisibility.allCases.randomElement(using: &random)!,
        height: height(&random) / 4, seeAllWidth: CGFloat.random(in: 0...200, using: &random))
    }
    configuration.emptyStateHeight = height(&random)
    return configuration
  }

  /// A masonry's configuration: columns, spacings, insets, order and height cap, each drawn.
  package static func masonryConfiguration(_ random: inout SeededGenerator, width: CGFloat)
    -> MasonryConfiguration
  {
    MasonryConfiguration(
      columns: Bool.random(using: &random)
        ? .automatic : .fixed(Int.random(in: 1...7, using: &random)),
      columnSpacing: spacing(&random), cardSpacing: spacing(&random),
      insets: insets(&random, width: width),
      order: Bool.random(using: &random) ? .topMost : .roundRobin,
      maximumCardHeight: Int.random(in: 0..<4, using: &random) == 0 ? height(&random) + 1 : 520)
  }

  /// Up to five page sections: headers, carousels, masonry, lists and empty states.
  package static func sections(_ random: inout SeededGenerator, width: CGFloat)
    -> [PageSectionContent]
  {
    (0..<Int.random(in: 0...5, using: &random)).map { _ in
      switch Int.random(in: 0..<5, using: &random) {
      case 0:
        return .header(
          HeaderCell(
            title: "T", seeAll: SeeAllVisibility.allCases.randomElement(using: &random)!,
            height: height(&random) / 4))
      case 1:
        return .carousel(carouselConfiguration(&random, width: width), cards: cards(&random))
      case 2:
        return .masonry(masonryConfiguration(&random, width: width), cards: cards(&random))
      case 3:
        return .list(
          ListConfiguration(spacing: spacing(&random), maximumCardHeight: 520),
          cards: cards(&random))
      default:
        return .emptyState(height: height(&random))
      }
    }
  }

  // MARK: - Layouts

  /// One layout of the contract: a carousel (eight draws in ten), a masonry or a page.
  package enum Layout {
    /// A carousel, or its stack of fewer cards, or its empty state.
    case carousel(CarouselGeometry)
    /// A masonry.
    case masonry(MasonryLayout)
    /// A page of sections.
    case page(CarouselPage)
  }

  /// The layout of one configuration, drawn from `random` (a generator started at the
  /// configuration's seed): viewport, direction and size class, then the layout and its
  /// inputs. `random` is left where the checks go on drawing.
  package static func layout(_ random: inout SeededGenerator) throws -> Layout {
    let width = Self.width(&random)
    let direction: LayoutDirection = Bool.random(using: &random) ? .leftToRight : .rightToLeft
    let sizeClass: SizeClass = Bool.random(using: &random) ? .compact : .regular
    let viewport = CGSize(width: width, height: Self.width(&random))
    switch Int.random(in: 0..<10, using: &random) {
    case 0:
      return .masonry(
        try MasonryLayout(
          viewport: viewport, sizeClass: sizeClass, layoutDirection: direction,
          configuration: masonryConfiguration(&random, width: width), cards: cards(&random)))
    case 1:
      return .page(
        try CarouselPage(
          viewport: viewport, sizeClass: sizeClass, layoutDirection: direction,
          sections: sections(&random, width: width)))
    default:
      return .carousel(
        try CarouselGeometry(
          viewport: viewport, sizeClass: sizeClass, layoutDirection: direction,
          configuration: carouselConfiguration(&random, width: width), cards: cards(&random)))
    }
  }
}

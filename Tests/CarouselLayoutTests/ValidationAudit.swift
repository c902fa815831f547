import CarouselLayout
import Foundation
import Testing

/// One row of the validation audit: a public entry called with one bad value, and what must
/// happen — a ``CarouselLayoutError`` naming the field and the value, or the entry's
/// documented clamping rule with every number it returns finite.
struct AuditRow: Sendable, CustomTestStringConvertible {
  /// What the entry must do with the bad value.
  enum Expectation: Sendable {
    /// Throw a ``CarouselLayoutError`` whose field is this path and whose value is the bad
    /// value's text.
    case error(field: String)
    /// Return normally, every number it produces finite; the run closure checks the rule.
    case clamped
  }

  /// The public entry, such as `CarouselGeometry.init(viewport:)`.
  var entry: String
  /// The bad value as the error must print it (`nan`, `-1`, `1e+308`).
  var value: String
  var expectation: Expectation
  /// Calls the entry and returns every number it produced.
  var run: @Sendable () throws -> [CGFloat]

  var testDescription: String { "\(entry) ← \(value)" }

  // MARK: - Bad values

  /// Values no size may have: negative, NaN, infinite, beyond ``Validation/largestSize``.
  static let badSizes: [CGFloat] = [-1, -0.001, .nan, .infinity, -.infinity, 1e308]
  /// Values no positive size may have: the bad sizes and zero.
  static let badPositiveSizes: [CGFloat] = badSizes + [0]
  /// Values no offset, velocity or time may have.
  static let nonFinite: [CGFloat] = [.nan, .infinity, -.infinity]
  /// Indices outside five cards.
  static let badIndices: [Int] = [-1, 5, Int.max, Int.min]

  // MARK: - Building rows

  /// Rows that expect `field` to be named for each of `values`.
  static func errors(
    _ entry: String, _ field: String, _ values: [CGFloat],
    _ run: @escaping @Sendable (CGFloat) throws -> [CGFloat]
  ) -> [AuditRow] {
    values.map { value in
      AuditRow(
        entry: entry, value: NumberText.plain(value), expectation: .error(field: field),
        run: { try run(value) })
    }
  }

  /// Rows that expect `field` to be named for each of the integer `values`.
  static func errors(
    _ entry: String, _ field: String, _ values: [Int],
    _ run: @escaping @Sendable (Int) throws -> [CGFloat]
  ) -> [AuditRow] {
    values.map { value in
      AuditRow(
        entry: entry, value: String(value), expectation: .error(field: field),
        run: { try run(value) })
    }
  }

  /// Rows that expect the documented clamp for each of `values`.
  static func clamps(
    _ entry: String, _ values: [CGFloat], _ run: @escaping @Sendable (CGFloat) throws -> [CGFloat]
  ) -> [AuditRow] {
    values.map { value in
      AuditRow(
        entry: entry, value: NumberText.plain(value), expectation: .clamped,
        run: { try run(value) })
    }
  }

  /// Rows that expect the documented clamp for each of the integer `values`.
  static func clamps(
    _ entry: String, _ values: [Int], _ run: @escaping @Sendable (Int) throws -> [CGFloat]
  ) -> [AuditRow] {
    values.map { value in
      AuditRow(
        entry: entry, value: String(value), expectation: .clamped, run: { try run(value) })
    }
  }

  // MARK: - Numbers of a result

  static func numbers(_ rect: CGRect) -> [CGFloat] {
    [rect.minX, rect.minY, rect.width, rect.height]
  }

  static func numbers(_ rect: CGRect?) -> [CGFloat] {
    rect.map(numbers) ?? []
  }

  static func numbers(_ header: HeaderCellLayout?) -> [CGFloat] {
    guard let header else { return [] }
    return numbers(header.frame) + numbers(header.seeAll)
  }

  static func numbers(_ anatomy: CardAnatomy) -> [CGFloat] {
    numbers(anatomy.frame) + numbers(anatomy.header) + numbers(anatomy.body)
      + numbers(anatomy.footer)
  }

  /// Every number a carousel exposes: sizes, frames, regions, header, snap offsets.
  static func numbers(_ carousel: CarouselGeometry) -> [CGFloat] {
    var result = [
      carousel.track.contentWidth, carousel.contentSize.height, carousel.track.cardWidth,
      carousel.track.maximumOffset, carousel.track.restOffset, carousel.uniformCardHeight,
      carousel.containerHeight, CGFloat(carousel.track.cardsPerPage),
      CGFloat(carousel.track.pageCount),
    ]
    for index in 0..<min(carousel.cardCount, 50) {
      result += numbers(carousel.anatomy(ofCard: index))
    }
    result += numbers(carousel.headerLayout()) + numbers(carousel.emptyStateFrame)
    result += (0..<min(carousel.track.snapOffsetCount, 50)).map(carousel.track.snapOffset(at:))
    return result
  }

  static func numbers(_ masonry: MasonryLayout) -> [CGFloat] {
    [masonry.contentWidth, masonry.contentHeight, masonry.cardWidth]
      + (0..<masonry.cardCount).flatMap { numbers(masonry.anatomy(ofCard: $0)) }
  }

  static func numbers(_ list: ListLayout) -> [CGFloat] {
    [list.contentWidth, list.contentHeight, list.cardWidth]
      + (0..<list.cardCount).flatMap { numbers(list.anatomy(ofCard: $0)) }
  }

  static func numbers(_ page: CarouselPage) -> [CGFloat] {
    var result = [page.contentSize.width, page.contentSize.height]
    for (index, section) in page.sections.enumerated() {
      result += numbers(section.frame) + [section.horizontalOffset]
      result += numbers(page.headerLayout(ofSection: index))
    }
    result += page.items(in: CGRect(origin: .zero, size: page.contentSize)).flatMap {
      numbers($0.frame)
    }
    return result
  }

  static func numbers(_ motion: ScrollMotion) -> [CGFloat] {
    var result: [CGFloat] = [motion.target, CGFloat(motion.duration)]
    for time: Double in [0, 1, 16, 100, motion.duration / 2, motion.duration, .nan, .infinity] {
      result += [motion.offset(at: time), motion.velocity(at: time)]
    }
    return result
  }
}

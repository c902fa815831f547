import CarouselLayout

#if canImport(Foundation)
  import Foundation
#endif

/// The JSON that `carousel layout` prints for one carousel: a public contract (see
/// `Docs/TOOL.md`, "JSON contract").
///
/// ```json
/// {"contentSize": {"width": 1829, "height": 264},
///  "mode": "carousel",
///  "header": {"frame": R, "seeAll": R},
///  "cards": [{"index": 0, "frame": R, "header": R, "body": R, "footer": R}],
///  "emptyState": null,
///  "snapOffsets": [0, 361]}
/// ```
///
/// `R` is `{"x", "y", "width", "height"}` in content coordinates (x grows to the right in
/// both directions); numbers are rounded to a thousandth of a point.
package enum LayoutReport {
  /// Writes the layout of `carousel` (header cell placed at `offset`, default the rest
  /// offset), its frames moved by `origin` (a page section's position).
  ///
  /// - Complexity: O(n) in the number of cards.
  package static func write(
    _ carousel: CarouselGeometry, offset: CGFloat? = nil, origin: CGPoint = .zero,
    into json: inout JSONWriter
  ) {
    @inline(__always) func moved(_ rect: CGRect) -> CGRect {
      rect.offsetBy(dx: origin.x, dy: origin.y)
    }
    json.object { json in
      json.key("contentSize")
      json.size(carousel.contentSize)
      json.key("mode")
      json.string(carousel.track.mode.rawValue)
      json.key("header")
      if let header = carousel.headerLayout(atOffset: offset) {
        writeHeader(frame: moved(header.frame), seeAll: header.seeAll.map(moved), into: &json)
      } else {
        json.null()
      }
      json.key("cards")
      writeCards(
        count: carousel.cardCount, anatomy: carousel.anatomy(ofCard:), origin: origin, into: &json)
      json.key("emptyState")
      if let frame = carousel.emptyStateFrame {
        json.object { json in
          json.key("frame")
          json.rect(moved(frame))
        }
      } else {
        json.null()
      }
      json.key("snapOffsets")
      json.array { json in
        for offset in carousel.track.snapOffsets { json.number(offset) }
      }
    }
  }

  // MARK: - Parts shared with PageReport

  /// Writes a header cell: `{"frame": R, "seeAll": R or null}`.
  static func writeHeader(frame: CGRect, seeAll: CGRect?, into json: inout JSONWriter) {
    json.object { json in
      json.key("frame")
      json.rect(frame)
      json.key("seeAll")
      if let seeAll { json.rect(seeAll) } else { json.null() }
    }
  }

  /// Writes the cards' array: `[{"index", "frame", "header", "body", "footer"}]`, every
  /// rectangle moved by `origin`.
  ///
  /// - Complexity: O(n) in the number of cards.
  static func writeCards(
    count: Int, anatomy: (Int) -> CardAnatomy, origin: CGPoint, into json: inout JSONWriter
  ) {
    @inline(__always) func moved(_ rect: CGRect) -> CGRect {
      rect.offsetBy(dx: origin.x, dy: origin.y)
    }
    json.array { json in
      for index in 0..<count {
        let card = anatomy(index)
        json.object { json in
          json.key("index")
          json.integer(index)
          json.key("frame")
          json.rect(moved(card.frame))
          json.key("header")
          json.rect(moved(card.header))
          json.key("body")
          json.rect(moved(card.body))
          json.key("footer")
          json.rect(moved(card.footer))
        }
      }
    }
  }
}

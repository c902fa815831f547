import CarouselLayout
import Foundation

/// The JSON that `carousel layout` prints for one carousel: a public contract (see the
/// README's "JSON contract").
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
public enum LayoutReport {
  /// Writes the layout of `carousel` (header cell placed at `offset`, default the rest
  /// offset), its frames moved by `origin` (a page section's position).
  ///
  /// - Complexity: O(n) in the number of cards.
  public static func write(
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
      json.string(carousel.mode.rawValue)
      json.key("header")
      if let header = carousel.headerLayout(atOffset: offset) {
        json.object { json in
          json.key("frame")
          json.rect(moved(header.frame))
          json.key("seeAll")
          if let seeAll = header.seeAll { json.rect(moved(seeAll)) } else { json.null() }
        }
      } else {
        json.null()
      }
      json.key("cards")
      json.array { json in
        for index in 0..<carousel.cardCount {
          let anatomy = carousel.anatomy(ofCard: index)
          json.object { json in
            json.key("index")
            json.integer(index)
            json.key("frame")
            json.rect(moved(anatomy.frame))
            json.key("header")
            json.rect(moved(anatomy.header))
            json.key("body")
            json.rect(moved(anatomy.body))
            json.key("footer")
            json.rect(moved(anatomy.footer))
          }
        }
      }
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
        for index in 0..<carousel.snapOffsetCount {
          json.number(carousel.snapOffset(at: index))
        }
      }
    }
  }
}

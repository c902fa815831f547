import CarouselLayout

#if canImport(Foundation)
  import Foundation
#endif

/// The JSON that `carousel layout` prints for a page, and for a "See All" destination: a
/// public contract next to ``LayoutReport``.
///
/// A page:
/// ```json
/// {"contentSize": {"width": 820, "height": 1460},
///  "sections": [{"kind": "carousel", "frame": R, "layout": {…carousel layout…}},
///               {"kind": "header", "frame": R, "layout": {"frame": R, "seeAll": null}},
///               {"kind": "masonry", "frame": R, "layout": {…cards layout…}},
///               {"kind": "emptyState", "frame": R, "layout": {"frame": R}}]}
/// ```
/// A cards layout (a masonry or list section, or `carousel layout --see-all`):
/// ```json
/// {"contentSize": S, "mode": "masonry", "columns": 2,
///  "cards": [{"index": 0, "frame": R, "header": R, "body": R, "footer": R}]}
/// ```
/// Every frame of a page is in page coordinates (a carousel's at its rest offset).
package enum PageReport {
  /// Writes a page's layout.
  ///
  /// - Complexity: O(n) in the number of cards.
  package static func write(_ page: CarouselPage, into json: inout JSONWriter) {
    json.object { json in
      json.key("contentSize")
      json.size(page.contentSize)
      json.key("sections")
      json.array { json in
        for (index, section) in page.sections.enumerated() {
          json.object { json in
            json.key("kind")
            json.string(section.kind.rawValue)
            json.key("frame")
            json.rect(section.frame)
            json.key("layout")
            let origin = CGPoint(
              x: section.frame.minX - section.horizontalOffset, y: section.frame.minY)
            switch section.layout {
            case .carousel(let carousel):
              LayoutReport.write(
                carousel, offset: section.horizontalOffset, origin: origin, into: &json)
            case .masonry(let masonry):
              writeCards(
                mode: .masonry, columns: masonry.columnCount, contentSize: masonry.contentSize,
                count: masonry.cardCount, anatomy: masonry.anatomy(ofCard:), origin: origin,
                into: &json)
            case .list(let list):
              writeCards(
                mode: .list, columns: 1, contentSize: list.contentSize, count: list.cardCount,
                anatomy: list.anatomy(ofCard:), origin: origin, into: &json)
            case .header:
              let header = page.headerLayout(ofSection: index)
              LayoutReport.writeHeader(
                frame: header?.frame ?? section.frame, seeAll: header?.seeAll, into: &json)
            case .emptyState(let frame):
              json.object { json in
                json.key("frame")
                json.rect(section.pageRect(frame))
              }
            }
          }
        }
      }
    }
  }

  /// Writes a "See All" destination's layout (a cards layout, in its own coordinates).
  ///
  /// - Complexity: O(n) in the number of cards.
  package static func write(_ destination: SeeAllDestination, into json: inout JSONWriter) {
    let columns: Int
    if case .masonry(let masonry) = destination {
      columns = masonry.columnCount
    } else {
      columns = 1
    }
    writeCards(
      mode: destination.kind, columns: columns, contentSize: destination.contentSize,
      count: destination.cardCount, anatomy: destination.anatomy(ofCard:), origin: .zero,
      into: &json)
  }

  private static func writeCards(
    mode: SectionKind, columns: Int, contentSize: CGSize, count: Int,
    anatomy: (Int) -> CardAnatomy, origin: CGPoint, into json: inout JSONWriter
  ) {
    json.object { json in
      json.key("contentSize")
      json.size(contentSize)
      json.key("mode")
      json.string(mode.rawValue)
      json.key("columns")
      json.integer(columns)
      json.key("cards")
      LayoutReport.writeCards(count: count, anatomy: anatomy, origin: origin, into: &json)
    }
  }
}

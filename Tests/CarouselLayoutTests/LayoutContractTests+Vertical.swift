import CarouselLayout
import CarouselTestSupport
import Foundation
import Testing

extension LayoutContractTests {
  // MARK: - Masonry

  func checkMasonry(_ masonry: MasonryLayout, seed: UInt64, _ random: inout SeededGenerator)
    throws
  {
    let content = CGRect(origin: .zero, size: masonry.contentSize)
    let slack = Self.tolerance(max(content.width, content.height))
    #expect(Self.finite(content), "seed \(seed)")
    let frames = (0..<masonry.cardCount).map(masonry.frame(ofCard:))
    for (index, frame) in frames.enumerated() {
      guard
        Self.finite(frame) && frame.width >= 1 && frame.minX >= -slack && frame.minY >= 0
          && frame.maxX <= content.maxX + slack && frame.maxY <= content.maxY + slack
      else {
        Issue.record("seed \(seed): masonry card \(index) \(frame) outside \(content)")
        return
      }
    }
    // Down each column the cards are sorted and apart; columns do not overlap.
    for column in 0..<masonry.columnCount {
      let cards = masonry.cards(inColumn: column)
      #expect(cards == cards.sorted(), "seed \(seed): column \(column) unsorted")
      for (above, below) in zip(cards, cards.dropFirst()) {
        #expect(frames[above].maxY <= frames[below].minY + slack, "seed \(seed)")
      }
      if column > 0 {
        let left = masonry.columnMinX(column - 1)
        let right = masonry.columnMinX(column)
        let apart =
          masonry.layoutDirection == .leftToRight
          ? left + masonry.cardWidth <= right + slack : right + masonry.cardWidth <= left + slack
        #expect(apart, "seed \(seed): columns \(column - 1) and \(column) overlap")
      }
    }
    for _ in 0..<2 {
      let rect = CGRect(
        x: CGFloat.random(in: -50...(content.width + 50), using: &random),
        y: CGFloat.random(in: -50...(content.height + 50), using: &random),
        width: CGFloat.random(in: 0...content.width, using: &random),
        height: CGFloat.random(in: 0...(masonry.viewport.height + 1), using: &random))
      let expected = frames.indices.filter { Self.meets(frames[$0], rect) }
      #expect(masonry.cardIndices(in: rect) == expected, "seed \(seed): rect \(rect)")
    }
    // Right to left mirrors left to right.
    let mirror = try MasonryLayout(
      viewport: masonry.viewport, sizeClass: masonry.sizeClass,
      layoutDirection: masonry.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight,
      configuration: masonry.configuration,
      cards: (0..<masonry.cardCount).map { masonry.heights[$0] })
    for (index, frame) in frames.enumerated() {
      let mirrored = mirror.frame(ofCard: index)
      #expect(
        abs(mirrored.minX - (content.width - frame.maxX)) <= slack && mirrored.minY == frame.minY
          && mirrored.size == frame.size, "seed \(seed): masonry card \(index) does not mirror")
    }
  }

  // MARK: - Page

  func checkPage(_ page: CarouselPage, seed: UInt64, _ random: inout SeededGenerator) {
    let content = CGRect(origin: .zero, size: page.contentSize)
    #expect(Self.finite(content), "seed \(seed)")
    let slack = Self.tolerance(content.height)
    for (index, section) in page.sections.enumerated() {
      #expect(Self.finite(section.frame) && section.frame.minY >= 0, "seed \(seed)")
      if index > 0 {
        #expect(
          page.sections[index - 1].frame.maxY <= section.frame.minY + slack,
          "seed \(seed): sections \(index - 1) and \(index) overlap")
      }
    }
    // Every item, then the query against filtering them.
    let everything = CGRect(x: -1e15, y: -1e15, width: 2e15, height: 2e15)
    let items = page.items(in: everything)
    for item in items {
      let section = page.sections[item.section].frame
      #expect(
        Self.finite(item.frame) && item.frame.minY >= section.minY - slack
          && item.frame.maxY <= section.maxY + slack,
        "seed \(seed): item \(item) outside its section \(section)")
    }
    for _ in 0..<2 {
      let rect = CGRect(
        x: CGFloat.random(in: -50...(content.width + 50), using: &random),
        y: CGFloat.random(in: -50...(content.height + 50), using: &random),
        width: CGFloat.random(in: 0...content.width, using: &random),
        height: CGFloat.random(in: 0...(page.viewport.height + 1), using: &random))
      let expected = items.filter { Self.meets($0.frame, rect) }
      #expect(page.items(in: rect) == expected, "seed \(seed): rect \(rect)")
    }
  }
}

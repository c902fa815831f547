#if canImport(Foundation)
  import Foundation
#endif

extension MasonryLayout {
  /// Checks the layout's invariants: every card in exactly one column, each column sorted top
  /// to bottom without overlap, every frame finite and inside the content, cards of different
  /// columns apart, regions inside their card.
  ///
  /// Runs only in builds with the `CAROUSEL_INVARIANTS` flag (debug builds and tests); a
  /// no-op otherwise. Traps with a message naming the broken invariant.
  ///
  /// - Complexity: O(n + c).
  package func _checkInvariants() {
    #if CAROUSEL_INVARIANTS
      let slack: CGFloat = 1e-6 * max(1, contentWidth, contentHeight)
      precondition(
        columnCards.reduce(0) { $0 + $1.count } == cardCount, "a card is in no column or two")
      precondition(
        zip(columnCards, columnTops).allSatisfy { $0.count == $1.count },
        "a column's cards and tops differ in length")
      for column in 0..<columnCount {
        let x = columnMinX(column)
        precondition(
          x >= -slack && x + cardWidth <= contentWidth + slack,
          "column \(column) leaves the content")
        if column > 0 {
          let previous = columnMinX(column - 1)
          let apart =
            layoutDirection == .leftToRight
            ? previous + cardWidth <= x + slack : x + cardWidth <= previous + slack
          precondition(apart, "columns \(column - 1), \(column) overlap")
        }
        var previousBottom = -Double.infinity
        var previousCard = -1
        for (slot, card) in columnCards[column].map(Int.init).enumerated() {
          precondition(card > previousCard, "column \(column) is not in card order")
          precondition(cardColumns[card] == column, "card \(card) is listed in the wrong column")
          precondition(cardSlots[card] == slot, "card \(card) has the wrong place in its column")
          let anatomy = anatomy(ofCard: card)
          let frame = anatomy.frame
          precondition(
            frame.minY.isFinite && frame.maxY.isFinite,
            "card \(card) has a frame that is not finite")
          precondition(
            frame.minY >= 0 && frame.maxY <= contentHeight + slack,
            "card \(card) leaves the content")
          precondition(
            frame.minY >= previousBottom - slack, "cards \(previousCard), \(card) overlap")
          for region in [anatomy.header, anatomy.body, anatomy.footer] {
            precondition(
              region.minY >= frame.minY - slack && region.maxY <= frame.maxY + slack,
              "card \(card) has a region outside its frame")
          }
          previousBottom = frame.maxY
          previousCard = card
        }
      }
    #endif
  }
}

#if canImport(Foundation)
  import Foundation
#endif

extension CarouselGeometry {
  /// Checks the layout's invariants: every frame finite and inside the content, cards sorted
  /// in reading order without overlap, regions inside their card, snap offsets in range.
  ///
  /// Runs only in builds with the `CAROUSEL_INVARIANTS` flag (debug builds and tests); a
  /// no-op otherwise. Traps with a message naming the broken invariant.
  ///
  /// - Complexity: O(n).
  public func _checkInvariants() {
    #if CAROUSEL_INVARIANTS
      let content = CGRect(origin: .zero, size: contentSize)
      let slack: CGFloat = 1e-6 * max(1, content.width)
      var previous: CGRect?
      for index in 0..<cardCount {
        let anatomy = anatomy(ofCard: index)
        let frame = anatomy.frame
        precondition(
          frame.minX.isFinite && frame.maxX.isFinite && frame.minY.isFinite
            && frame.maxY.isFinite, "card \(index) has a frame that is not finite: \(frame)")
        precondition(
          frame.minX >= -slack && frame.maxX <= content.maxX + slack && frame.minY >= 0
            && frame.maxY <= content.maxY + slack, "card \(index) leaves the content: \(frame)")
        for region in [anatomy.header, anatomy.body, anatomy.footer] {
          precondition(
            region.minY >= frame.minY - slack && region.maxY <= frame.maxY + slack,
            "card \(index) has a region outside its frame")
        }
        if let previous {
          switch (track.mode, track.layoutDirection) {
          case (.carousel, .leftToRight):
            precondition(
              previous.maxX <= frame.minX + slack, "cards \(index - 1), \(index) overlap")
          case (.carousel, .rightToLeft):
            precondition(
              frame.maxX <= previous.minX + slack, "cards \(index - 1), \(index) overlap")
          case (.stack, _), (.empty, _):
            precondition(
              previous.maxY <= frame.minY + slack, "cards \(index - 1), \(index) overlap")
          }
        }
        previous = frame
      }
      for index in 0..<track.snapOffsetCount {
        let offset = track.snapOffset(at: index)
        precondition(
          offset >= 0 && offset <= track.maximumOffset,
          "snap offset \(index) out of range: \(offset)")
      }
    #endif
  }
}

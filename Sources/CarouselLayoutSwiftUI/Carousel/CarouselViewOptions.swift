import CarouselLayout
import Foundation

#if canImport(SwiftUI) || CAROUSEL_STAND_INS
  /// How the SwiftUI ``Carousel`` lays out its cards' views.
  public enum CarouselLaziness: String, Sendable, Hashable, Codable, CaseIterable {
    /// Lazy above 50 cards, eager up to it (the default).
    case automatic
    /// Every card's view is made and measured on every layout pass (``CarouselCardsLayout``):
    /// the true tallest card sets the uniform height. For small carousels.
    case eager
    /// Only the views near the viewport are made (a `LazyHStack` sized by the engine); the
    /// uniform height is the host's or the tallest card measured so far, never shrinking.
    case lazy

    /// The card count above which ``automatic`` turns lazy: 50. The eager layout measures every
    /// card's view on every layout pass, so its cost grows with the cards in the carousel, not
    /// the cards on screen; Fiori's guideline shows at most 5 cards in compact width and 8 in
    /// regular width before "See All", so 50 leaves every guideline-sized carousel eager (exact
    /// heights) and makes long data-paged ones lazy.
    package static let lazyThreshold = 50

    /// Whether a carousel of `count` cards is laid out lazily.
    package func isLazy(count: Int) -> Bool {
      switch self {
      case .automatic: count > Self.lazyThreshold
      case .eager: false
      case .lazy: true
      }
    }
  }

  /// How VoiceOver meets the SwiftUI ``Carousel``.
  public enum CarouselAccessibilityMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// Each card stays a container, so its buttons stay reachable, labelled "Card 3 of 12";
    /// three-finger swipes move a page; focusing a card scrolls it to rest; inserts and removals
    /// are announced (the default; SAP's cards are `children: .contain` containers).
    case cards
    /// The carousel is one adjustable element labelled with the header's title, valued
    /// "3 of 12"; swiping up and down moves one card. The cards' own actions are not reachable.
    case adjustable
  }

  /// Where the lazy carousel's uniform card height comes from.
  public enum CarouselLazyHeight: Sendable, Hashable {
    /// The tallest card measured so far (capped at the configuration's maximum card height); it
    /// grows as taller cards scroll in and never shrinks while scrolling.
    case tallestMeasured
    /// A height the host measured or knows.
    case fixed(CGFloat)
  }
#endif

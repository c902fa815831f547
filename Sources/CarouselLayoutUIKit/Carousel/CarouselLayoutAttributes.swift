import CarouselLayout
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif CAROUSEL_STAND_INS
  import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_STAND_INS

  /// The attributes of a carousel's card: its frame, plus where its header, body and footer
  /// sit (from the engine), and the measurement a self-sizing cell reports back.
  ///
  /// ``CarouselCollectionViewLayout`` makes its attributes of this class (its
  /// `layoutAttributesClass`); ``CarouselCardCell`` reads ``regions`` to pin its footer to the
  /// bottom of a stretched card and fills ``measurement`` in
  /// `preferredLayoutAttributesFitting(_:)`.
  @MainActor
  open class CarouselLayoutAttributes: UICollectionViewLayoutAttributes {
    /// The card's header, body and footer in the card's own coordinates (origin at the card's
    /// top-left corner), or `nil` for an element that is not a card.
    ///
    /// `nonisolated(unsafe)`: UIKit may compare attributes (`isEqual(_:)`, not main-actor
    /// isolated) off the main actor's static view; the value is only written on the main
    /// thread.
    nonisolated(unsafe) public var regions: CardAnatomy?
    /// The header, body and footer heights a self-sizing cell measured, or `nil` when it only
    /// gave a height.
    nonisolated(unsafe) public var measurement: CardMeasurement?
    /// The card's position for VoiceOver, such as "Card 3 of 12", in the per-card mode
    /// (``CarouselAccessibility/Mode/perCard``); `nil` otherwise.
    nonisolated(unsafe) public var positionLabel: String?
    /// The configuration's header cell, on the header's and "See All"'s attributes (what
    /// ``CarouselHeaderReusableView`` draws); `nil` on other elements.
    nonisolated(unsafe) public var headerCell: HeaderCell?
    /// Whether "See All" shows beside the header, on the header's attributes.
    nonisolated(unsafe) public var showsSeeAll = false
    /// The number of cards, on the header's and "See All"'s attributes ("See All (N)").
    nonisolated(unsafe) public var cardCount: Int?
    /// The layout's ``CarouselCollectionViewLayout/emptyState``, on the empty state's
    /// attributes.
    nonisolated(unsafe) public var emptyState: CarouselEmptyState?

    /// A copy, with every property of this class.
    open override func copy(with zone: NSZone? = nil) -> Any {
      let copy = super.copy(with: zone)
      if let card = copy as? CarouselLayoutAttributes {
        card.regions = regions
        card.measurement = measurement
        card.positionLabel = positionLabel
        card.headerCell = headerCell
        card.showsSeeAll = showsSeeAll
        card.cardCount = cardCount
        card.emptyState = emptyState
      }
      return copy
    }

    /// Equal when the base attributes and every property of this class are.
    open override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? CarouselLayoutAttributes, super.isEqual(object) else {
        return false
      }
      return other.regions == regions && other.measurement == measurement
        && other.positionLabel == positionLabel && other.headerCell == headerCell
        && other.showsSeeAll == showsSeeAll && other.cardCount == cardCount
        && other.emptyState == emptyState
    }

    /// A card's regions moved into its own coordinates.
    nonisolated static func regions(of anatomy: CardAnatomy) -> CardAnatomy {
      let dx = -anatomy.frame.minX
      let dy = -anatomy.frame.minY
      return CardAnatomy(
        frame: anatomy.frame.offsetBy(dx: dx, dy: dy),
        header: anatomy.header.offsetBy(dx: dx, dy: dy),
        body: anatomy.body.offsetBy(dx: dx, dy: dy),
        footer: anatomy.footer.offsetBy(dx: dx, dy: dy))
    }
  }
#endif

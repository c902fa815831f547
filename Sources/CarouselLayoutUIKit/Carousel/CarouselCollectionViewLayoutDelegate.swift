import CarouselLayout
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif CAROUSEL_STAND_INS
  import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_STAND_INS

  /// Supplies card measurements to a ``CarouselCollectionViewLayout``; both methods are
  /// optional.
  ///
  /// A card's measurement (header, body and footer heights) comes from one of three places, in
  /// this order:
  /// 1. ``carouselLayout(_:measurementForCardAt:)``, when it returns a measurement: the card is
  ///    measured up front and never self-sizes. Give every card's measurement this way when the
  ///    uniform height must be exact before every card has been on screen.
  /// 2. Self-sizing: the cell's `preferredLayoutAttributesFitting(_:)` height, split into
  ///    regions by ``carouselLayout(_:measurementForCardAt:preferredHeight:)`` (by default the
  ///    whole height is body).
  /// 3. Until a self-sizing card has been on screen: the layout's
  ///    ``CarouselCollectionViewLayout/estimatedCardMeasurement``.
  @MainActor
  public protocol CarouselCollectionViewLayoutDelegate: AnyObject {
    /// The measurement of card `index`, or `nil` to let the card size itself (the default).
    func carouselLayout(_ layout: CarouselCollectionViewLayout, measurementForCardAt index: Int)
      -> CardMeasurement?

    /// The measurement of a self-sizing card whose cell prefers `preferredHeight`: how that
    /// height divides into header, body and footer (by default all body).
    func carouselLayout(
      _ layout: CarouselCollectionViewLayout, measurementForCardAt index: Int,
      preferredHeight: CGFloat
    ) -> CardMeasurement
  }

  extension CarouselCollectionViewLayoutDelegate {
    /// No measurement up front: the card sizes itself.
    public func carouselLayout(
      _ layout: CarouselCollectionViewLayout, measurementForCardAt index: Int
    ) -> CardMeasurement? {
      nil
    }

    /// The whole preferred height as body.
    public func carouselLayout(
      _ layout: CarouselCollectionViewLayout, measurementForCardAt index: Int,
      preferredHeight: CGFloat
    ) -> CardMeasurement {
      CardMeasurement(height: preferredHeight)
    }
  }
#endif

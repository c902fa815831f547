import CarouselLayout
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif CAROUSEL_STAND_INS
  import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_STAND_INS
  /// A view that shows where a carousel comes to rest (``CarouselPageControl``,
  /// ``CarouselPagingButtons``): it registers with the layout
  /// (``CarouselCollectionViewLayout/addRestObserver(_:)``), which tells it whenever the engine
  /// chooses a rest, or the cards, the size or the traits change where the carousel is. The
  /// layout holds it weakly, so a removed control just goes.
  @MainActor protocol CarouselRestObserver: AnyObject {
    /// Shows the carousel resting at `offset`.
    func carouselWillRest(atOffset offset: CGFloat)
  }

  /// A rest observer the layout does not keep alive.
  struct WeakRestObserver {
    weak var observer: (any CarouselRestObserver)?
  }

  extension CarouselCollectionViewLayout {
    /// Adds `observer` to the views told where the carousel comes to rest.
    func addRestObserver(_ observer: any CarouselRestObserver) {
      restObservers.append(WeakRestObserver(observer: observer))
    }

    /// Tells every rest observer still alive that the carousel rests at `offset`: where it
    /// will rest, or (after the cards, the size or the traits changed) where it is.
    func indicatorsFollow(_ offset: CGFloat) {
      restObservers.removeAll { $0.observer == nil }
      for entry in restObservers { entry.observer?.carouselWillRest(atOffset: offset) }
    }
  }
#endif

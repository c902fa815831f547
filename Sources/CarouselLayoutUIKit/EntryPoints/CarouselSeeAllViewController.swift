import CarouselLayout
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif CAROUSEL_STAND_INS
  import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_STAND_INS

  /// The "See All" screen ``CarouselDataSource/makeSeeAllViewController(title:)`` makes: a
  /// collection view filling the screen with a "See All" layout (a list in compact width, a
  /// masonry in regular width), fed by the data source that made it.
  ///
  /// ```swift
  /// let seeAll = cards.makeSeeAllViewController()
  /// seeAll.collectionView.delegate = self  // collectionView(_:didSelectItemAt:) for a card
  /// navigationController?.pushViewController(seeAll, animated: true)
  /// ```
  @MainActor
  public final class CarouselSeeAllViewController: UIViewController {
    /// The screen's collection view, with the "See All" layout and the cards; set its delegate
    /// to learn about taps.
    public let collectionView: UICollectionView
    /// Its data source (held here: the collection view holds it weakly).
    var dataSource: AnyObject?

    init(layout: SeeAllCollectionViewLayout) {
      collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
      super.init(nibName: nil, bundle: nil)
    }

    /// "See All" screens are made by a ``CarouselDataSource``.
    public required init?(coder: NSCoder) {
      return nil
    }

    /// The collection view is the screen's view.
    public override func loadView() {
      collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view = collectionView
    }
  }
#endif

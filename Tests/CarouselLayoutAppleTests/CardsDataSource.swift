// Compiled only where UIKit and SwiftUI exist (iOS, iPadOS, Mac Catalyst, visionOS): these
// tests meet the real frameworks. Elsewhere (Linux, macOS) the target is empty.
#if canImport(UIKit) && canImport(SwiftUI)
  @testable import CarouselLayout
  @testable import CarouselLayoutUIKit
  import UIKit

  /// A data source and layout delegate for one carousel: card `i` has the measurement
  /// `measurements[i]`, given to the layout up front, so the engine's frames for the same
  /// measurements are the frames UIKit must show.
  @MainActor
  final class CardsDataSource: NSObject, UICollectionViewDataSource,
    CarouselCollectionViewLayoutDelegate
  {
    var measurements: [CardMeasurement]
    var sections = 1

    init(measurements: [CardMeasurement]) {
      self.measurements = measurements
    }

    /// Cards of 56 + a varying body + 44 points.
    static func cards(_ count: Int) -> [CardMeasurement] {
      (0..<count).map { CardMeasurement(header: 56, body: CGFloat(80 + 40 * ($0 % 4)), footer: 44) }
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { measurements.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
    }

    func carouselLayout(_ layout: CarouselCollectionViewLayout, measurementForCardAt index: Int)
      -> CardMeasurement?
    { measurements[index] }
  }

  /// A collection view with a ``CarouselCollectionViewLayout`` in a real window.
  @MainActor
  struct CarouselWindow {
    let window: UIWindow
    let collectionView: UICollectionView
    let layout: CarouselCollectionViewLayout
    let dataSource: CardsDataSource

    init(size: CGSize = CGSize(width: 393, height: 852), cards: Int = 12) {
      window = HostWindow.make(size: size)
      layout = CollectionViewLayout.carousel
      collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
      // No contentInsetAdjustmentBehavior here: the layout sets `.never` itself (README,
      // "Safe area"), and `CollectionViewFramesTests.scrolled` checks that it did.
      dataSource = CardsDataSource(measurements: CardsDataSource.cards(cards))
      collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
      collectionView.dataSource = dataSource
      layout.delegate = dataSource
      let root = UIViewController()
      root.view.addSubview(collectionView)
      window.rootViewController = root
      window.isHidden = false
      collectionView.layoutIfNeeded()
    }

    /// The engine's layout for what the collection view shows now.
    func engine() throws -> CarouselGeometry {
      try CarouselGeometry(
        viewport: collectionView.bounds.size,
        sizeClass: collectionView.traitCollection.horizontalSizeClass == .regular
          ? .regular : .compact,
        layoutDirection: collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
          ? .rightToLeft : .leftToRight,
        configuration: layout.configuration,
        cards: dataSource.measurements)
    }

    /// The frames of the cells UIKit shows, by card index.
    func cellFrames() -> [Int: CGRect] {
      collectionView.layoutIfNeeded()
      var frames: [Int: CGRect] = [:]
      for cell in collectionView.visibleCells {
        guard let indexPath = collectionView.indexPath(for: cell) else { continue }
        frames[indexPath.item] = cell.frame
      }
      return frames
    }

    /// Scrolls to `x` as a user's scroll would leave it, then lays out.
    func scroll(to x: CGFloat) {
      collectionView.contentOffset = CGPoint(x: x, y: 0)
      collectionView.layoutIfNeeded()
    }

    /// Gives the window, and the collection view filling it, a new size (a rotation).
    func resize(to size: CGSize) {
      window.frame = CGRect(origin: .zero, size: size)
      collectionView.frame = window.bounds
      collectionView.layoutIfNeeded()
    }
  }
#endif

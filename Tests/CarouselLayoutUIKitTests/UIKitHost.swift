import Foundation
import Testing

@testable import CarouselLayout
@testable import CarouselLayoutUIKit

// These tests drive the adapter as UIKit does: through the stand-in here, and through UIKit on an
// iOS Simulator (Examples/App's CarouselLayoutUIKitTests target); what a person or the run loop
// does goes through UIKitDriver.
#if canImport(UIKit)
  import UIKit
#else
  import UIKitStandIn
#endif

/// A data source with a number of cards.
@MainActor
final class CardsDataSource: NSObject, UICollectionViewDataSource {
  var count: Int
  var sections = 1
  /// Makes the cell for an index path (default: a plain cell, dequeued).
  var makeCell: (UICollectionView, IndexPath) -> UICollectionViewCell = {
    UIKitDriver.cell(UICollectionViewCell.self, in: $0, at: $1) {
      UICollectionViewCell(frame: $0)
    }
  }

  init(count: Int) {
    self.count = count
    super.init()
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { sections }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    makeCell(collectionView, indexPath)
  }
}

/// A delegate that gives fixed measurements up front (or none) and counts its calls.
@MainActor
final class MeasuringDelegate: CarouselCollectionViewLayoutDelegate {
  var fixed: [Int: CardMeasurement] = [:]
  var split: ((CGFloat) -> CardMeasurement)?
  var calls = 0

  func carouselLayout(_ layout: CarouselCollectionViewLayout, measurementForCardAt index: Int)
    -> CardMeasurement?
  {
    calls += 1
    return fixed[index]
  }

  func carouselLayout(
    _ layout: CarouselCollectionViewLayout, measurementForCardAt index: Int,
    preferredHeight: CGFloat
  ) -> CardMeasurement {
    split?(preferredHeight) ?? CardMeasurement(height: preferredHeight)
  }
}

/// A collection view that remembers whether its last programmatic scroll was animated, and
/// either holds an animated scroll in flight (``holdsAnimations``) or lands it at once: the
/// stand-in's scrolls are instant, and UIKit's animated ones glide over several frames, so
/// the tests that read the offset right after a move see the same on both.
@MainActor
final class RecordingCollectionView: UICollectionView {
  var lastScrollAnimated: Bool?
  /// Whether an animated scroll stays in flight until ``finishAnimation()``.
  var holdsAnimations = false
  /// Where the animation in flight ends (a new animated scroll replaces it, as in UIKit).
  private(set) var animationTarget: CGPoint?

  override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    lastScrollAnimated = animated
    if animated, holdsAnimations {
      animationTarget = contentOffset
      return
    }
    // An offset set without animation stops the animation in flight (the common idiom
    // `setContentOffset(contentOffset, animated: false)` to stop a scroll view).
    animationTarget = nil
    super.setContentOffset(contentOffset, animated: false)
  }

  /// A frame of the animation in flight: the content is at `x` on its way, and the animation
  /// goes on to its target.
  func advanceAnimation(to x: CGFloat) {
    guard animationTarget != nil else { return }
    super.setContentOffset(CGPoint(x: x, y: contentOffset.y), animated: false)
  }

  /// The animation in flight reaches its end: the content is at its target.
  func finishAnimation() {
    guard let target = animationTarget else { return }
    animationTarget = nil
    super.setContentOffset(target, animated: false)
  }
}

/// Drives a collection view and its carousel layout in the order UIKit does.
@MainActor
struct UIKitHost {
  let collectionView: RecordingCollectionView
  let layout: RecordingCarouselLayout
  let dataSource: CardsDataSource
  let delegate: MeasuringDelegate

  init(
    size: CGSize = CGSize(width: 393, height: 300), count: Int,
    sizeClass: UIUserInterfaceSizeClass = .compact,
    direction: UITraitEnvironmentLayoutDirection = .leftToRight,
    configuration: CarouselConfiguration = CarouselConfiguration(),
    measurement: CardMeasurement? = CardMeasurement(header: 56, body: 120, footer: 44)
  ) {
    layout = RecordingCarouselLayout(configuration: configuration)
    delegate = MeasuringDelegate()
    if let measurement {
      for index in 0..<count { delegate.fixed[index] = measurement }
    }
    layout.delegate = delegate
    dataSource = CardsDataSource(count: count)
    collectionView = RecordingCollectionView(
      frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    collectionView.traitOverrides.horizontalSizeClass = sizeClass
    collectionView.traitOverrides.layoutDirection = direction
    collectionView.dataSource = dataSource
  }

  /// UIKit's layout pass (the stand-in's `layoutIfNeeded()`: `prepare()` when invalidated,
  /// the content size, the visible rect's attributes, self-sizing); returns the attributes of
  /// the visible rect.
  @discardableResult
  func layoutPass() -> [UICollectionViewLayoutAttributes] {
    UIKitDriver.layOut(collectionView)
    return layout.layoutAttributesForElements(in: collectionView.bounds) ?? []
  }

  /// A bounds change as UIKit processes it (the stand-in asks the layout), then a layout
  /// pass; returns the context, if the layout asked for one.
  @discardableResult
  func setBounds(_ newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext? {
    layout.boundsContexts = []
    collectionView.bounds = newBounds
    layoutPass()
    return layout.boundsContexts.first
  }

  /// Scrolls to a horizontal offset.
  @discardableResult
  func scroll(to x: CGFloat) -> UICollectionViewLayoutInvalidationContext? {
    var bounds = collectionView.bounds
    bounds.origin.x = x
    return setBounds(bounds)
  }

  /// A self-sizing pass for a card whose cell prefers `height`: returns whether the layout
  /// asked for an update, and the context when it did.
  @discardableResult
  func selfSize(card index: Int, height: CGFloat) -> UICollectionViewLayoutInvalidationContext? {
    guard let original = layout.layoutAttributesForItem(at: IndexPath(item: index, section: 0))
    else { return nil }
    let preferred = UICollectionViewLayoutAttributes(
      forCellWith: IndexPath(item: index, section: 0))
    preferred.frame = CGRect(
      x: original.frame.minX, y: original.frame.minY, width: original.frame.width, height: height)
    guard
      layout.shouldInvalidateLayout(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    else { return nil }
    let context = layout.invalidationContext(
      forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    layout.invalidateLayout(with: context)
    layoutPass()
    return context
  }

  /// The engine's layout for the same inputs, built directly.
  func engine(
    size: CGSize? = nil, sizeClass: SizeClass = .compact,
    direction: LayoutDirection = .leftToRight
  ) throws -> CarouselGeometry {
    try CarouselGeometry(
      viewport: size ?? collectionView.bounds.size, sizeClass: sizeClass,
      layoutDirection: direction, configuration: layout.configuration,
      cards: layout.measurements)
  }

  /// The engine's layout direction for a UIKit one.
  static func engineDirection(_ direction: UITraitEnvironmentLayoutDirection) -> LayoutDirection {
    direction == .rightToLeft ? .rightToLeft : .leftToRight
  }

  /// A diffable data source of plain cells that becomes this host's data source.
  func makeDiffableDataSource() -> UICollectionViewDiffableDataSource<String, Int> {
    UICollectionViewDiffableDataSource<String, Int>(collectionView: collectionView) {
      collectionView, indexPath, _ in
      UIKitDriver.cell(UICollectionViewCell.self, in: collectionView, at: indexPath) {
        UICollectionViewCell(frame: $0)
      }
    }
  }

  /// One section, "recommended", of `items`.
  static func snapshot(of items: [Int]) -> NSDiffableDataSourceSnapshot<String, Int> {
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["recommended"])
    snapshot.appendItems(items)
    return snapshot
  }
}

/// A carousel layout that records what UIKit asked it: the bounds-change contexts it made,
/// its `prepare()` calls, and the invalidations that arrived while it was preparing.
@MainActor
final class RecordingCarouselLayout: CarouselCollectionViewLayout {
  var boundsContexts: [UICollectionViewLayoutInvalidationContext] = []
  var prepareCount = 0
  var invalidationsDuringPrepare = 0
  var supplementaryInsertions: [String: [IndexPath]] = [:]
  var supplementaryDeletions: [String: [IndexPath]] = [:]
  /// Every update item of the batch updates so far.
  var updates: [UICollectionViewUpdateItem] = []
  private var preparing = false

  override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
    updates += updateItems
    supplementaryInsertions = [:]
    supplementaryDeletions = [:]
    super.prepare(forCollectionViewUpdates: updateItems)
  }

  override func indexPathsToInsertForSupplementaryView(ofKind elementKind: String)
    -> [IndexPath]
  {
    let paths = super.indexPathsToInsertForSupplementaryView(ofKind: elementKind)
    if !paths.isEmpty { supplementaryInsertions[elementKind] = paths }
    return paths
  }

  override func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String)
    -> [IndexPath]
  {
    let paths = super.indexPathsToDeleteForSupplementaryView(ofKind: elementKind)
    if !paths.isEmpty { supplementaryDeletions[elementKind] = paths }
    return paths
  }

  override func prepare() {
    prepareCount += 1
    preparing = true
    super.prepare()
    preparing = false
  }

  override func invalidationContext(forBoundsChange newBounds: CGRect)
    -> UICollectionViewLayoutInvalidationContext
  {
    let context = super.invalidationContext(forBoundsChange: newBounds)
    boundsContexts.append(context)
    return context
  }

  override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    if preparing { invalidationsDuringPrepare += 1 }
    super.invalidateLayout(with: context)
  }
}

/// Attributes by element, for comparing.
@MainActor
func framesByElement(_ attributes: [UICollectionViewLayoutAttributes]) -> [String: CGRect] {
  var result: [String: CGRect] = [:]
  for element in attributes {
    let key = element.representedElementKind ?? "card \(element.indexPath.item)"
    result[key] = element.frame
  }
  return result
}

/// Whether two rects agree to within a millionth of a point (attributes store center and size).
func close(_ a: CGRect, _ b: CGRect) -> Bool {
  abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
    && abs(a.height - b.height) < 1e-6
}

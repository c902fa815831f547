#if CAROUSEL_STAND_INS
  import CarouselLayout
  import CarouselLayoutUIKit
  import Foundation
  import UIKitStandIn

  /// Attributes that count how many are created.
  @MainActor
  final class CountedAttributes: CarouselLayoutAttributes {
    static var created = 0

    required init() {
      CountedAttributes.created += 1
      super.init()
    }
  }

  /// The benchmark's carousel layout: its attributes are counted.
  @MainActor
  final class CountingCarouselLayout: CarouselCollectionViewLayout {
    override class var layoutAttributesClass: AnyClass { CountedAttributes.self }
  }

  /// A data source of `count` cards whose cells are never asked for (the benchmark calls the
  /// layout, not the stand-in's layout pass).
  @MainActor
  final class BenchmarkDataSource: NSObject, UICollectionViewDataSource {
    let count: Int
    init(count: Int) {
      self.count = count
      super.init()
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      // Registered once, where the host makes its collection view.
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
  }

  /// A collection view of the workload's carousel with a header cell, laid out once per card
  /// count and reused by every UIKit figure; its cards size themselves (estimated at first).
  @MainActor
  final class UIKitBenchmarkHost {
    let collectionView: UICollectionView
    let layout: CountingCarouselLayout
    let dataSource: BenchmarkDataSource
    private var direction: CGFloat = 1
    private var stormHeight: CGFloat = 120

    private static var hosts: [Int: UIKitBenchmarkHost] = [:]

    /// The host for `count` cards, made on first use.
    static func shared(count: Int) -> UIKitBenchmarkHost {
      if let host = hosts[count] { return host }
      let host = UIKitBenchmarkHost(count: count)
      hosts = [count: host]
      return host
    }

    private init(count: Int) {
      var configuration = Workload.configuration
      configuration.header = HeaderCell(title: "Recommended")
      layout = CountingCarouselLayout(configuration: configuration)
      dataSource = BenchmarkDataSource(count: count)
      collectionView = UICollectionView(
        frame: CGRect(origin: .zero, size: Workload.viewport), collectionViewLayout: layout)
      collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      collectionView.traitOverrides.horizontalSizeClass = .compact
      collectionView.dataSource = dataSource
      collectionView.layoutIfNeeded()
    }

    /// `frames` frames of a 2-points-per-millisecond scroll at 120 Hz (16.7 points a frame),
    /// turning back at the ends; returns the number of attributes seen.
    @discardableResult
    func scroll(frames: Int) -> Int {
      let step: CGFloat = 2000.0 / 120
      let maximum = max(0, layout.collectionViewContentSize.width - collectionView.bounds.width)
      var seen = 0
      for _ in 0..<frames {
        var x = collectionView.contentOffset.x + direction * step
        if x > maximum || x < 0 {
          direction = -direction
          x = min(max(0, x), maximum)
        }
        collectionView.contentOffset = CGPoint(x: x, y: 0)
        layout.prepare()
        collectionView.contentSize = layout.collectionViewContentSize
        seen &+= layout.layoutAttributesForElements(in: collectionView.bounds)?.count ?? 0
      }
      return seen
    }

    /// 10 deletions and 10 insertions spread over the cards, as one batch update.
    func batchUpdate() {
      let count = dataSource.count
      let paths = (0..<10).map { IndexPath(item: $0 * (count / 10), section: 0) }
      collectionView.performBatchUpdates {
        self.collectionView.deleteItems(at: paths)
        self.collectionView.insertItems(at: paths)
      }
      layout.prepare()
      blackHole(layout.layoutAttributesForElements(in: collectionView.bounds)?.count)
    }

    /// Every card on screen reports a new preferred height once, then one layout pass.
    func selfSizeStorm() {
      stormHeight = stormHeight == 120 ? 160 : 120
      let cards = (layout.layoutAttributesForElements(in: collectionView.bounds) ?? []).filter {
        $0.representedElementCategory == .cell
      }
      for original in cards {
        guard let preferred = original.copy() as? UICollectionViewLayoutAttributes else { continue }
        preferred.size.height = stormHeight
        if layout.shouldInvalidateLayout(
          forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        {
          layout.invalidateLayout(
            with: layout.invalidationContext(
              forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        }
      }
      layout.prepare()
      blackHole(layout.layoutAttributesForElements(in: collectionView.bounds)?.count)
    }
  }
#endif

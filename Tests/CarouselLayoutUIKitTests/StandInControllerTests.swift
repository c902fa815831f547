import CarouselLayout
import Foundation
import Testing

@testable import CarouselLayoutUIKit

// These tests drive the adapter through the stand-in, as UIKit and SwiftUI would; on Apple
// platforms they compile to nothing (Tests/CarouselLayoutAppleTests meet the real frameworks).
#if CAROUSEL_STAND_INS
  @_spi(StandIn) import UIKitStandIn

  /// A view controller that records the order of its loading calls.
  @MainActor
  final class LoadingOrderViewController: UIViewController {
    var calls: [String] = []
    override func loadView() {
      calls.append("loadView")
      super.loadView()
    }
    override func viewDidLoad() {
      super.viewDidLoad()
      calls.append("viewDidLoad")
    }
  }

  /// A cell class the stand-in is told how to make, counting its reuses.
  @MainActor
  final class CountingCell: UICollectionViewCell {
    var reuses = 0
    override func prepareForReuse() {
      super.prepareForReuse()
      reuses += 1
    }
  }

  /// A data source that dequeues `CountingCell`s.
  @MainActor
  final class DequeuingDataSource: NSObject, UICollectionViewDataSource {
    var count: Int
    private(set) var made: [ObjectIdentifier] = []
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
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
      made.append(ObjectIdentifier(cell))
      return cell
    }
  }

  /// The stand-in pieces UIKit examples need (view controllers, navigation, autoresizing,
  /// register and dequeue), each behaving as its Apple page says.
  @MainActor
  @Suite("Stand-in: view controllers, navigation, autoresizing, reuse")
  struct StandInControllerTests {
    @Test("the view loads on first access: loadView, then viewDidLoad, once")
    func viewLoadsLazily() {
      let controller = LoadingOrderViewController()
      #expect(!controller.isViewLoaded && controller.calls.isEmpty)
      _ = controller.view
      _ = controller.view
      #expect(controller.isViewLoaded && controller.calls == ["loadView", "viewDidLoad"])
    }

    /// Whether `view` is `ancestor` or inside it (UIKit wraps a navigation controller's
    /// content view in private views, so tests ask for an ancestor, not the superview).
    func isInside(_ view: UIView, _ ancestor: UIView) -> Bool {
      var current: UIView? = view
      while let next = current {
        if next === ancestor { return true }
        current = next.superview
      }
      return false
    }

    @Test("push: the top view fills the navigation view, resizes with it; pop shows the one below")
    func navigation() {
      let root = LoadingOrderViewController()
      let navigation = UINavigationController(rootViewController: root)
      #expect(!root.isViewLoaded, "views load when shown, not when pushed")
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
      window.rootViewController = navigation
      #expect(root.isViewLoaded && root.calls == ["loadView", "viewDidLoad"])
      #expect(navigation.view.frame.size == CGSize(width: 393, height: 852))
      #expect(isInside(root.view, navigation.view) && root.navigationController === navigation)
      let pushed = UIViewController()
      navigation.pushViewController(pushed, animated: true)
      #expect(navigation.viewControllers.count == 2 && navigation.topViewController === pushed)
      #expect(isInside(pushed.view, navigation.view) && root.view.superview == nil)
      window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)  // rotation
      #expect(pushed.view.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
      #expect(navigation.popViewController(animated: true) === pushed)
      #expect(isInside(root.view, navigation.view) && pushed.navigationController == nil)
      #expect(root.view.frame.size == CGSize(width: 852, height: 393))
      #expect(navigation.popViewController(animated: true) == nil)  // the root stays
    }

    @Test("safe area: the window's, plus the navigation bar's 44 points while it shows")
    func safeArea() {
      let root = UIViewController()
      let navigation = UINavigationController(rootViewController: root)
      let window = UIWindow(
        frame: CGRect(x: 0, y: 0, width: 393, height: 852),
        deviceSafeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
      window.rootViewController = navigation
      #expect(
        navigation.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
      #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
      let content = UIView(frame: CGRect(x: 0, y: 100, width: 393, height: 300))
      root.view.addSubview(content)
      #expect(content.safeAreaInsets.top == 3, "overlaps the bar by 3 points")
      navigation.isNavigationBarHidden = true
      #expect(root.view.safeAreaInsets.top == 59 && content.safeAreaInsets.top == 0)
      root.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 50, right: 0)
      #expect(root.view.safeAreaInsets.bottom == 84)
    }

    @Test("autoresizing shares a change among the flexible parts in proportion to their sizes")
    func autoresizing() {
      let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
      let fill = UIView(frame: parent.bounds)
      fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      let pinnedRight = UIView(frame: CGRect(x: 250, y: 10, width: 40, height: 40))
      pinnedRight.autoresizingMask = [.flexibleLeftMargin]
      let shared = UIView(frame: CGRect(x: 50, y: 0, width: 100, height: 10))
      shared.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]  // 50 : 100
      let fixed = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
      for view in [fill, pinnedRight, shared, fixed] { parent.addSubview(view) }
      parent.frame = CGRect(x: 0, y: 0, width: 450, height: 100)
      #expect(fill.frame == CGRect(x: 0, y: 0, width: 450, height: 100))
      #expect(pinnedRight.frame == CGRect(x: 400, y: 10, width: 40, height: 40))
      #expect(shared.frame == CGRect(x: 100, y: 0, width: 200, height: 10))
      #expect(fixed.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
      parent.autoresizesSubviews = false
      parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
      #expect(fill.frame.width == 450)
    }

    @Test(
      "dequeue: new cells by init(frame:) with their identifier, then reused after prepareForReuse")
    func reuseQueue() throws {
      UICollectionView.standInMaker(for: CountingCell.self) { CountingCell(frame: $0) }
      let layout = CollectionViewLayout.carousel
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 393, height: 400), collectionViewLayout: layout)
      collectionView.traitOverrides.horizontalSizeClass = .compact
      collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "card")
      let dataSource = DequeuingDataSource(count: 30)
      collectionView.dataSource = dataSource
      collectionView.layoutIfNeeded()
      let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
      #expect(first is CountingCell && first.reuseIdentifier == "card")
      let madeAtStart = Set(dataSource.made).count
      // Far away: the first cells leave the screen and come back as other cards.
      collectionView.contentOffset = CGPoint(x: 361 * 20, y: 0)
      collectionView.layoutIfNeeded()
      let visible = (0..<30).compactMap {
        collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) as? CountingCell
      }
      #expect(visible.count >= madeAtStart)
      #expect(visible.filter { $0.reuses == 1 }.count == madeAtStart, "every old cell came back")
      #expect(
        Set(dataSource.made).count == visible.count,
        "only the cells the queue could not give were made")
    }
  }
#endif

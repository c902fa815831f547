import CarouselLayout
import Foundation
import Testing

@testable import CarouselLayoutUIKit

// Stand-in only: these cells' subviews are measured by the stand-in's model of Auto Layout
// (the largest fitting size of the subviews, constrained or not); real Auto Layout needs
// constraints, which Tests/CarouselLayoutAppleTests/CardCellSelfSizingTests meets on a device.
#if CAROUSEL_STAND_INS
  import UIKitStandIn

  /// Content whose Auto Layout height depends on the width, like a wrapping label: lines of
  /// 20 points, 8 points per character.
  @MainActor
  final class WrappingText: UIView {
    var characters: Int

    init(characters: Int) {
      self.characters = characters
      super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override func systemLayoutSizeFitting(
      _ targetSize: CGSize, withHorizontalFittingPriority: UILayoutPriority,
      verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
      let perLine = max(1, Int(targetSize.width / 8))
      return CGSize(
        width: targetSize.width, height: CGFloat((characters + perLine - 1) / perLine) * 20)
    }
  }

  /// A region filled by content of a fixed height.
  @MainActor
  final class FixedHeight: UIView {
    let height: CGFloat
    init(height: CGFloat) {
      self.height = height
      super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize {
      CGSize(width: UIView.noIntrinsicMetric, height: height)
    }
  }

  /// A card built on ``CarouselCardCell``: a wrapping title in the body, a 44-point button row
  /// in the footer, a 30-point eyebrow in the header. Its regions stand for Auto Layout
  /// content constrained to their edges.
  @MainActor
  final class ProductCell: CarouselCardCell {
    func configure(characters: Int) {
      for region in [headerView, bodyView, footerView] {
        for view in region.subviews { view.removeFromSuperview() }
      }
      headerView.addSubview(FixedHeight(height: 30))
      bodyView.addSubview(WrappingText(characters: characters))
      footerView.addSubview(FixedHeight(height: 44))
    }
  }

  @MainActor
  @Suite("Self-sizing cells")
  struct SelfSizingCellTests {
    /// A host whose cells are ``ProductCell``s with `characters[i]` characters of title.
    private func host(characters: [Int]) -> UIKitHost {
      let host = UIKitHost(count: characters.count, measurement: nil)
      host.dataSource.makeCell = { collectionView, indexPath in
        let cell = UIKitDriver.cell(ProductCell.self, in: collectionView, at: indexPath) {
          ProductCell(frame: $0)
        }
        cell.configure(characters: characters[indexPath.item])
        return cell
      }
      return host
    }

    @Test("a CarouselCardCell measures its regions at the layout's width")
    func cardCellSelfSizes() throws {
      // 353 points wide: 44 characters a line; 100 characters are 3 lines, 20 are 1.
      let host = host(characters: [100, 20, 20, 20])
      host.layoutPass()
      let measured = host.layout.measurements
      #expect(measured[0] == CardMeasurement(header: 30, body: 60, footer: 44))
      #expect(measured[1] == CardMeasurement(header: 30, body: 20, footer: 44))
      #expect(host.layout.geometry?.uniformCardHeight == 134)
      let card1 = try #require(
        host.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
      #expect(card1.frame.height == 134)
    }

    @Test("a stretched card's footer sits at its bottom edge")
    func footerPinnedToBottom() throws {
      let host = host(characters: [100, 20, 20])
      host.layoutPass()
      let cell = try #require(
        host.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? ProductCell)
      cell.layoutIfNeeded()
      #expect(cell.bounds.height == 134)
      #expect(cell.footerView.frame.maxY == 134)
      #expect(cell.footerView.frame.height == 44)
      #expect(cell.headerView.frame == CGRect(x: 0, y: 0, width: 353, height: 30))
      #expect(cell.bodyView.frame.minY == 30)
    }

    @Test("content straight in contentView measures as body; a plain cell keeps the estimate")
    func contentViewAndPlainCells() {
      let host = UIKitHost(count: 3, measurement: nil)
      host.dataSource.makeCell = { collectionView, indexPath in
        if indexPath.item == 0 {
          return UIKitDriver.cell(UICollectionViewCell.self, in: collectionView, at: indexPath) {
            UICollectionViewCell(frame: $0)
          }
        }
        let cell = UIKitDriver.cell(CarouselCardCell.self, in: collectionView, at: indexPath) {
          CarouselCardCell(frame: $0)
        }
        cell.contentView.addSubview(FixedHeight(height: 150))
        return cell
      }
      host.layoutPass()
      #expect(host.layout.measurements[0] == CardMeasurement(height: 44))
      #expect(host.layout.measurements[1] == CardMeasurement(height: 150))
    }

    @Test("an app's own self-sizing header view sizes the header cell to its content")
    func headerSelfSizes() {
      var configuration = CarouselConfiguration()
      configuration.header = HeaderCell(title: "Recommended")
      let host = UIKitHost(count: 5, configuration: configuration)
      let source = HeaderDataSource(count: 5)
      host.collectionView.dataSource = source
      host.layoutPass()
      #expect(host.layout.geometry?.headerHeight == 64)
      withExtendedLifetime(source) {}
    }
  }

  /// A data source whose header is an app's own ``CarouselSelfSizingView`` with 64 points of
  /// content.
  @MainActor
  final class HeaderDataSource: NSObject, UICollectionViewDataSource {
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
      UIKitDriver.cell(UICollectionViewCell.self, in: collectionView, at: indexPath) {
        UICollectionViewCell(frame: $0)
      }
    }
    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      guard kind == CarouselCollectionViewLayout.elementKindHeader else {
        return UIKitDriver.supplementaryView(
          UICollectionReusableView.self, ofKind: kind, in: collectionView, at: indexPath
        ) { UICollectionReusableView(frame: $0) }
      }
      let header = UIKitDriver.supplementaryView(
        CarouselSelfSizingView.self, ofKind: kind, in: collectionView, at: indexPath
      ) { CarouselSelfSizingView(frame: $0) }
      header.addSubview(FixedHeight(height: 64))
      return header
    }
  }
#endif

import CarouselLayout
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif CAROUSEL_STAND_INS
  import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_STAND_INS
  import CarouselLayoutStrings

  /// The header cell's title (kind CarouselCollectionViewLayout/elementKindHeader), drawn
  /// by the package as SAP Fiori draws it: the configuration's title
  /// (/CarouselLayout/HeaderCell/title) in the headline text style at the leading margin,
  /// with the header trait for VoiceOver.
  ///
  /// The layout hands the view its title in CarouselLayoutAttributes/headerCell, so an app
  /// only registers and dequeues it (CarouselSupplementaryViews does both). The title follows
  /// Dynamic Type; at the accessibility text sizes it wraps onto as many lines as it needs and
  /// the header grows with it (the view sizes itself), below them it keeps to one line, as
  /// SwiftUI's CarouselHeaderView does in the SwiftUI module. It stays clear of "See All",
  /// which is its own view (CarouselSeeAllReusableView) at the trailing end.
  @MainActor
  open class CarouselHeaderReusableView: CarouselSelfSizingView {
    /// The title label (headline, Dynamic Type, natural alignment: leading in both directions).
    public let titleLabel = UILabel(frame: .zero)
    /// The header's height at the default text size: the configuration's
    /// /CarouselLayout/HeaderCell/height (44 by default); larger text makes it taller.
    package private(set) var minimumHeight: CGFloat = 44
    /// The width kept free at the trailing end for "See All" (its width plus 8 points), 0
    /// without it.
    package private(set) var trailingReserve: CGFloat = 0

    /// Creates an empty header view; the layout's attributes fill it.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      setUp()
    }

    /// Creates a header view from an archive.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      setUp()
    }

    private func setUp() {
      titleLabel.font = .preferredFont(forTextStyle: .headline)
      titleLabel.adjustsFontForContentSizeCategory = true
      titleLabel.textAlignment = .natural
      titleLabel.accessibilityTraits = .header
      addSubview(titleLabel)
      // A new text size changes the line limit: registered from iOS 17 (and on visionOS,
      // where `traitCollectionDidChange(_:)` is deprecated from the start), else through the
      // override below.
      if #available(iOS 17.0, tvOS 17.0, *) {
        registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) {
          (view: CarouselHeaderReusableView, _: UITraitCollection) in
          view.textSizeChanged()
        }
      }
    }

    /// Applies a new text size: the line limit, then a new layout.
    func textSizeChanged() {
      updateLineLimit()
      setNeedsLayout()
    }

    /// Reads the title, its minimum height and the room "See All" takes from
    /// CarouselLayoutAttributes.
    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
      super.apply(layoutAttributes)
      guard let attributes = layoutAttributes as? CarouselLayoutAttributes,
        let header = attributes.headerCell
      else { return }
      titleLabel.text = header.title
      minimumHeight = header.height
      trailingReserve = attributes.showsSeeAll ? header.seeAllWidth + Self.spacing : 0
      updateLineLimit()
      setNeedsLayout()
    }

    /// The space between the title and "See All".
    static let spacing: CGFloat = 8

    /// One line at the regular text sizes; as many as the title needs at the accessibility
    /// sizes.
    func updateLineLimit() {
      titleLabel.numberOfLines =
        traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? 0 : 1
    }

    /// A new text size changes the line limit (before iOS 17; later, the registration in
    /// `setUp()`). Deprecated where UIKit deprecates the method it overrides.
    @available(iOS, deprecated: 17.0, message: "UIKit calls the trait change registration")
    @available(macCatalyst, deprecated: 17.0, message: "UIKit calls the trait change registration")
    @available(visionOS, deprecated: 1.0, message: "UIKit calls the trait change registration")
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      guard #unavailable(iOS 17.0, tvOS 17.0) else { return }
      textSizeChanged()
    }

    /// The title's frame: the header's bounds less the trailing reserve (on the left in right
    /// to left), vertically centred.
    var titleFrame: CGRect {
      let width = max(0, bounds.width - trailingReserve)
      let fitted = titleLabel.sizeThatFits(
        CGSize(width: width, height: .greatestFiniteMagnitude))
      let height = min(bounds.height, max(0, fitted.height))
      let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? trailingReserve : 0
      return CGRect(x: x, y: (bounds.height - height) / 2, width: width, height: height)
    }

    /// Places the title at the leading edge.
    open override func layoutSubviews() {
      super.layoutSubviews()
      titleLabel.frame = titleFrame
    }

    /// The height the title needs at `targetSize.width` (less the trailing reserve), at least
    /// minimumHeight: what the header's constraints would answer.
    open override func systemLayoutSizeFitting(
      _ targetSize: CGSize,
      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
      verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
      let width = max(0, targetSize.width - trailingReserve)
      let title = titleLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
      let height = title.height.isFinite ? max(minimumHeight, title.height) : minimumHeight
      return CGSize(width: targetSize.width, height: height)
    }
  }
#endif

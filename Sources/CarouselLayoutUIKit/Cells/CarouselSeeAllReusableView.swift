import CarouselLayout
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif CAROUSEL_STAND_INS
  import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_STAND_INS
  import CarouselLayoutStrings

  /// The header cell's "See All" action (kind CarouselCollectionViewLayout/elementKindSeeAll),
  /// drawn by the package as SAP Fiori draws it: "See All (N)" in the subheadline text style
  /// in the tint colour, then a `chevron.forward` in the secondary colour (mirrored in right to
  /// left by the symbol itself).
  ///
  /// VoiceOver reads it as a button with the label "See All", the value "N items" and a hint:
  /// the words of the SwiftUI header, from the one strings table both adapters share. A tap
  /// (or VoiceOver's double tap) calls the layout's CarouselCollectionViewLayout/onSeeAll
  /// with the card count. Its frame is the layout's (the trailing end of the header, the
  /// header's height), so it does not size itself.
  @MainActor
  open class CarouselSeeAllReusableView: UICollectionReusableView {
    /// The tappable area: the whole view; dimmed while a touch is down on it.
    public let control: UIControl = SeeAllControl(frame: .zero)
    /// "See All (N)".
    public let titleLabel = UILabel(frame: .zero)
    /// The chevron after the title.
    public let chevronView = UIImageView(image: UIImage(systemName: "chevron.forward"))
    /// The number of cards "See All" names: from CarouselLayoutAttributes/cardCount under the
    /// carousel layout; set it yourself where no carousel layout gives it (a compositional
    /// page's boundary item, a view of your own).
    public var cardCount = 0 {
      didSet {
        cardCount = max(0, cardCount)  // a set inside didSet does not call didSet again
        showCount()
      }
    }
    /// What a tap (or VoiceOver's double tap) does, with the card count, when set; otherwise
    /// the carousel layout's CarouselCollectionViewLayout/onSeeAll. For a "See All" outside a
    /// CarouselCollectionViewLayout; set it where you dequeue the view (it is not cleared on
    /// reuse).
    ///
    /// ```swift
    /// let seeAll = collectionView.dequeueCarouselView(ofKind: kind, for: indexPath)
    ///   as! CarouselSeeAllReusableView
    /// seeAll.cardCount = products.count
    /// seeAll.onSeeAll = { [unowned self] count in showAllProducts() }
    /// ```
    open var onSeeAll: (@MainActor (_ cardCount: Int) -> Void)?

    /// Creates an empty "See All" view; the layout's attributes fill it.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      setUp()
    }

    /// Creates a "See All" view from an archive.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      setUp()
    }

    private func setUp() {
      titleLabel.font = .preferredFont(forTextStyle: .subheadline)
      titleLabel.adjustsFontForContentSizeCategory = true
      titleLabel.textColor = .tintColor
      titleLabel.textAlignment = .natural
      chevronView.tintColor = .secondaryLabel
      control.addSubview(titleLabel)
      control.addSubview(chevronView)
      control.addAction(UIAction { [weak self] _ in self?.seeAll() }, for: .touchUpInside)
      addSubview(control)
      // One button for VoiceOver, not a label and an image.
      isAccessibilityElement = true
      accessibilityTraits = .button
      accessibilityLabel = CarouselStrings.seeAllLabel
      accessibilityHint = CarouselStrings.seeAllHint
      showCount()
    }

    /// Reads the card count from CarouselLayoutAttributes.
    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
      super.apply(layoutAttributes)
      if let count = (layoutAttributes as? CarouselLayoutAttributes)?.cardCount {
        cardCount = count
      }
    }

    private func showCount() {
      titleLabel.text = CarouselStrings.seeAllTitle(cardCount)
      accessibilityValue = CarouselStrings.seeAllValue(cardCount)
      setNeedsLayout()
    }

    /// VoiceOver's double tap: the same as a tap.
    open override func accessibilityActivate() -> Bool {
      seeAll()
      return true
    }

    /// Calls ``onSeeAll``, or else the layout's CarouselCollectionViewLayout/onSeeAll, with the
    /// card count.
    func seeAll() {
      if let onSeeAll {
        onSeeAll(cardCount)
        return
      }
      guard
        let layout = (superview as? UICollectionView)?.collectionViewLayout
          as? CarouselCollectionViewLayout
      else { return }
      layout.onSeeAll?(cardCount)
    }

    /// The chevron's side: the height of the subheadline text, square.
    static let chevronSide: CGFloat = 13
    /// The space between the title and the chevron.
    static let spacing: CGFloat = 4

    /// Fills the view with the control; the chevron at the trailing end, the title before it
    /// (mirrored in right to left). At an accessibility text size the title wraps onto as many
    /// lines as the header's height holds instead of truncating on one.
    open override func layoutSubviews() {
      super.layoutSubviews()
      titleLabel.numberOfLines =
        traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? 0 : 1
      control.frame = bounds
      let side = Self.chevronSide
      let titleWidth = max(0, bounds.width - side - Self.spacing)
      let chevronY = (bounds.height - side) / 2
      if effectiveUserInterfaceLayoutDirection == .rightToLeft {
        chevronView.frame = CGRect(x: 0, y: chevronY, width: side, height: side)
        titleLabel.frame = CGRect(
          x: side + Self.spacing, y: 0, width: titleWidth, height: bounds.height)
        titleLabel.textAlignment = .left
      } else {
        chevronView.frame = CGRect(
          x: bounds.width - side, y: chevronY, width: side, height: side)
        titleLabel.frame = CGRect(x: 0, y: 0, width: titleWidth, height: bounds.height)
        titleLabel.textAlignment = .right
      }
    }
  }

  /// The See All control: dims its content while UIKit highlights it (a touch down inside), as
  /// a plain button's title does.
  @MainActor
  final class SeeAllControl: UIControl {
    override var isHighlighted: Bool {
      didSet { alpha = isHighlighted ? 0.5 : 1 }
    }
  }
#endif

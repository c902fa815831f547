import CarouselLayout
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif CAROUSEL_STAND_INS
  import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_STAND_INS

  /// The empty state (kind CarouselCollectionViewLayout/elementKindEmptyState), drawn by the
  /// package as SAP Fiori's illustrated message: the image at one of SAP's sizes
  /// (/CarouselLayout/EmptyStateImageSize, medium 92 points by default), the title and the
  /// optional description below it, centred, in Dynamic Type text styles.
  ///
  /// It shows the layout's CarouselCollectionViewLayout/emptyState (handed over in
  /// CarouselLayoutAttributes/emptyState); VoiceOver reads the title, then the description
  /// (the image is decorative). It sizes its height to its content, so larger text makes the
  /// empty state taller. An app that wants its own view registers its own class for the kind
  /// instead.
  @MainActor
  open class CarouselEmptyStateReusableView: CarouselSelfSizingView {
    /// The image.
    public let imageView = UIImageView(image: nil)
    /// The title (title 3, centred, wrapping).
    public let titleLabel = UILabel(frame: .zero)
    /// The description (subheadline, secondary colour, centred, wrapping).
    public let descriptionLabel = UILabel(frame: .zero)
    /// The image's size.
    public private(set) var imageSize = EmptyStateImageSize.medium

    /// SAP's spacing (`IllustratedMessageStyle.fiori.swift`): 16 points below the image, 4
    /// below the title, 16 at the sides of the texts; the same 16 above and below the whole.
    static let imageSpacing: CGFloat = 16
    static let titleSpacing: CGFloat = 4
    static let margin: CGFloat = 16

    /// Creates an empty view; the layout's attributes fill it.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      setUp()
    }

    /// Creates an empty-state view from an archive.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      setUp()
    }

    private func setUp() {
      titleLabel.font = .preferredFont(forTextStyle: .title3)
      descriptionLabel.font = .preferredFont(forTextStyle: .subheadline)
      descriptionLabel.textColor = .secondaryLabel
      for label in [titleLabel, descriptionLabel] {
        label.adjustsFontForContentSizeCategory = true
        label.textAlignment = .center
        label.numberOfLines = 0
      }
      imageView.tintColor = .secondaryLabel
      imageView.isAccessibilityElement = false
      for view in [imageView, titleLabel, descriptionLabel] { addSubview(view) }
      // VoiceOver: the title, then the description.
      accessibilityElements = [titleLabel, descriptionLabel]
    }

    /// Shows an illustrated message.
    public func show(_ message: CarouselEmptyState) {
      imageView.image = message.image
      imageView.isHidden = message.image == nil
      titleLabel.text = message.title
      descriptionLabel.text = message.description
      descriptionLabel.isHidden = message.description == nil
      accessibilityElements =
        message.description == nil ? [titleLabel] : [titleLabel, descriptionLabel]
      imageSize = message.imageSize
      setNeedsLayout()
    }

    /// Reads the message from CarouselLayoutAttributes.
    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
      super.apply(layoutAttributes)
      if let message = (layoutAttributes as? CarouselLayoutAttributes)?.emptyState {
        show(message)
      }
    }

    /// The parts' frames, top to bottom and centred, at `width`; the last is the content's
    /// bottom.
    func frames(width: CGFloat) -> (
      image: CGRect, title: CGRect, description: CGRect, height: CGFloat
    ) {
      var y = Self.margin
      var image = CGRect(x: width / 2, y: y, width: 0, height: 0)
      if !imageView.isHidden {
        let size = imageSize.size
        let side = min(size.width, width)
        let scale = size.width > 0 ? side / size.width : 1
        image = CGRect(x: (width - side) / 2, y: y, width: side, height: size.height * scale)
        y = image.maxY + Self.imageSpacing
      }
      let textWidth = max(0, width - 2 * Self.margin)
      func fitted(_ label: UILabel, below: CGFloat) -> CGRect {
        let size = label.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude))
        let height = size.height.isFinite ? max(0, size.height) : 0
        defer { y += height + below }
        return CGRect(x: Self.margin, y: y, width: textWidth, height: height)
      }
      let title = fitted(titleLabel, below: Self.titleSpacing)
      let description =
        descriptionLabel.isHidden
        ? CGRect(x: Self.margin, y: y, width: textWidth, height: 0)
        : fitted(descriptionLabel, below: 0)
      return (image, title, description, y + Self.margin)
    }

    /// Centres the image, the title and the description vertically in the view.
    open override func layoutSubviews() {
      super.layoutSubviews()
      let parts = frames(width: bounds.width)
      let dy = max(0, (bounds.height - parts.height) / 2)
      imageView.frame = parts.image.offsetBy(dx: 0, dy: dy)
      titleLabel.frame = parts.title.offsetBy(dx: 0, dy: dy)
      descriptionLabel.frame = parts.description.offsetBy(dx: 0, dy: dy)
    }

    /// The content's height at `targetSize.width`: what the view's constraints would answer.
    open override func systemLayoutSizeFitting(
      _ targetSize: CGSize,
      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
      verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
      CGSize(width: targetSize.width, height: frames(width: targetSize.width).height)
    }
  }
#endif

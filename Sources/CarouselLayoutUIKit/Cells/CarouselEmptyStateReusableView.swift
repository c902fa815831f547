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
    package private(set) var imageSize = EmptyStateImageSize.medium

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
      imageSize = message.imageSize
      axis = message.axis
      showActions(message.actions)
      // VoiceOver: the title and description as one element, then each button.
      titleLabel.accessibilityLabel =
        message.description.map { "\(message.title), \($0)" } ?? message.title
      descriptionLabel.isAccessibilityElement = false
      accessibilityElements = [titleLabel] + actionButtons
      setNeedsLayout()
    }

    /// The buttons of the actions shown, in order: the primary (filled), then the secondary
    /// (tinted). A button is made again only when its action changes.
    public private(set) var actionButtons: [UIButton] = []

    /// How the parts are arranged.
    package private(set) var axis = EmptyStateAxis.vertical

    private func showActions(_ actions: [UIAction]) {
      guard shownActions != actions else { return }
      for button in actionButtons { button.removeFromSuperview() }
      actionButtons = actions.enumerated().map { index, action in
        var configuration: UIButton.Configuration = index == 0 ? .filled() : .tinted()
        configuration.title = action.title
        let button = UIButton(configuration: configuration, primaryAction: action)
        addSubview(button)
        return button
      }
      shownActions = actions
    }

    /// The actions whose buttons are shown.
    private var shownActions: [UIAction] = []

    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
      super.apply(layoutAttributes)
      if let message = (layoutAttributes as? CarouselLayoutAttributes)?.emptyState {
        show(message)
      }
    }

    /// Where each part goes in a view `width` points wide, and the height it needs: SAP's
    /// spacing (16 below the image, 4 below the title, 16 above the buttons and 8 between
    /// them, 16 at the sides). Vertical: everything centred, one button a row. Horizontal: the
    /// image on the leading side, the text and buttons beside it, leading-aligned (mirrored in
    /// right to left). Every button is at least 44 × 44 points.
    func frames(width: CGFloat) -> (
      image: CGRect, title: CGRect, description: CGRect, buttons: [CGRect], height: CGFloat
    ) {
      let horizontal = axis == .horizontal && !imageView.isHidden
      var y = Self.margin
      var image = CGRect(x: width / 2, y: y, width: 0, height: 0)
      var column = (x: Self.margin, width: max(0, width - 2 * Self.margin))
      if !imageView.isHidden {
        let size = imageSize.size
        let room = horizontal ? max(0, width / 2 - Self.margin) : width
        let side = min(size.width, room)
        let scale = size.width > 0 ? side / size.width : 1
        let x = horizontal ? Self.margin : (width - side) / 2
        image = CGRect(x: x, y: y, width: side, height: size.height * scale)
        if horizontal {
          let start = image.maxX + Self.imageSpacing
          column = (start, max(0, width - Self.margin - start))
        } else {
          y = image.maxY + Self.imageSpacing
        }
      }
      func fitted(_ label: UILabel, below: CGFloat) -> CGRect {
        let size = label.sizeThatFits(
          CGSize(width: column.width, height: .greatestFiniteMagnitude))
        let height = size.height.isFinite ? max(0, size.height) : 0
        defer { y += height + below }
        return CGRect(x: column.x, y: y, width: column.width, height: height)
      }
      let title = fitted(titleLabel, below: Self.titleSpacing)
      let description =
        descriptionLabel.isHidden
        ? CGRect(x: column.x, y: y, width: column.width, height: 0)
        : fitted(descriptionLabel, below: 0)
      var buttons: [CGRect] = []
      for (index, button) in actionButtons.enumerated() {
        y += index == 0 ? Self.actionSpacing : Self.buttonSpacing
        let fitting = button.sizeThatFits(CGSize(width: column.width, height: 44))
        let target = PageControls.minimumHitTarget
        let size = CGSize(
          width: min(column.width, max(target, fitting.width.isFinite ? fitting.width : 0)),
          height: max(target, fitting.height.isFinite ? fitting.height : 0))
        let x = horizontal ? column.x : column.x + (column.width - size.width) / 2
        buttons.append(CGRect(x: x, y: y, width: size.width, height: size.height))
        y += size.height
      }
      let height = max(y, horizontal ? image.maxY : 0) + Self.margin
      return (image, title, description, buttons, height)
    }

    /// The space above the first button, and between buttons.
    static let actionSpacing: CGFloat = 16
    static let buttonSpacing: CGFloat = 8

    open override func layoutSubviews() {
      super.layoutSubviews()
      let parts = frames(width: bounds.width)
      let dy = max(0, (bounds.height - parts.height) / 2)
      let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
      let width = bounds.width
      func place(_ rect: CGRect) -> CGRect {
        let moved = rect.offsetBy(dx: 0, dy: dy)
        guard rightToLeft else { return moved }
        return CGRect(
          x: width - moved.maxX, y: moved.minY, width: moved.width, height: moved.height)
      }
      imageView.frame = place(parts.image)
      titleLabel.frame = place(parts.title)
      descriptionLabel.frame = place(parts.description)
      let alignment: NSTextAlignment =
        axis == .horizontal && !imageView.isHidden ? .natural : .center
      titleLabel.textAlignment = alignment
      descriptionLabel.textAlignment = alignment
      for (button, frame) in zip(actionButtons, parts.buttons) { button.frame = place(frame) }
    }

    open override func systemLayoutSizeFitting(
      _ targetSize: CGSize,
      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
      verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
      CGSize(width: targetSize.width, height: frames(width: targetSize.width).height)
    }
  }
#endif

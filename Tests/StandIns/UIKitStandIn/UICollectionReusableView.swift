import Foundation

#if CAROUSEL_STAND_INS
  /// A reusable view in a collection view.
  /// Apple: https://developer.apple.com/documentation/uikit/uicollectionreusableview
  @available(iOS 6.0, macCatalyst 13.1, visionOS 1.0, *)
  @MainActor open class UICollectionReusableView: UIView {
    /// Applies the layout's attributes: sets the frame (as UIKit does), then nothing else by
    /// default; subclasses read their custom attributes here.
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionreusableview/apply(_:)
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view prefers, given the layout's.
    ///
    /// UIKit's default returns the attributes unchanged unless the layout is a flow or
    /// compositional layout with estimated sizes: under a custom `UICollectionViewLayout` a
    /// plain cell never self-sizes, so layouts that self-size ship their own cells (airbnb
    /// MagazineLayout's `MagazineLayoutCollectionViewCell`; facebook/QuickLayout issue 12;
    /// openradar 32082880). The stand-in is a custom-layout host, so it always returns them
    /// unchanged.
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionreusableview/preferredlayoutattributesfitting(_:)
    @available(iOS 8.0, macCatalyst 13.1, visionOS 1.0, *)
    open func preferredLayoutAttributesFitting(
      _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
      layoutAttributes
    }

    /// The identifier the view was dequeued with, or `nil` for a view made directly. Set by
    /// the collection view's `dequeueReusable…` methods.
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionreusableview/reuseidentifier
    @available(iOS 6.0, macCatalyst 13.1, visionOS 1.0, *)
    open internal(set) var reuseIdentifier: String?
    /// Where the view came from, for the reuse queue it returns to.
    var reuseKey: ReuseKey?

    /// Called before the collection view hands out this view again from its reuse queue
    /// ("When the collection view dequeues your view for use, it calls this method before the
    /// corresponding dequeue method returns the view to your code"). Does nothing by default.
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionreusableview/prepareforreuse()
    @available(iOS 6.0, macCatalyst 13.1, visionOS 1.0, *)
    open func prepareForReuse() {}
  }

  /// A cell in a collection view, whose content goes into ``contentView``.
  /// Availability: not read from its own page (checked as the newest release).
  /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewcell
  @available(iOS 6.0, macCatalyst 13.1, visionOS 1.0, *)
  @MainActor open class UICollectionViewCell: UICollectionReusableView {
    /// The view the cell's content goes into; it fills the cell.
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentview
    public let contentView: UIView
    /// What the cell draws behind its content (`nil`: nothing).
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewcell/backgroundconfiguration-39dc0
    @available(iOS 14.0, macCatalyst 14.0, tvOS 14.0, visionOS 1.0, *)
    open var backgroundConfiguration: UIBackgroundConfiguration?

    /// Creates a cell.
    public override init(frame: CGRect) {
      contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
      super.init(frame: frame)
      addSubview(contentView)
    }

    /// Creates a cell from an archive.
    public required init?(coder: NSCoder) {
      contentView = UIView(frame: .zero)
      super.init(coder: coder)
      addSubview(contentView)
    }

    /// Keeps the content view the cell's size.
    open override func layoutSubviews() {
      super.layoutSubviews()
      contentView.frame = bounds
    }
  }
#endif

import CarouselLayout
import CarouselLayoutStrings
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif CAROUSEL_STAND_INS
  import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_STAND_INS

  /// Previous- and next-page buttons for a carousel collection view, for pointer users and
  /// people who cannot drag (WCAG 2.2, 2.5.7 "Dragging Movements"; SAP Fiori for Web shows such
  /// arrows by default since 2024). Place it beside (or around) the ``CarouselPageControl``.
  ///
  /// - Each button moves one page (the engine's `PagingButtons/previous` and
  ///   `PagingButtons/next` through the layout's ``CarouselNavigator``:
  ///   animated unless Reduce Motion, announced to VoiceOver) and is disabled where that move
  ///   would leave the carousel at rest (the first card, the last snap offset).
  /// - ``previousButton`` sits at the leading edge and ``nextButton`` at the trailing edge, each
  ///   44 × 44 points (the minimum hit target); in right to left both sides and the chevrons
  ///   (`chevron.backward`, `chevron.forward`) mirror.
  /// - Shown by ``visibility`` (default ``/CarouselLayout/PagingButtonsVisibility/automatic``:
  ///   in regular width, and in compact width when the page indicator shows text instead of
  ///   dots to tap) and only while there is a page to move to.
  ///
  /// ```swift
  /// let buttons = CarouselPagingButtons(collectionView: collectionView)
  /// let row = UIStackView(arrangedSubviews: [pageControl, buttons])
  /// ```
  @MainActor
  open class CarouselPagingButtons: UIView {
    /// The width and height of each button: 44 points, the minimum hit target
    /// (`PageControls.minimumHitTarget`).
    static var buttonSize: CGFloat { PageControls.minimumHitTarget }
    /// The space between the two buttons in the view's intrinsic width
    /// (`PageControls.buttonSpacing`).
    static var spacing: CGFloat { PageControls.buttonSpacing }

    /// The collection view (weak); its layout must be a ``CarouselCollectionViewLayout``.
    package private(set) weak var collectionView: UICollectionView?
    /// The previous-page button, at the leading edge.
    public let previousButton = UIButton(frame: .zero)
    /// The next-page button, at the trailing edge.
    public let nextButton = UIButton(frame: .zero)
    /// When the buttons show (default: in regular width, and in compact width when the page
    /// indicator has no dots to tap: "3 of 12" text, from nine pages or when the dots do not
    /// fit the width).
    open var visibility = PagingButtonsVisibility.automatic {
      didSet { update() }
    }
    /// Which buttons can move the carousel, as of the last update.
    package private(set) var state = PagingButtons(
      canMoveToPreviousPage: false, canMoveToNextPage: false)

    /// Creates the paging buttons of a carousel collection view.
    ///
    /// - Parameters:
    ///   - collectionView: the carousel's collection view.
    ///   - previousLabel: the previous-page button's VoiceOver label (`nil`: the package's
    ///     strings table, "Previous page" in English).
    ///   - nextLabel: the next-page button's VoiceOver label (`nil`: "Next page").
    public init(
      collectionView: UICollectionView, previousLabel: String? = nil, nextLabel: String? = nil
    ) {
      self.collectionView = collectionView
      super.init(frame: .zero)
      configure(
        previousButton, symbol: "chevron.backward",
        label: previousLabel ?? CarouselStrings.previousPageLabel
      ) {
        $0.move(PagingButtons.previous)
      }
      configure(
        nextButton, symbol: "chevron.forward", label: nextLabel ?? CarouselStrings.nextPageLabel
      ) {
        $0.move(PagingButtons.next)
      }
      // At an accessibility text size a long press shows the button's symbol and label large
      // (the Large Content Viewer): the 44-point buttons do not grow with the text.
      addInteraction(UILargeContentViewerInteraction(delegate: nil))
      layout?.addRestObserver(self)
      if #available(iOS 17.0, tvOS 17.0, *) {
        registerForTraitChanges([UITraitHorizontalSizeClass.self, UITraitLayoutDirection.self]) {
          (buttons: CarouselPagingButtons, _: UITraitCollection) in
          buttons.update()
          buttons.setNeedsLayout()
        }
      }
      update()
    }

    /// Paging buttons are made in code, for a collection view.
    public required init?(coder: NSCoder) {
      return nil
    }

    private var layout: CarouselCollectionViewLayout? {
      collectionView?.collectionViewLayout as? CarouselCollectionViewLayout
    }

    private func configure(
      _ button: UIButton, symbol: String, label: String,
      action: @escaping @MainActor (CarouselPagingButtons) -> Void
    ) {
      button.setImage(UIImage(systemName: symbol), for: .normal)
      button.accessibilityLabel = label
      button.showsLargeContentViewer = true
      button.largeContentTitle = label
      button.largeContentImage = UIImage(systemName: symbol)
      button.scalesLargeContentImage = true
      button.isPointerInteractionEnabled = true
      button.addAction(
        UIAction { [weak self] _ in if let self { action(self) } }, for: .primaryActionTriggered)
      addSubview(button)
    }

    // MARK: - State

    /// Shows the buttons for the collection view's offset.
    public func update() {
      update(restingAt: collectionView?.contentOffset.x ?? 0)
    }

    /// Shows the buttons for a carousel coming to rest at `offset`, as the engine's
    /// ``/CarouselLayout/CarouselTrack/pageControls(atOffset:pagingButtons:showsIndicator:textThreshold:)``
    /// decides for ``visibility``: hidden unless they show in the carousel's size class (or
    /// stand in for dots that cannot be tapped) and a button can move the carousel; each
    /// enabled while its move would.
    ///
    /// - Complexity: O(1).
    func update(restingAt offset: CGFloat) {
      let buttons = layout?.geometry?.track.pageControls(
        atOffset: offset, pagingButtons: visibility
      ).buttons
      state = buttons ?? PagingButtons(canMoveToPreviousPage: false, canMoveToNextPage: false)
      previousButton.isEnabled = state.canMoveToPreviousPage
      nextButton.isEnabled = state.canMoveToNextPage
      isHidden = buttons == nil
    }

    private func move(_ navigation: CarouselNavigation) {
      guard let layout else { return }
      layout.accessibility.navigator.navigate(navigation)
      update()
    }

    // MARK: - Layout

    /// Two buttons and the space between them, 44 points tall.
    open override var intrinsicContentSize: CGSize {
      CGSize(width: 2 * Self.buttonSize + Self.spacing, height: Self.buttonSize)
    }

    /// Places the previous button at the leading edge and the next button at the trailing edge
    /// (mirrored in right to left), vertically centred; updates the state (before iOS 17 a
    /// size-class change is noticed here).
    open override func layoutSubviews() {
      super.layoutSubviews()
      update()
      let size = Self.buttonSize
      let y = (bounds.height - size) / 2
      let left = CGRect(x: 0, y: y, width: size, height: size)
      let right = CGRect(x: bounds.width - size, y: y, width: size, height: size)
      let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
      previousButton.frame = rightToLeft ? right : left
      nextButton.frame = rightToLeft ? left : right
    }
  }

  extension CarouselPagingButtons: CarouselRestObserver {
    func carouselWillRest(atOffset offset: CGFloat) { update(restingAt: offset) }
  }
#endif

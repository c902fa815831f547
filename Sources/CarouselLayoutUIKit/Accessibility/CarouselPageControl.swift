import CarouselLayout
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif CAROUSEL_STAND_INS
  import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_STAND_INS

  /// A page control for a carousel, driven by the engine's page indicator: dots below nine
  /// pages, "3 of 12" text (the carousel's wording) from nine on, hidden for one page.
  ///
  /// It follows the carousel as it comes to rest: a flick updates it at release (the snap
  /// target's page), the keyboard, VoiceOver and code moves at once. Tapping or scrubbing the
  /// dots moves the carousel to that page. In right to left UIKit mirrors the dots, and page 0
  /// is the first page on both sides, so nothing is converted.
  ///
  /// ```swift
  /// let pageControl = CarouselPageControl(collectionView: collectionView)
  /// stack.addArrangedSubview(pageControl)
  /// // After scrolling you did in code without the navigator:
  /// pageControl.update()
  /// ```
  @MainActor
  open class CarouselPageControl: UIPageControl {
    /// The collection view (weak); its layout must be a ``CarouselCollectionViewLayout``.
    package private(set) weak var collectionView: UICollectionView?
    /// The "3 of 12" text shown in place of the dots from ``textThreshold`` pages on.
    public let textLabel = UILabel(frame: .zero)
    /// The page count from which text replaces the dots (default 9, SAP's Web carousel).
    public var textThreshold = PageIndicator.textThreshold {
      didSet { update() }
    }
    /// What the control shows.
    package private(set) var indicator: PageIndicator = .hidden

    /// Creates the page control of a carousel collection view.
    public init(collectionView: UICollectionView) {
      self.collectionView = collectionView
      super.init(frame: .zero)
      textLabel.font = .preferredFont(forTextStyle: .footnote)
      textLabel.adjustsFontForContentSizeCategory = true
      textLabel.textColor = .secondaryLabel
      textLabel.textAlignment = .center
      // The control speaks the text as its value; the label is not a second element.
      textLabel.isAccessibilityElement = false
      addSubview(textLabel)
      addAction(UIAction { [weak self] _ in self?.userSelectedPage() }, for: .valueChanged)
      // At an accessibility text size a long press shows "3 of 12" large (the Large Content
      // Viewer): the dots do not grow with the text.
      addInteraction(UILargeContentViewerInteraction(delegate: nil))
      showsLargeContentViewer = true
      layout?.addRestObserver(self)
      update()
    }

    /// Page controls are made in code, for a collection view.
    public required init?(coder: NSCoder) {
      return nil
    }

    private var layout: CarouselCollectionViewLayout? {
      collectionView?.collectionViewLayout as? CarouselCollectionViewLayout
    }

    /// Shows the page at the collection view's offset.
    public func update() {
      update(restingAt: collectionView?.contentOffset.x ?? 0)
    }

    /// Shows the page the carousel comes to rest at `offset`.
    ///
    /// - Complexity: O(1).
    func update(restingAt offset: CGFloat) {
      guard let layout, let geometry = layout.geometry else {
        show(.hidden, position: nil)
        return
      }
      // The indicator alone across the carousel's width: dots while their 44-point targets
      // fit, text otherwise (the paging buttons then stand in for the dots).
      let indicator = geometry.track.pageControls(
        atOffset: offset, pagingButtons: .hidden, textThreshold: textThreshold
      ).indicator
      show(indicator, position: indicator.position(wording: layout.accessibility.navigator.wording))
    }

    /// Shows `indicator`; `position` ("3 of 12", the engine's
    /// `PageIndicator.position(wording:)`) is the text mode's text, the
    /// VoiceOver value and the Large Content Viewer's title.
    private func show(_ indicator: PageIndicator, position: String?) {
      self.indicator = indicator
      largeContentTitle = position
      var text: String?
      if case .text = indicator { text = position }
      switch indicator {
      case .hidden:
        isHidden = true
        numberOfPages = 0
      case .dots(let count, let current):
        isHidden = false
        numberOfPages = count
        currentPage = current
      case .text:
        isHidden = false
        numberOfPages = 0
      }
      textLabel.text = text
      textLabel.isHidden = text == nil
      accessibilityValue = text
      // Adjustable in text mode too (UIKit makes the dots adjustable itself).
      if case .text = indicator { accessibilityTraits.insert(.adjustable) }
      invalidateIntrinsicContentSize()
      setNeedsLayout()
      // A container that places the control by hand (CarouselView) places it again: shown,
      // hidden or resized, its height changed.
      superview?.setNeedsLayout()
    }

    // MARK: - Layout

    /// Lays the "3 of 12" label over the whole control (UIKit lays out none of a page control's
    /// added subviews, and with no dots the control draws nothing else).
    open override func layoutSubviews() {
      super.layoutSubviews()
      textLabel.frame = bounds
    }

    /// At least 44 points tall, and with dots at least 44 points wide a page
    /// (`PageControls/indicatorSize(of:)`); in text mode the label's width
    /// (a page control with no pages has no width of its own, so a stack view would squeeze it
    /// to nothing). UIKit still decides what a tap does: `UIPageControl` moves one page toward
    /// the side tapped, it does not jump to the dot under the finger (SwiftUI's indicator and
    /// the playground do).
    open override var intrinsicContentSize: CGSize {
      let targets = PageControls.indicatorSize(of: indicator)
      guard case .text = indicator else {
        let own = super.intrinsicContentSize
        return CGSize(
          width: max(own.width.isFinite ? own.width : 0, targets.width),
          height: max(own.height.isFinite ? own.height : 0, targets.height))
      }
      let label = textLabel.intrinsicContentSize
      return CGSize(width: label.width, height: max(label.height, targets.height))
    }

    // MARK: - VoiceOver

    /// Swipe up: the next page, in text mode as with the dots.
    open override func accessibilityIncrement() {
      guard case .text = indicator else { return super.accessibilityIncrement() }
      adjust(.increment)
    }

    /// Swipe down: the previous page, in text mode as with the dots.
    open override func accessibilityDecrement() {
      guard case .text = indicator else { return super.accessibilityDecrement() }
      adjust(.decrement)
    }

    /// Moves to the page the engine's `PageIndicator.page(after:)` answers
    /// (SwiftUI's indicator adjusts by the same rule); nothing at an end.
    private func adjust(_ adjustment: AccessibilityAdjustment) {
      guard let layout, let page = indicator.page(after: adjustment) else { return }
      layout.accessibility.navigator.navigate(.page(page))
      update()
    }

    /// A tap or a scrub chose `currentPage`: move the carousel there (animated unless Reduce
    /// Motion, announced as every navigator move is).
    private func userSelectedPage() {
      guard case .dots = indicator, let layout else { return }
      layout.accessibility.navigator.navigate(.page(currentPage))
      update()
    }
  }

  extension CarouselPageControl: CarouselRestObserver {
    func carouselWillRest(atOffset offset: CGFloat) { update(restingAt: offset) }
  }
#endif

import CarouselLayout
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif CAROUSEL_STAND_INS
  import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_STAND_INS

  /// What the engine's layout depends on outside the layout object: the collection view's
  /// size and left and right safe area (the engine's
  /// `CarouselViewport`), traits, and the item count.
  struct CarouselLayoutInputs: Equatable {
    var viewport: CarouselViewport
    var sizeClass: SizeClass
    var direction: LayoutDirection
    var cardCount: Int
    var accessibilityTextSize: Bool
  }

  extension CarouselCollectionViewLayout {
    // MARK: - Inputs

    /// The collection view's current inputs.
    ///
    /// - Complexity: O(1) (UIKit caches the item count).
    func inputs(of collectionView: UICollectionView, size: CGSize? = nil) -> CarouselLayoutInputs {
      let traits = collectionView.carouselTraits
      return CarouselLayoutInputs(
        viewport: viewport(of: collectionView, size: size ?? collectionView.bounds.size),
        sizeClass: traits.sizeClass, direction: traits.direction,
        cardCount: collectionView.cardCount,
        accessibilityTextSize:
          collectionView.traitCollection.preferredContentSizeCategory.isAccessibilityCategory)
    }

    /// The engine's viewport of the collection view at `size`: its left and right safe area
    /// taken off the width, as the engine counts them.
    ///
    /// - Complexity: O(1).
    func viewport(of collectionView: UICollectionView, size: CGSize) -> CarouselViewport {
      let safe = collectionView.safeAreaInsets
      return CarouselViewport(bounds: size, leftInset: safe.left, rightInset: safe.right)
    }

    /// Whether the traits or the safe area differ from the ones the layout was built with (a
    /// bounds change then rebuilds it, for systems without trait change registration).
    func environmentChanged(in collectionView: UICollectionView) -> Bool {
      guard let builtInputs else { return false }
      let traits = collectionView.carouselTraits
      return traits.sizeClass != builtInputs.sizeClass || traits.direction != builtInputs.direction
        || !viewport(of: collectionView, size: builtInputs.viewport.bounds).hasSameSafeArea(
          as: builtInputs.viewport)
        || collectionView.traitCollection.preferredContentSizeCategory.isAccessibilityCategory
          != builtInputs.accessibilityTextSize
    }

    // MARK: - Building

    /// Lays the carousel out for a collection view size with the collection view's traits, its
    /// safe area taken off the viewport's width (the engine's
    /// `CarouselViewport.usableSize`: `nil`, no layout, when the safe area
    /// leaves no width), the configuration adapted to the text size
    /// (the engine's ``/CarouselLayout/CarouselConfiguration/adapted(toAccessibilityTextSize:liftingHeightCap:stackingCards:)``)
    /// and the current measurements; `nil` (with ``layoutError`` set) when an input is invalid.
    func makeGeometry(size: CGSize, in collectionView: UICollectionView) -> CarouselGeometry? {
      let inputs = inputs(of: collectionView, size: size)
      guard let viewport = inputs.viewport.usableSize else { return nil }
      geometryBuildCount += 1
      do {
        let geometry = try CarouselGeometry(
          viewport: viewport, sizeClass: inputs.sizeClass, layoutDirection: inputs.direction,
          configuration: effectiveConfiguration.adapted(
            toAccessibilityTextSize: inputs.accessibilityTextSize,
            liftingHeightCap: liftsHeightCapAtAccessibilitySizes,
            stackingCards: stacksAtAccessibilitySizes),
          cards: measurements)
        layoutError = nil
        return geometry
      } catch {
        layoutError = error
      }
      return nil
    }

    /// Builds ``geometry`` for the collection view as it is now, sets the deceleration rate and
    /// the content inset behaviour the engine assumes, and moves the content where the engine's
    /// `LiveCarousel.rebuilt(_:previous:atOffset:)` says: card 0 when cards
    /// arrive in an empty carousel, the card at rest kept across a new width, size class or
    /// layout direction (from the layout a bounds change's adjustment was made
    /// for, which a safe area that UIKit updates later can make wrong) and across a moment
    /// without a layout (a viewport of no width while the window shrinks). The content offset
    /// is written without an invalidation.
    func rebuildGeometry(in collectionView: UICollectionView) {
      let previous = geometry
      geometry = makeGeometry(size: collectionView.bounds.size, in: collectionView)
      builtInputs = inputs(of: collectionView)
      let target = live.rebuilt(
        geometry?.track, previous: previous?.track, atOffset: collectionView.contentOffset.x)
      guard let geometry else { return }
      let rate = UIScrollView.DecelerationRate(
        rawValue: geometry.configuration.resolvedDecelerationRate.perMillisecond)
      if collectionView.decelerationRate != rate { collectionView.decelerationRate = rate }
      withoutInvalidating {
        if collectionView.contentInsetAdjustmentBehavior != .never {
          collectionView.contentInsetAdjustmentBehavior = .never
        }
      }
      applyLookToScroll(to: collectionView)
      if let target { withoutInvalidating { collectionView.contentOffset.x = target } }
      // A move on its way when the layout changed heads for its card's new place.
      if let redirect = live.takeRedirect() { retarget(to: redirect) }
      // A page control made before the cards arrived, or a count or size that changed the
      // pages, shows the new pages at once, not at the next rest.
      indicatorsFollow(live.indicatedOffset(contentOffset: collectionView.contentOffset.x))
      preloadFollows(collectionView.contentOffset.x)
      // The card shown first: a first swipe to another card is a new card.
      live.begin(atOffset: collectionView.contentOffset.x, in: geometry.track)
    }

    /// The axes Look to Scroll scrolls the carousel along: horizontal when
    /// ``allowsLookToScroll`` is on, none otherwise.
    var lookToScrollAxes: UIAxis { allowsLookToScroll ? .horizontal : [] }

    /// Gives the collection view ``lookToScrollAxes`` (visionOS 26 and later; nothing
    /// elsewhere).
    func applyLookToScroll(to collectionView: UICollectionView) {
      #if os(visionOS)
        if #available(visionOS 26.0, *), collectionView.lookToScrollAxes != lookToScrollAxes {
          collectionView.lookToScrollAxes = lookToScrollAxes
        }
      #endif
    }

    /// Runs `body` (which moves the collection view) with bounds-change invalidation off.
    func withoutInvalidating(_ body: () -> Void) {
      let wasAdjusting = isAdjustingOffset
      isAdjustingOffset = true
      body()
      isAdjustingOffset = wasAdjusting
    }

    /// Prepares the layout when a query arrives before the first `prepare()` (UIKit may ask
    /// for an item's attributes early, for `scrollToItem(at:at:animated:)`), once the
    /// collection view has a size.
    func prepareIfNeverPrepared() {
      guard builtInputs == nil, let collectionView, collectionView.hasLayoutBounds else { return }
      prepare()
    }

    // MARK: - Traits

    /// Registers (once per collection view) for the size-class and layout-direction changes
    /// that change the engine's layout: UIKit never invalidates a custom layout for a trait
    /// change by itself. Before iOS 17 the next bounds change notices new traits.
    func observeTraitChanges(of collectionView: UICollectionView) {
      guard traitObservedCollectionView !== collectionView else { return }
      traitObservedCollectionView = collectionView
      if #available(iOS 17.0, tvOS 17.0, *) {
        collectionView.registerForTraitChanges(
          [
            UITraitHorizontalSizeClass.self, UITraitLayoutDirection.self,
            UITraitPreferredContentSizeCategory.self,
          ]
        ) { [weak self] (view: UICollectionView, _: UITraitCollection) in
          guard let self, view.collectionViewLayout === self else { return }
          self.updatePreparation { $0.needsRebuild() }
          self.invalidateLayout()
        }
      }
    }
  }
#endif

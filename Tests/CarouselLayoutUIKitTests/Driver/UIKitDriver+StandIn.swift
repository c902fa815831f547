import Testing

#if canImport(UIKit)
  import UIKit
#elseif CAROUSEL_STAND_INS
  @_spi(StandIn) import UIKitStandIn
#endif

// Stand-in only: the stand-in counts the passes of a layout and stops a layout that
// invalidates itself on every pass (UIKit has no such count: on a device such a layout loops
// or logs that it was invalidated during its own update).
#if canImport(UIKit) || CAROUSEL_STAND_INS
  extension UIKitDriver {
    /// The stand-in's release of a drag (`endDragging(velocity:)`: the same steps as UIKit's,
    /// without the glide).
    static func releaseInStandIn(_ collectionView: UICollectionView, velocity: CGPoint) {
      #if CAROUSEL_STAND_INS
        collectionView.endDragging(velocity: velocity)
      #endif
    }

    /// Fails the test when the last layout pass of `collectionView` ran until the stand-in
    /// gave up; on UIKit there is nothing to read.
    static func checkLayoutPasses(of collectionView: UICollectionView) {
      #if CAROUSEL_STAND_INS
        #expect(
          collectionView.passesOfLastLayout < UICollectionView.maximumLayoutPasses,
          "the layout invalidated itself on every layout pass")
      #endif
    }
  }
#endif

// What only the stand-in records of a view (UIKit keeps no name for a symbol image, no style
// name for a button configuration and no weight on a font): `nil` on UIKit, so a test checks
// these where they can be read and reads the rest from UIKit's own API.
#if canImport(UIKit) || CAROUSEL_STAND_INS
  enum StandInRecords {
    /// The SF Symbol an image was made from (`UIImage(systemName:)`), where the stand-in
    /// records it.
    @MainActor
    static func symbolName(of image: UIImage?) -> String? {
      #if CAROUSEL_STAND_INS
        image?.symbolName
      #else
        nil
      #endif
    }

    /// The system style a button configuration was made from (`"filled"`, `"tinted"`).
    @MainActor
    static func style(of configuration: UIButton.Configuration?) -> String? {
      #if CAROUSEL_STAND_INS
        configuration?.style
      #else
        nil
      #endif
    }

    /// Checks that `image` was made from the SF Symbol `name` where the stand-in records it;
    /// on UIKit, that there is an image.
    @MainActor
    static func expectSymbol(
      _ image: UIImage?, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
      #expect(image != nil, "no image", sourceLocation: sourceLocation)
      if let recorded = symbolName(of: image) {
        #expect(recorded == name, sourceLocation: sourceLocation)
      }
    }

    /// The width of the group a compositional section repeats, where the stand-in exposes its
    /// group (UIKit keeps it to itself).
    @MainActor
    static func groupWidth(of section: NSCollectionLayoutSection) -> NSCollectionLayoutDimension? {
      #if CAROUSEL_STAND_INS
        section.group.layoutSize.widthDimension
      #else
        nil
      #endif
    }

    /// A font's weight, where the stand-in records it.
    @MainActor
    static func weight(of font: UIFont?) -> UIFont.Weight? {
      #if CAROUSEL_STAND_INS
        font?.weight
      #else
        nil
      #endif
    }
  }
#endif

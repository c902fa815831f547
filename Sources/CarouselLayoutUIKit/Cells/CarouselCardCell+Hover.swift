import CarouselLayout
import Foundation

#if canImport(UIKit)
  import UIKit
#elseif CAROUSEL_STAND_INS
  import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_STAND_INS

  extension CarouselCardCell {
    // MARK: - Hover

    /// The corner radius of a card's hover shape: SAP's card style (spec §1, "Card anatomy").
    public static let hoverCornerRadius: CGFloat = 16

    /// Whether the card shows the system's hover effect while the pointer (iPad) or the eyes
    /// (Apple Vision Pro) rest on it: a `UIHoverStyle` with the automatic effect, shaped as a
    /// rectangle with ``hoverCornerRadius`` corners (default `true` on iOS and iPadOS 17 and
    /// visionOS; set `false` to opt out, or set `hoverStyle` yourself).
    ///
    /// Before iOS 17 UIKit has no hover style for a view, and Apple's pages give the hover
    /// shape (`UIShape`, `UIHoverStyle(shape:)`) no Mac Catalyst version, so there the cell
    /// shows no hover effect and this is `false`.
    ///
    /// ```swift
    /// final class QuietCell: CarouselCardCell {
    ///   override init(frame: CGRect) {
    ///     super.init(frame: frame)
    ///     showsHoverEffect = false
    ///   }
    ///   required init?(coder: NSCoder) { super.init(coder: coder) }
    /// }
    /// ```
    public var showsHoverEffect: Bool {
      get {
        #if targetEnvironment(macCatalyst)
          return false
        #else
          if #available(iOS 17.0, visionOS 1.0, *) { return hoverStyle != nil }
          return false
        #endif
      }
      set {
        #if !targetEnvironment(macCatalyst)
          if #available(iOS 17.0, visionOS 1.0, *) {
            hoverStyle = newValue ? Self.cardHoverStyle() : nil
          }
        #endif
      }
    }

    /// Gives a new cell the card's hover style (called once, from the initialisers).
    func applyDefaultHoverStyle() {
      showsHoverEffect = true
    }

    #if !targetEnvironment(macCatalyst)
      /// The card's hover style: the automatic effect in a rounded rectangle.
      @available(iOS 17.0, visionOS 1.0, *)
      static func cardHoverStyle() -> UIHoverStyle {
        UIHoverStyle(shape: .rect(cornerRadius: hoverCornerRadius))
      }
    #endif
  }
#endif

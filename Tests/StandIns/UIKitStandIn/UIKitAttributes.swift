import Foundation

#if CAROUSEL_STAND_INS
  extension AttributeScopes {
    /// UIKit's text attributes (the subset the adapters use), so that a container's `font`
    /// is a `UIFont`, as with UIKit.
    /// Apple: https://developer.apple.com/documentation/foundation/attributescopes/uikitattributes
    @available(iOS 15.0, macCatalyst 15.0, visionOS 1.0, *)
    public struct UIKitAttributes: AttributeScope {
      /// The font.
      /// Availability: not read from its own page (checked as the newest release).
      /// Apple: https://developer.apple.com/documentation/foundation/attributescopes/uikitattributes/font
      public let font: FontAttribute

      /// The font of the text.
      /// Availability: not read from its own page (checked as the newest release).
      /// Apple: https://developer.apple.com/documentation/foundation/attributescopes/uikitattributes/fontattribute
      public enum FontAttribute: AttributedStringKey {
        /// A font.
        /// Availability: not read from its own page (checked as the newest release).
        public typealias Value = UIFont
        /// `NSFont`, as `NSAttributedString.Key.font`'s raw value.
        /// Availability: not read from its own page (checked as the newest release).
        public static let name = "NSFont"
      }
    }

    /// UIKit's attribute scope.
    /// Apple: https://developer.apple.com/documentation/foundation/attributescopes/uikit
    @available(iOS 15.0, macCatalyst 15.0, visionOS 1.0, *)
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
  }

  @available(iOS 15.0, macCatalyst 15.0, visionOS 1.0, *)
  extension AttributeDynamicLookup {
    /// UIKit's attributes by name (`container.font`).
    /// Apple: https://developer.apple.com/documentation/foundation/attributedynamiclookup/subscript(dynamicmember:)-4yyyo
    public subscript<T: AttributedStringKey>(
      dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>
    ) -> T {
      self[T.self]
    }
  }

  /// A transformation of text attributes, such as a button configuration's title font.
  /// Apple: https://developer.apple.com/documentation/uikit/uiconfigurationtextattributestransformer-swift.struct
  @available(iOS 15.0, macCatalyst 15.0, visionOS 1.0, *)
  public struct UIConfigurationTextAttributesTransformer {
    /// The transformation.
    /// Apple: https://developer.apple.com/documentation/uikit/uiconfigurationtextattributestransformer-swift.struct/transform
    public let transform: (AttributeContainer) -> AttributeContainer

    /// Creates a transformer from a closure.
    /// Apple: https://developer.apple.com/documentation/uikit/uiconfigurationtextattributestransformer-swift.struct/init(_:)
    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
      self.transform = transform
    }

    /// Calls the transformation.
    /// Apple: https://developer.apple.com/documentation/uikit/uiconfigurationtextattributestransformer-swift.struct/callasfunction(_:)
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer {
      transform(input)
    }
  }
#endif

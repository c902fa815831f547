import Foundation

#if CAROUSEL_STAND_INS
  // UIKit's extension on `IndexPath` (Foundation on Linux has neither the initialiser nor the
  // accessors).
  extension IndexPath {
    /// Creates an index path for an item in a collection view section (UIKit).
    /// Availability: not read from its own page (checked as the newest release).
    /// Apple: https://developer.apple.com/documentation/foundation/nsindexpath/init(foritem:insection:)
    @available(iOS 6.0, macCatalyst 13.1, visionOS 1.0, *)
    public init(item: Int, section: Int) {
      self.init(indexes: [section, item])
    }

    /// The index of the section (UIKit).
    /// Apple: https://developer.apple.com/documentation/foundation/indexpath/section-8h7wo
    @available(iOS 7.0, macCatalyst 13.1, visionOS 1.0, *)
    public var section: Int {
      get { self[0] }
      set { self[0] = newValue }
    }

    /// The index of the item in its section (UIKit).
    /// Apple: https://developer.apple.com/documentation/foundation/indexpath/item-8cp0y
    @available(iOS 7.0, macCatalyst 13.1, visionOS 1.0, *)
    public var item: Int {
      get { self[1] }
      set { self[1] = newValue }
    }
  }
#endif

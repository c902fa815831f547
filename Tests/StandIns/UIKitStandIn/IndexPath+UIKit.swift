import Foundation

#if CAROUSEL_STAND_INS
  // UIKit's extension on `IndexPath` (Foundation on Linux has neither the initialiser nor the
  // accessors).
  extension IndexPath {
    /// Creates an index path for an item in a collection view section (UIKit).
    public init(item: Int, section: Int) {
      self.init(indexes: [section, item])
    }

    /// The index of the section (UIKit).
    public var section: Int {
      get { self[0] }
      set { self[0] = newValue }
    }

    /// The index of the item in its section (UIKit).
    public var item: Int {
      get { self[1] }
      set { self[1] = newValue }
    }
  }
#endif

import Foundation

#if CAROUSEL_STAND_INS
  /// One change in a batch update of a collection view.
  /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem
  @available(iOS 6.0, macCatalyst 13.1, visionOS 1.0, *)
  @MainActor open class UICollectionViewUpdateItem: NSObject {
    /// What kind of change.
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem/action
    public enum Action: Int, Sendable {
      /// An insertion.
      /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem/action/insert
      case insert = 0
      /// A deletion.
      /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem/action/delete
      case delete = 1
      /// A reload.
      /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem/action/reload
      case reload = 2
      /// A move.
      /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem/action/move
      case move = 3
      /// No action.
      /// Availability: not read from its own page (checked as the newest release).
      case none = 4
    }

    /// The item's index path before the update (`nil` for an insertion).
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem/indexpathbeforeupdate
    open private(set) var indexPathBeforeUpdate: IndexPath?
    /// The item's index path after the update (`nil` for a deletion).
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem/indexpathafterupdate
    open private(set) var indexPathAfterUpdate: IndexPath?
    /// The kind of change.
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem/updateaction
    open private(set) var updateAction: Action

    /// Creates an update item. UIKit creates them during a batch update; this initialiser stands
    /// for UIKit.
    @_spi(StandIn) public init(action: Action, before: IndexPath?, after: IndexPath?) {
      updateAction = action
      indexPathBeforeUpdate = before
      indexPathAfterUpdate = after
      super.init()
    }
  }
#endif

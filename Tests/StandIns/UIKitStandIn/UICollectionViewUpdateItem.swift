import Foundation

#if CAROUSEL_STAND_INS
  /// One change in a batch update of a collection view.
  /// Apple: https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem
  @available(iOS 6.0, macCatalyst 13.1, visionOS 1.0, *)
  @MainActor open class UICollectionViewUpdateItem: NSObject {
    /// What kind of change.
    public enum Action: Int, Sendable {
      /// An insertion.
      case insert = 0
      /// A deletion.
      case delete = 1
      /// A reload.
      case reload = 2
      /// A move.
      case move = 3
      /// No action.
      case none = 4
    }

    /// The item's index path before the update (`nil` for an insertion).
    open private(set) var indexPathBeforeUpdate: IndexPath?
    /// The item's index path after the update (`nil` for a deletion).
    open private(set) var indexPathAfterUpdate: IndexPath?
    /// The kind of change.
    open private(set) var updateAction: Action

    /// Creates an update item. UIKit creates them during a batch update; this initialiser stands
    /// for UIKit.
    public init(action: Action, before: IndexPath?, after: IndexPath?) {
      updateAction = action
      indexPathBeforeUpdate = before
      indexPathAfterUpdate = after
      super.init()
    }
  }
#endif

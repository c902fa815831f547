import UIKit

/// A collection view as tall as its content, for a carousel among other rows of a screen
/// (`ExampleRowsView`): each change of its content size asks its superview to lay out again.
///
/// A carousel's content height is its header cell, its tallest card and its insets; it changes
/// when cards measure themselves (self-sizing, Dynamic Type).
final class ContentSizedCollectionView: UICollectionView {
  override var contentSize: CGSize {
    didSet {
      if contentSize.height != oldValue.height { superview?.setNeedsLayout() }
    }
  }

  /// The height the view wants at its current content: the content's, or 1 point before the
  /// layout has any (a carousel needs a viewport of some height to lay out at all).
  var preferredHeight: CGFloat { max(1, contentSize.height) }
}

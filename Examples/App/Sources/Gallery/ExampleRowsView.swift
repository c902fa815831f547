import UIKit

/// A UIKit screen's rows, top to bottom in a vertical scroll view, each as wide as the screen:
/// captions (labels at the carousel's leading inset, 16 points) and collection views as tall
/// as their content (`ContentSizedCollectionView`).
///
/// Frames, not Auto Layout, so that the same file builds against the package's UIKit stand-in
/// (`Scripts/example-app`).
final class ExampleRowsView: UIScrollView {
  /// The rows, in order.
  private(set) var rows: [UIView] = []
  /// The space between rows.
  var rowSpacing: CGFloat = 16

  /// Creates a view of `rows`.
  init(rows: [UIView]) {
    super.init(frame: .zero)
    for row in rows { add(row) }
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Adds a row at the bottom.
  func add(_ row: UIView) {
    rows.append(row)
    addSubview(row)
    setNeedsLayout()
  }

  /// A caption row: what the next example shows and what to look for.
  static func caption(_ text: String) -> UILabel {
    let label = UILabel(frame: .zero)
    label.text = text
    label.numberOfLines = 0
    label.font = .preferredFont(forTextStyle: .footnote)
    label.textColor = .secondaryLabel
    label.adjustsFontForContentSizeCategory = true
    return label
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width
    var y = rowSpacing
    for row in rows {
      let frame: CGRect
      switch row {
      case let collectionView as ContentSizedCollectionView:
        frame = CGRect(x: 0, y: y, width: width, height: collectionView.preferredHeight)
      case let label as UILabel:
        // Captions keep the carousel's compact leading and trailing insets.
        let inner = max(0, width - 32)
        let fitting = label.sizeThatFits(CGSize(width: inner, height: .greatestFiniteMagnitude))
        frame = CGRect(x: 16, y: y, width: inner, height: fitting.height)
      default:
        // Other rows (a page control) at their intrinsic height, full width.
        frame = CGRect(x: 0, y: y, width: width, height: max(0, row.intrinsicContentSize.height))
      }
      if row.frame != frame { row.frame = frame }
      y = frame.maxY + rowSpacing
    }
    let size = CGSize(width: width, height: y)
    if contentSize != size { contentSize = size }
  }
}

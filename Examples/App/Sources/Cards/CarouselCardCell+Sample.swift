import CarouselLayout
import CarouselLayoutUIKit
import UIKit

extension CarouselCardCell {
  /// Shows a sample card in the package's card cell, which draws `CardContent` in the Fiori
  /// card style: title and subtitle in the header, the key figure and text in the body, the
  /// actions as buttons in the footer; the cell measures it, so cards size themselves.
  func show(_ card: SampleCard) {
    content = card.content
    let title = card.content.title ?? ""
    onAction = { _, action in print("\(action): \(title)") }
  }
}

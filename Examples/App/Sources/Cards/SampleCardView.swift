import CarouselLayout
import CarouselLayoutSwiftUI
import SwiftUI

/// A sample card in SwiftUI: the package's `CarouselCard(content:)`, which draws
/// `CardContent` in the Fiori card style as the UIKit cell does — title and subtitle in the
/// header, the key figure and text in the body, the actions as buttons in the footer.
struct SampleCardView: View {
  /// The card shown.
  var card: SampleCard

  var body: some View {
    let title = card.content.title ?? ""
    CarouselCard(content: card.content) { _, action in
      print("\(action): \(title)")
    }
  }
}

import CarouselLayout
import CarouselLayoutSwiftUI
import SwiftUI

/// A sample card in SwiftUI, drawn with the Fiori card style (`CarouselCard`): title and
/// subtitle in the header, the key figure and text in the body, the actions in the footer.
struct SampleCardView: View {
  /// The card shown.
  var card: SampleCard

  var body: some View {
    let content = card.content
    CarouselCard {
      VStack(alignment: .leading, spacing: 2) {
        Text(content.title ?? "").font(.headline)
        if let subtitle = content.subtitle {
          Text(subtitle).font(.subheadline).foregroundStyle(.secondary)
        }
      }
    } body: {
      VStack(alignment: .leading, spacing: 4) {
        if let kpi = content.kpi {
          Text(kpi).font(.title3.weight(.bold))
        }
        if let text = content.body {
          Text(text).font(.body)
        }
      }
    } footer: {
      HStack(spacing: 16) {
        ForEach(content.actions, id: \.self) { action in
          Button(action) { print("\(action): \(content.title ?? "")") }
        }
      }
    }
  }
}

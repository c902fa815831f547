import CarouselLayout
import CarouselLayoutSwiftUI
import SwiftUI

/// VoiceOver and the keyboard in SwiftUI: the same products in the two VoiceOver modes, with
/// what each does, and the keys a hardware keyboard moves the carousel with.
struct VoiceOverAndKeyboardSwiftUI: View {
  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 24) {
        ExampleNote(
          "Per card (the default): each card is a container read as \"Card 3 of 6\"; its"
            + " buttons stay reachable; a three-finger swipe pages; moving VoiceOver to a card"
            + " off screen brings it to rest.")
        SampleCarousel(title: "Per Card", cards: SampleCatalog.products, accessibilityMode: .cards)
        ExampleNote(
          "Adjustable: the carousel is one element, \"3 of 6\"; swipe up or down to move a"
            + " card. The cards' buttons cannot be reached in this mode.")
        SampleCarousel(
          title: "Adjustable", cards: SampleCatalog.products, accessibilityMode: .adjustable)
        ExampleNote(
          "Keyboard: tab to a carousel, then → and ← move one card (mirrored right to left),"
            + " Home and End go to the first and last card, Page Up and Page Down move a page.")
      }
      .padding(.vertical, 16)
    }
  }
}

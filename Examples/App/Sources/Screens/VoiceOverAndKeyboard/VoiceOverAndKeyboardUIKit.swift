import CarouselLayout
import CarouselLayoutUIKit
import UIKit

/// VoiceOver and the keyboard in UIKit: the same products in the layout's two VoiceOver modes
/// (`layout.accessibility.mode`), with what each does; a hardware keyboard moves the first
/// carousel (`VoiceOverAndKeyboardUIKit+Keyboard.swift` hands the keys to its navigator).
final class VoiceOverAndKeyboardUIKit: ExampleViewController {
  /// The per-card carousel, which the arrow keys move.
  let perCard = SampleCarouselUIKit(title: "Per Card", cards: SampleCatalog.products)
  private let adjustable: SampleCarouselUIKit = {
    let carousel = SampleCarouselUIKit(title: "Adjustable", cards: SampleCatalog.products)
    carousel.layout.accessibility.mode = .adjustable
    return carousel
  }()

  override var carousels: [SampleCarouselUIKit] { [perCard, adjustable] }

  override var rows: [UIView] {
    [
      ExampleRowsView.caption(
        "Per card (the default): each card is a container read as \"Card 3 of 6\"; its"
          + " contents stay reachable; a three-finger swipe pages; moving VoiceOver to a card"
          + " off screen brings it to rest."),
      perCard.collectionView,
      ExampleRowsView.caption(
        "Adjustable: the carousel is one element named by its header, \"Adjustable, 3 of 6\";"
          + " swipe up or down to move a card."),
      adjustable.collectionView,
      ExampleRowsView.caption(
        "Keyboard: → and ← move the first carousel one card (mirrored right to left), Home and"
          + " End go to the first and last card, Page Up and Page Down move a page."),
    ]
  }
}

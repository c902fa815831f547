import CarouselLayout
import Foundation
import Testing

@testable import CarouselLayoutStrings

/// The shared strings table and the formatter that fills its formats. No framework: these run
/// on every platform `swift test` runs on.
@Suite struct CarouselStringsTests {
  @Test("the wording reads the table: card, cards and position, as English says them")
  func wording() {
    let wording = CarouselStrings.wording
    #expect(wording.card(3, 12) == "Card 3 of 12")
    #expect(wording.cards(4, 6, 12) == "Cards 4–6 of 12")
    #expect(wording.position(3, 12) == "3 of 12")
    #expect(CarouselStrings.seeAllTitle(20) == "See All (20)")
    #expect(CarouselStrings.moreActions == "More")
  }

  @Test("the engine's update announcement in the table's words: added first, nothing for nothing")
  func announcement() {
    func words(_ added: Int, _ removed: Int) -> String? {
      CarouselStrings.announcement(UpdateAnnouncement(addedCards: added, removedCards: removed))
    }
    #expect(words(2, 0) == "2 cards added")
    #expect(words(0, 1) == "1 card removed")
    #expect(words(1, 3) == "1 card added, 3 cards removed")
    #expect(words(0, 0) == nil)
  }

  @Test("fill gives what String(format:) gives, for plain, positional and reordered formats")
  func fillMatchesFoundation() {
    let formats = [
      "Card %1$lld of %2$lld", "Cards %1$lld–%2$lld of %3$lld", "%lld of %lld",
      "%2$lld von %1$lld", "100%% sure: %lld", "no arguments", "%lld", "ümlaut %lld é",
    ]
    let values = [[3, 12, 40], [0, -7, 1_000_000], [Int.max, Int.min, 5]]
    for format in formats {
      for value in values {
        let expected = String(format: format, arguments: value.map { $0 as CVarArg })
        #expect(CarouselStrings.fill(format, with: value) == expected, "\(format) \(value)")
      }
    }
  }

  @Test("any other specifier, or a value not given, goes to Foundation's formatter")
  func fillFallsBack() {
    #expect(CarouselStrings.fill("%d items", with: [4]) == String(format: "%d items", 4))
    #expect(CarouselStrings.fill("%3$lld", with: [1, 2, 3]) == "3")
    #expect(CarouselStrings.fill("trailing %", with: []) == String(format: "trailing %"))
  }
}

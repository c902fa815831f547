import CarouselLayout
import Foundation

/// The words both adapters show and speak (the header cell's "See All (N)" and its VoiceOver
/// label, value and hint, the empty state's default words, card positions, announcements),
/// looked up in this module's `Localizable.strings` (`Bundle.module`): one table for UIKit and
/// SwiftUI, English today; a language is one more `.lproj` folder beside `en.lproj`.
///
/// `package`, not `public`: an app reads these words through the adapters' views, and the
/// table is no API of its own.
///
/// A `.strings` table, not a String Catalog: SwiftPM on Linux copies an `.xcstrings` file into
/// the bundle without compiling it, so its strings are never found there (tried with Swift
/// 6.3); `.lproj/Localizable.strings` works on every platform.
package enum CarouselStrings {
  /// A string from the table, formatted with `arguments`.
  package static func text(_ key: String, _ arguments: CVarArg...) -> String {
    let format = Bundle.module.localizedString(forKey: key, value: nil, table: nil)
    return arguments.isEmpty ? format : String(format: format, arguments: arguments)
  }

  /// "See All (12)".
  package static func seeAllTitle(_ count: Int) -> String {
    text("carousel.seeAll.title %lld", count)
  }
  /// "See All", the VoiceOver label.
  package static var seeAllLabel: String { text("carousel.seeAll.label") }
  /// "12 items", the VoiceOver value.
  package static func seeAllValue(_ count: Int) -> String {
    count == 1 ? text("carousel.seeAll.value.one") : text("carousel.seeAll.value %lld", count)
  }
  /// The VoiceOver hint of "See All".
  package static var seeAllHint: String { text("carousel.seeAll.hint") }
  /// "Carousel", the adjustable element's label without a header title.
  package static var carouselLabel: String { text("carousel.label") }
  /// "Page", the page indicator's label.
  package static var pageIndicatorLabel: String { text("carousel.pageIndicator.label") }
  /// "Previous page", the previous-page button's VoiceOver label.
  package static var previousPageLabel: String { text("carousel.previousPage.label") }
  /// "Next page", the next-page button's VoiceOver label.
  package static var nextPageLabel: String { text("carousel.nextPage.label") }
  /// "3 cards added" / "1 card removed" (one and other counts: `.stringsdict` plural rules are
  /// not used, as Linux's Foundation is not known to read them).
  package static func changed(by difference: Int) -> String {
    let count = abs(difference)
    let kind = difference > 0 ? "inserted" : "removed"
    return count == 1
      ? text("carousel.announce.\(kind).one") : text("carousel.announce.\(kind) %lld", count)
  }

  /// The engine's wording in the table's language.
  package static var wording: CarouselWording {
    CarouselWording(
      card: { text("carousel.card %lld %lld", $0, $1) },
      cards: { text("carousel.cards %lld %lld %lld", $0, $1, $2) },
      position: { text("carousel.position %lld %lld", $0, $1) })
  }
}

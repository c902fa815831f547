import CarouselLayout
import Foundation

#if canImport(SwiftUI) || CAROUSEL_STAND_INS
  /// The words the SwiftUI carousel shows and speaks, looked up in this module's
  /// `Localizable.strings` (`Bundle.module`), so an app adds a language by adding an `.lproj`.
  ///
  /// A `.strings` table, not a String Catalog: SwiftPM on Linux copies an `.xcstrings` file into
  /// the bundle without compiling it, so its strings are never found there (tried with Swift
  /// 6.3); `.lproj/Localizable.strings` works on every platform.
  enum CarouselStrings {
    /// A string from the table, formatted with `arguments`.
    static func text(_ key: String, _ arguments: CVarArg...) -> String {
      let format = Bundle.module.localizedString(forKey: key, value: nil, table: nil)
      return arguments.isEmpty ? format : String(format: format, arguments: arguments)
    }

    /// "See All (12)".
    static func seeAllTitle(_ count: Int) -> String { text("carousel.seeAll.title %lld", count) }
    /// "See All", the VoiceOver label.
    static var seeAllLabel: String { text("carousel.seeAll.label") }
    /// "12 items", the VoiceOver value.
    static func seeAllValue(_ count: Int) -> String {
      count == 1 ? text("carousel.seeAll.value.one") : text("carousel.seeAll.value %lld", count)
    }
    /// The VoiceOver hint of "See All".
    static var seeAllHint: String { text("carousel.seeAll.hint") }
    /// "Carousel", the adjustable element's label without a header title.
    static var carouselLabel: String { text("carousel.label") }
    /// "Page", the page indicator's label.
    static var pageIndicatorLabel: String { text("carousel.pageIndicator.label") }
    /// "3 cards added" / "1 card removed" (one and other counts: `.stringsdict` plural rules are
    /// not used, as Linux's Foundation is not known to read them).
    static func changed(by difference: Int) -> String {
      let count = abs(difference)
      let kind = difference > 0 ? "inserted" : "removed"
      return count == 1
        ? text("carousel.announce.\(kind).one") : text("carousel.announce.\(kind) %lld", count)
    }

    /// The engine's wording in the table's language.
    static var wording: CarouselWording {
      CarouselWording(
        card: { text("carousel.card %lld %lld", $0, $1) },
        cards: { text("carousel.cards %lld %lld %lld", $0, $1, $2) },
        position: { text("carousel.position %lld %lld", $0, $1) })
    }
  }
#endif

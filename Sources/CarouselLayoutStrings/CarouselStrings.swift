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
  /// "More", the title of a card footer's overflow button (its menu holds the actions that
  /// did not fit, `CardFooterLayout`).
  package static var moreActions: String { text("carousel.card.more") }
  /// "3 cards added" / "1 card removed" (one and other counts: `.stringsdict` plural rules are
  /// not used, as Linux's Foundation is not known to read them).
  package static func changed(by difference: Int) -> String {
    let count = abs(difference)
    let kind = difference > 0 ? "inserted" : "removed"
    return count == 1
      ? text("carousel.announce.\(kind).one") : text("carousel.announce.\(kind) %lld", count)
  }

  /// What VoiceOver says for the engine's `announcement` after the cards changed: "2 cards
  /// added", "1 card removed", both (added first) when both happened; `nil` when it says
  /// nothing (``CarouselLayout/UpdateAnnouncement/speaks``). Both adapters speak these words.
  package static func announcement(_ announcement: UpdateAnnouncement) -> String? {
    var parts: [String] = []
    if announcement.addedCards > 0 { parts.append(changed(by: announcement.addedCards)) }
    if announcement.removedCards > 0 { parts.append(changed(by: -announcement.removedCards)) }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }

  /// The engine's wording in the table's language. Its three formats are looked up once, the
  /// first time it is read, and filled in Swift (``fill(_:with:)``): a card's position label
  /// is made while the carousel scrolls, for every card that comes on screen.
  package static let wording: CarouselWording = {
    let card = format("carousel.card %lld %lld")
    let cards = format("carousel.cards %lld %lld %lld")
    let position = format("carousel.position %lld %lld")
    return CarouselWording(
      card: { fill(card, with: [$0, $1]) },
      cards: { fill(cards, with: [$0, $1, $2]) },
      position: { fill(position, with: [$0, $1]) })
  }()

  /// The table's format for `key`.
  package static func format(_ key: String) -> String {
    Bundle.module.localizedString(forKey: key, value: nil, table: nil)
  }

  /// `format` with its integer arguments filled in: `%lld` takes the next value, `%n$lld` the
  /// n-th (a translation may reorder them), `%%` is a percent sign: what `String(format:)`
  /// gives for a format that uses its values in order or by position without skipping one
  /// (tested), without Foundation's formatter. A format that skips a value is filled by
  /// position, where `String(format:)`'s answer is undefined (C's `printf` rule). A format with
  /// any other specifier, or one that names a value not given, goes to `String(format:)`.
  ///
  /// - Complexity: O(length of `format`).
  package static func fill(_ format: String, with values: [Int]) -> String {
    var result = ""
    var next = 0
    var rest = Substring(format)
    while let percent = rest.firstIndex(of: "%") {
      result += rest[..<percent]
      rest = rest[rest.index(after: percent)...]
      if rest.first == "%" {
        result += "%"
        rest = rest.dropFirst()
        continue
      }
      var position = next
      let digits = rest.prefix { $0.isASCII && $0.isNumber }
      if !digits.isEmpty, rest.dropFirst(digits.count).first == "$", let n = Int(digits), n > 0 {
        position = n - 1
        rest = rest.dropFirst(digits.count + 1)
      } else {
        next += 1
      }
      guard rest.hasPrefix("lld"), position < values.count else {
        return String(format: format, arguments: values.map { $0 as CVarArg })
      }
      result += String(values[position])
      rest = rest.dropFirst(3)
    }
    return result + rest
  }
}

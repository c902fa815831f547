import CarouselLayout
import Foundation

#if canImport(SwiftUI)
  import SwiftUI
#elseif CAROUSEL_STAND_INS
  import SwiftUIStandIn
#endif

#if canImport(SwiftUI) || CAROUSEL_STAND_INS
  import CarouselLayoutStrings

  /// The header cell above a carousel, as SAP Fiori draws it: the title on one line at the
  /// leading margin with the header trait, and at the trailing margin "See All (N)" with a
  /// `chevron.forward`, which VoiceOver reads as "See All", "N items" and a hint.
  ///
  /// SAP's source: the title style of `SectionHeaderStyle.fiori.swift` (one line, `.isHeader`;
  /// here as many lines as it needs at the accessibility text sizes)
  /// and the "See All (%d)" action of `TimelinePreviewStyle.fiori.swift` (subheadline semibold
  /// in the tint colour, the chevron in the secondary colour; VoiceOver label "See All", value
  /// "%d items", a hint). Every string comes from this module's `Localizable.strings`; the text
  /// styles scale with Dynamic Type, and the cell grows with them (its height is a minimum).
  ///
  /// ```swift
  /// CarouselHeaderView(title: "Recommended", cardCount: 12, showsSeeAll: true) {
  ///   showAll = true
  /// }
  /// ```
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public struct CarouselHeaderView: View {
    let title: String
    let cardCount: Int
    let showsSeeAll: Bool
    let minimumHeight: CGFloat
    let onSeeAll: (@MainActor () -> Void)?
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    /// Creates a header cell.
    ///
    /// - Parameters:
    ///   - title: the section's title.
    ///   - cardCount: the number of cards "See All" names.
    ///   - showsSeeAll: whether "See All" shows (``/CarouselLayout/CarouselTrack/showsSeeAll``).
    ///   - minimumHeight: the cell's height at the default text size (it grows with larger
    ///     text); the engine's ``/CarouselLayout/HeaderCell/height``, 44 by default.
    ///   - onSeeAll: the "See All" action; without one, "See All" does not show.
    public init(
      title: String, cardCount: Int, showsSeeAll: Bool, minimumHeight: CGFloat = 44,
      onSeeAll: (@MainActor () -> Void)? = nil
    ) {
      self.title = title
      self.cardCount = max(0, cardCount)
      self.showsSeeAll = showsSeeAll
      self.minimumHeight = minimumHeight
      self.onSeeAll = onSeeAll
    }

    /// The title, a flexible space and "See All".
    public var body: some View {
      HStack(spacing: 8) {
        Text(title)
          .font(.headline)
          // One line at the regular text sizes; wrapped at the accessibility sizes.
          .lineLimit(dynamicTypeSize.isAccessibilitySize ? nil : 1)
          .accessibilityAddTraits(.isHeader)
        Spacer(minLength: 8)
        if showsSeeAll, let onSeeAll {
          Button {
            onSeeAll()
          } label: {
            HStack(spacing: 4) {
              Text(CarouselStrings.seeAllTitle(cardCount))
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(.tint)
              Image(systemName: "chevron.forward")
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(.secondary)
            }
          }
          .accessibilityLabel(Text(CarouselStrings.seeAllLabel))
          .accessibilityValue(Text(CarouselStrings.seeAllValue(cardCount)))
          .accessibilityHint(Text(CarouselStrings.seeAllHint))
        }
      }
      .frame(minHeight: minimumHeight)
    }
  }
#endif

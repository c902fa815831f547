import CarouselLayout
import Foundation

#if canImport(SwiftUI)
  import SwiftUI
#elseif CAROUSEL_STAND_INS
  import SwiftUIStandIn
#endif

#if canImport(SwiftUI) || CAROUSEL_STAND_INS

  /// The empty state as SAP Fiori draws it, an illustrated message: the image at one of SAP's
  /// sizes (``/CarouselLayout/EmptyStateImageSize``, medium 92 points by default), the title
  /// and an optional description, centred, in Dynamic Type text styles. VoiceOver reads the
  /// title, then the description, as one element (the image is decorative).
  ///
  /// Give it as the carousel's empty state, or any view of your own instead:
  ///
  /// ```swift
  /// Carousel(count: cards.count) { index in
  ///   CardView(card: cards[index])
  /// } emptyState: {
  ///   CarouselEmptyStateView(
  ///     systemImage: "tray", title: "No recommendations",
  ///     description: "New products show up here.")
  /// }
  /// ```
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public struct CarouselEmptyStateView: View {
    let image: Image
    let title: String
    let description: String?
    let imageSize: EmptyStateImageSize

    /// Creates an illustrated message with any image.
    ///
    /// - Parameters:
    ///   - image: the image (made resizable and scaled to fit `imageSize`).
    ///   - title: the title, in the title 3 style.
    ///   - description: the text below the title, or `nil`.
    ///   - imageSize: one of SAP's sizes (default `.medium`, 92 points).
    public init(
      image: Image, title: String, description: String? = nil,
      imageSize: EmptyStateImageSize = .medium
    ) {
      self.image = image
      self.title = title
      self.description = description
      self.imageSize = imageSize
    }

    /// Creates an illustrated message with an SF Symbol.
    public init(
      systemImage name: String, title: String, description: String? = nil,
      imageSize: EmptyStateImageSize = .medium
    ) {
      self.init(
        image: Image(systemName: name), title: title, description: description,
        imageSize: imageSize)
    }

    /// The image, the title and the description, stacked and centred.
    public var body: some View {
      // SAP's spacing (`IllustratedMessageStyle.fiori.swift`): 16 below the image, 4 below
      // the title, 16 at the sides of the texts.
      VStack(spacing: 0) {
        image
          .resizable()
          .scaledToFit()
          .frame(width: imageSize.size.width, height: imageSize.size.height)
          .foregroundStyle(.secondary)
          .accessibilityHidden(true)
          .padding(.bottom, 16)
        Text(title)
          .font(.title3)
          .multilineTextAlignment(.center)
          .padding(.horizontal, 16)
          .padding(.bottom, 4)
        if let description {
          Text(description)
            .font(.subheadline)
            .foregroundStyle(.secondary)
            .multilineTextAlignment(.center)
            .padding(.horizontal, 16)
        }
      }
      .frame(maxWidth: .infinity)
      .accessibilityElement(children: .combine)
    }
  }
#endif

import CarouselLayout
import Foundation

#if canImport(SwiftUI)
  import SwiftUI
#elseif CAROUSEL_STAND_INS
  import SwiftUIStandIn
#endif

#if canImport(SwiftUI) || CAROUSEL_STAND_INS

  /// The carousel without cards: SAP Fiori's illustrated message — an image, a title, an
  /// optional description and up to two actions ("some information needs to be created": the
  /// guideline's other empty state), stacked and centred or, horizontal, with the image on the
  /// leading side. VoiceOver reads the title and description as one element and each button as
  /// its own; every button is at least 44 × 44 points.
  ///
  /// ```swift
  /// Carousel(count: 0) { _ in EmptyView() } emptyState: {
  ///   CarouselEmptyStateView(
  ///     systemImage: "cart", title: "No products", description: "Add the first one.",
  ///     primaryAction: CarouselEmptyStateAction("Add Product") { showEditor() })
  /// }
  /// ```
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public struct CarouselEmptyStateView: View {
    let image: Image
    let title: String
    let description: String?
    let imageSize: EmptyStateImageSize
    let axis: EmptyStateAxis
    let actions: [CarouselEmptyStateAction]

    /// Creates an illustrated message with any image.
    ///
    /// - Parameters:
    ///   - image: the image, sized to `imageSize` and hidden from VoiceOver.
    ///   - title: the title, in the title 3 text style.
    ///   - description: the description below the title (`nil`: none).
    ///   - imageSize: one of SAP's sizes (default `.medium`, 92 points).
    ///   - primaryAction: the main action, a prominent button (`nil`: none).
    ///   - secondaryAction: a second, bordered button after the primary one; shown only with a
    ///     primary action (SAP's order).
    ///   - axis: vertical (the default) or horizontal.
    public init(
      image: Image, title: String, description: String? = nil,
      imageSize: EmptyStateImageSize = .medium, axis: EmptyStateAxis = .vertical,
      primaryAction: CarouselEmptyStateAction? = nil,
      secondaryAction: CarouselEmptyStateAction? = nil
    ) {
      self.image = image
      self.title = title
      self.description = description
      self.imageSize = imageSize
      self.axis = axis
      self.actions = primaryAction.map { [$0] + (secondaryAction.map { [$0] } ?? []) } ?? []
    }

    /// Creates an illustrated message with an SF Symbol.
    public init(
      systemImage name: String, title: String, description: String? = nil,
      imageSize: EmptyStateImageSize = .medium, axis: EmptyStateAxis = .vertical,
      primaryAction: CarouselEmptyStateAction? = nil,
      secondaryAction: CarouselEmptyStateAction? = nil
    ) {
      self.init(
        image: Image(systemName: name), title: title, description: description,
        imageSize: imageSize, axis: axis, primaryAction: primaryAction,
        secondaryAction: secondaryAction)
    }

    /// The image, the text and the buttons; SAP's spacing (`IllustratedMessageStyle.fiori.swift`):
    /// 16 beside or below the image, 4 below the title, 16 at the sides of the texts and above
    /// the buttons, 8 between them.
    public var body: some View {
      switch axis {
      case .vertical:
        VStack(spacing: 0) {
          picture.padding(.bottom, 16)
          words(alignment: .center)
          buttons.padding(.top, actions.isEmpty ? 0 : 16)
        }
        .frame(maxWidth: .infinity)
      case .horizontal:
        HStack(alignment: .top, spacing: 16) {
          picture
          VStack(alignment: .leading, spacing: 0) {
            words(alignment: .leading)
            buttons.padding(.top, actions.isEmpty ? 0 : 16)
          }
        }
        .padding(.horizontal, 16)
        .frame(maxWidth: .infinity, alignment: .leading)
      }
    }

    private var picture: some View {
      image
        .resizable()
        .scaledToFit()
        .frame(width: imageSize.size.width, height: imageSize.size.height)
        .foregroundStyle(.secondary)
        .accessibilityHidden(true)
    }

    /// The title and description, one VoiceOver element.
    private func words(alignment: TextAlignment) -> some View {
      VStack(alignment: alignment == .center ? .center : .leading, spacing: 4) {
        Text(title)
          .font(.title3)
          .multilineTextAlignment(alignment)
        if let description {
          Text(description)
            .font(.subheadline)
            .foregroundStyle(.secondary)
            .multilineTextAlignment(alignment)
        }
      }
      .padding(.horizontal, axis == .vertical ? 16 : 0)
      .accessibilityElement(children: .combine)
    }

    /// The buttons, the first prominent, each at least 44 × 44 points.
    @ViewBuilder
    private var buttons: some View {
      if !actions.isEmpty {
        VStack(spacing: 8) {
          ForEach(actions.indices, id: \.self) { index in
            button(actions[index], prominent: index == 0)
          }
        }
      }
    }

    @ViewBuilder
    private func button(_ action: CarouselEmptyStateAction, prominent: Bool) -> some View {
      let label = Button(action.title, action: action.action)
        .frame(minWidth: PageControls.minimumHitTarget, minHeight: PageControls.minimumHitTarget)
      if prominent {
        label.buttonStyle(.borderedProminent)
      } else {
        label.buttonStyle(.bordered)
      }
    }
  }

  /// An action of a ``CarouselEmptyStateView``: a button's title and what it does.
  public struct CarouselEmptyStateAction {
    /// The button's title.
    package var title: String
    /// What the button does, on the main actor.
    package var action: @MainActor () -> Void

    /// Creates an action.
    public init(_ title: String, action: @escaping @MainActor () -> Void) {
      self.title = title
      self.action = action
    }
  }
#endif

import CarouselLayout
import CarouselLayoutSwiftUI
import Foundation
import Testing

#if CAROUSEL_STAND_INS
  @_spi(Host) import SwiftUIStandIn

  /// The illustrated empty state, rendered through the stand-in's host.
  @MainActor
  @Suite("SwiftUI empty state")
  struct EmptyStateViewTests {
    @Test("image at SAP's medium size, hidden from VoiceOver; title then description, centred")
    func illustratedMessage() {
      let harness = CarouselHarness(
        CarouselEmptyStateView(
          systemImage: "tray", title: "No recommendations",
          description: "New products show up here."))
      #expect(harness.host.texts == ["No recommendations", "New products show up here."])
      #expect(harness.payloads("Image", as: String.self) == ["tray"])
      #expect(
        harness.payloads("frame", as: FrameArguments.self).contains {
          $0.width == 92 && $0.height == 92
        })
      #expect(harness.payloads("accessibilityHidden", as: Bool.self) == [true])
      #expect(harness.payloads("font", as: Font.self) == [.title3, .subheadline])
      #expect(
        harness.payloads("multilineTextAlignment", as: TextAlignment.self) == [.center, .center])
      // One element: VoiceOver reads the title, then the description.
      #expect(
        harness.payloads("accessibilityElement", as: AccessibilityChildBehavior.self) == [
          .combine
        ])
    }

    @Test("no description: the title alone; SAP's extra large size is 320 × 240")
    func titleOnlyExtraLarge() {
      let harness = CarouselHarness(
        CarouselEmptyStateView(systemImage: "tray", title: "Nothing here", imageSize: .extraLarge))
      #expect(harness.host.texts == ["Nothing here"])
      #expect(
        harness.payloads("frame", as: FrameArguments.self).contains {
          $0.width == 320 && $0.height == 240
        })
    }

    @Test(
      "actions: a prominent primary and a bordered secondary button, 44 points or more, each calling its action; a secondary alone shows nothing"
    )
    func actions() {
      var tapped: [String] = []
      let harness = CarouselHarness(
        CarouselEmptyStateView(
          systemImage: "cart", title: "No products", description: "Add the first one.",
          primaryAction: CarouselEmptyStateAction("Add Product") { tapped.append("add") },
          secondaryAction: CarouselEmptyStateAction("Learn More") { tapped.append("learn") }))
      #expect(
        harness.host.texts == ["No products", "Add the first one.", "Add Product", "Learn More"])
      let buttons = harness.payloads("Button", as: (@MainActor () -> Void).self)
      #expect(buttons.count == 2)
      for button in buttons { button() }
      #expect(tapped == ["add", "learn"])
      #expect(
        harness.payloads("buttonStyle", as: String.self) == ["borderedProminent", "bordered"])
      #expect(
        harness.payloads("frame", as: FrameArguments.self).filter {
          $0.minWidth == 44 && $0.minHeight == 44
        }.count == 2)
      // The text stays one VoiceOver element; the buttons are their own.
      #expect(
        harness.payloads("accessibilityElement", as: AccessibilityChildBehavior.self) == [
          .combine
        ])
      let lonely = CarouselHarness(
        CarouselEmptyStateView(
          systemImage: "cart", title: "No products",
          secondaryAction: CarouselEmptyStateAction("Learn More") {}))
      #expect(lonely.payloads("Button", as: (@MainActor () -> Void).self).isEmpty)
    }

    @Test("horizontal: the image beside the text, which is leading-aligned")
    func horizontal() {
      let harness = CarouselHarness(
        CarouselEmptyStateView(
          systemImage: "cart", title: "No products", description: "Add the first one.",
          axis: .horizontal))
      #expect(harness.host.first("HStack") != nil)
      #expect(
        harness.payloads("multilineTextAlignment", as: TextAlignment.self) == [
          .leading, .leading,
        ])
    }

    @Test("a carousel without cards shows it as its empty state")
    func inCarousel() {
      let harness = CarouselHarness(
        Carousel(count: 0) { index in
          Text("Card \(index)")
        } emptyState: {
          CarouselEmptyStateView(systemImage: "tray", title: "No recommendations")
        })
      #expect(harness.host.texts.contains("No recommendations"))
      #expect(harness.payloads("Image", as: String.self).contains("tray"))
    }
  }
#endif

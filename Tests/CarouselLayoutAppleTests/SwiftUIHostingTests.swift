#if canImport(UIKit) && canImport(SwiftUI)
  @testable import CarouselLayout
  import CarouselLayoutSwiftUI
  import SwiftUI
  import Testing
  import UIKit

  /// Each card's frame in the window, as SwiftUI last placed it.
  @MainActor
  final class FrameLog {
    var frames: [Int: CGRect] = [:]
  }

  /// Cards of fixed heights that report where SwiftUI put them.
  @available(iOS 17.0, *)
  struct MeasuredCarousel: View {
    let heights: [CGFloat]
    let log: FrameLog

    var body: some View {
      Carousel(count: heights.count) { index in
        Color.gray
          .frame(height: heights[index])
          .background(
            GeometryReader { proxy in
              Color.clear
                .onAppear { log.frames[index] = proxy.frame(in: .global) }
                .onChange(of: proxy.frame(in: .global)) { _, frame in log.frames[index] = frame }
            })
      } emptyState: {
        Text("No cards")
      }
    }
  }

  /// A SwiftUI ``Carousel`` in a `UIHostingController` in a window: the cards' frames are the
  /// engine's.
  @MainActor
  @Suite struct SwiftUIHostingTests {
    // Confirms: DocC "Getting started with SwiftUI": `Carousel` places its cards where the engine does.
    @Test("a hosted Carousel puts its cards where the engine does")
    func hostedFrames() async throws {
      guard #available(iOS 17.0, *) else { return }
      let heights: [CGFloat] = [220, 300, 180, 260, 240]
      let log = FrameLog()
      let host = UIHostingController(rootView: MeasuredCarousel(heights: heights, log: log))
      let window = HostWindow.make()
      window.rootViewController = host
      host.view.frame = window.bounds
      host.view.layoutIfNeeded()
      for _ in 0..<20 where log.frames.count < 2 {
        try await Task.sleep(for: .milliseconds(50))
        host.view.layoutIfNeeded()
      }
      let engine = try CarouselGeometry(
        viewport: host.view.bounds.size,
        cards: heights.map { CardMeasurement(body: $0) })
      let card0 = try #require(log.frames[0], "SwiftUI reported no frame for card 0")
      for (index, frame) in log.frames {
        let expected = engine.frame(ofCard: index)
        // Window x = content x at rest (offset 0, the scroll view spans the window); y is
        // compared relative to card 0, as the header cell above the cards is SwiftUI's.
        #expect(abs(frame.minX - expected.minX) < 0.5, "card \(index): \(frame) vs \(expected)")
        #expect(abs(frame.width - expected.width) < 0.5, "card \(index)")
        #expect(abs(frame.minY - card0.minY) < 0.5, "card \(index) top-aligned with card 0")
      }
    }
  }
#endif

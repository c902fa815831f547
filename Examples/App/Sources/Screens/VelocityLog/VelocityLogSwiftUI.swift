// example-app: not built here: `GeometryReader`, which the SwiftUI stand-in does not have
import CarouselLayout
import CarouselLayoutSwiftUI
import SwiftUI

/// The velocity log, the UI test's screen (`-screen velocity-log`): a SwiftUI carousel whose
/// scroll target behavior logs the velocity SwiftUI hands `updateTarget`, so a UI test that
/// swipes for real can read it (`Tests/CarouselLayoutAppleUITests`), and the screen's scale,
/// so the test can turn its pixels per second into points.
struct VelocityLogSwiftUI: View {
  var log = VelocityLog.shared
  /// Points to pixels: the UI test drives gestures in pixels per second (XCUIGestureVelocity).
  @Environment(\.displayScale) var displayScale
  let count = 12

  var body: some View {
    VStack(alignment: .leading) {
      GeometryReader { proxy in
        ScrollView(.horizontal) {
          CarouselCardsLayout(sizeClass: .compact, viewportWidth: proxy.size.width) {
            ForEach(0..<count, id: \.self) { index in
              RoundedRectangle(cornerRadius: 16)
                .fill(Color.blue.opacity(0.2))
                .frame(height: 240)
                .overlay(Text("Card \(index)"))
            }
          }
        }
        .scrollTargetBehavior(
          LoggingScrollTargetBehavior(
            base: CarouselScrollTargetBehavior(sizeClass: .compact, cardCount: count))
        )
        .accessibilityIdentifier("carousel")
      }
      .frame(height: 260)
      // One line per updateTarget call: the horizontal velocity as SwiftUI gave it.
      Text(log.entries.joined(separator: "\n"))
        .accessibilityIdentifier("velocityLog")
      // The screen's scale, so the UI test can turn its pixels per second into points.
      Text("\(displayScale)")
        .accessibilityIdentifier("displayScale")
    }
  }
}

// The host app of the Apple tests (built from project.yml with XcodeGen; see
// Docs/VERIFY-ON-A-MAC.md): a SwiftUI carousel whose scroll target behavior logs the velocity
// SwiftUI hands `updateTarget`, so a UI test that swipes for real can read it.
#if canImport(UIKit) && canImport(SwiftUI)
  import CarouselLayout
  import CarouselLayoutSwiftUI
  import SwiftUI

  /// The velocities `updateTarget` received, newest last, as text a UI test can read.
  @MainActor
  final class VelocityLog: ObservableObject {
    static let shared = VelocityLog()
    @Published var entries: [String] = []

    func record(_ velocity: CGVector) {
      entries.append("\(velocity.dx)")
    }
  }

  /// The package's behavior, with a log of what SwiftUI hands it.
  @available(iOS 17.0, *)
  struct LoggingScrollTargetBehavior: ScrollTargetBehavior {
    var base: CarouselScrollTargetBehavior

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
      let velocity = context.velocity
      MainActor.assumeIsolated { VelocityLog.shared.record(velocity) }
      base.updateTarget(&target, context: context)
    }
  }

  @available(iOS 17.0, *)
  struct VelocityLogView: View {
    @ObservedObject var log = VelocityLog.shared
    /// Points to pixels: the UI test drives gestures in pixels per second (XCUIGestureVelocity).
    @Environment(\.displayScale) var displayScale
    let count = 12

    var body: some View {
      VStack(alignment: .leading) {
        GeometryReader { proxy in
          ScrollView(.horizontal) {
            CarouselStackLayout(sizeClass: .compact, viewportWidth: proxy.size.width) {
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

  @main
  struct VelocityLogApp: App {
    var body: some Scene {
      WindowGroup {
        if #available(iOS 17.0, *) {
          VelocityLogView()
        } else {
          Text("iOS 17 or later")
        }
      }
    }
  }
#endif

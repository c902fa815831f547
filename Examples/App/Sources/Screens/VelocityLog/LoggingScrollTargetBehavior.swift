import CarouselLayout
import CarouselLayoutSwiftUI
import SwiftUI

/// The package's scroll target behavior, with a log of the velocity SwiftUI hands it.
struct LoggingScrollTargetBehavior: ScrollTargetBehavior {
  /// The behavior that picks the target.
  var base: CarouselScrollTargetBehavior

  func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    let velocity = context.velocity
    MainActor.assumeIsolated { VelocityLog.shared.record(velocity) }
    base.updateTarget(&target, context: context)
  }
}

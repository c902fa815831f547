import Observation
import SwiftUI  // CGVector

/// The velocities `updateTarget` received, newest last, as text a UI test can read.
@MainActor @Observable
final class VelocityLog {
  /// The log the velocity-log screen shows.
  static let shared = VelocityLog()
  /// One entry per `updateTarget` call: the horizontal velocity as SwiftUI gave it.
  var entries: [String] = []

  /// Adds a velocity to the log.
  func record(_ velocity: CGVector) {
    entries.append("\(velocity.dx)")
  }
}

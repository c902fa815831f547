/// A screen of the example app's gallery, in the gallery's order.
///
/// The raw value is the screen's id: the launch argument `-screen <id>` opens it directly (the
/// UI test opens `velocity-log` so), and `Examples/App/project.yml` lists every id with its
/// folder in `Sources/Screens/`. A test (`ExampleAppTests`) keeps the three in step.
enum GalleryScreen: String, CaseIterable, Identifiable, Sendable {
  case compactAndRegular = "compact-regular"
  case heights = "heights"
  case rightToLeft = "right-to-left"
  case emptyState = "empty"
  case fewCards = "few-cards"
  case seeAll = "see-all"
  case page = "page"
  case tenThousand = "ten-thousand"
  case voiceOverAndKeyboard = "voiceover-keyboard"
  case velocityLog = "velocity-log"

  /// The screen's id.
  var id: String { rawValue }

  /// The row's title in the gallery.
  var title: String {
    switch self {
    case .compactAndRegular: "Compact and regular"
    case .heights: "Uniform and natural heights"
    case .rightToLeft: "Right to left"
    case .emptyState: "Empty state"
    case .fewCards: "Fewer than three cards"
    case .seeAll: "See All: list and masonry"
    case .page: "Carousel and masonry on one page"
    case .tenThousand: "10 000 cards"
    case .voiceOverAndKeyboard: "VoiceOver and keyboard"
    case .velocityLog: "Velocity log"
    }
  }

  /// One line under the title: what to look at.
  var summary: String {
    switch self {
    case .compactAndRegular: "One card and a 16-point peek; two cards a page in regular width"
    case .heights: "The tallest card sets the height, or each card keeps its own"
    case .rightToLeft: "Card 0 on the right, the peek and See All on the left"
    case .emptyState: "The illustrated message without cards"
    case .fewCards: "One or two cards sit below each other, not in a row"
    case .seeAll: "A list in compact width, a masonry in regular width"
    case .page: "Every leading edge at the same inset"
    case .tenThousand: "Lazy cards, jumps to any card"
    case .voiceOverAndKeyboard: "Per-card and adjustable VoiceOver, arrow keys"
    case .velocityLog: "What SwiftUI passes updateTarget (the UI test's screen)"
    }
  }

  /// The screens written in SwiftUI only: the velocity log measures SwiftUI.
  static let swiftUIOnly: Set<GalleryScreen> = [.velocityLog]

  /// The toolkits the screen is written in: every example in both, side by side, except the
  /// ones in ``swiftUIOnly``.
  var toolkits: [Toolkit] {
    Self.swiftUIOnly.contains(self) ? [.swiftUI] : [.swiftUI, .uiKit]
  }

  /// The screen named by `-screen <id>` in `arguments` (a process's arguments), if any.
  ///
  /// - Complexity: O(n) in the number of arguments.
  static func launchScreen(in arguments: [String]) -> GalleryScreen? {
    guard let flag = arguments.firstIndex(of: "-screen"), flag + 1 < arguments.count else {
      return nil
    }
    return GalleryScreen(rawValue: arguments[flag + 1])
  }
}

import UIKit

extension GalleryScreen {
  /// The screen's UIKit side: a new view controller, or `nil` for a screen written in SwiftUI
  /// only (``swiftUIOnly``).
  @MainActor
  func makeUIKitController() -> UIViewController? {
    switch self {
    case .compactAndRegular: CompactAndRegularUIKit()
    case .heights: HeightsUIKit()
    case .rightToLeft: RightToLeftUIKit()
    case .emptyState: EmptyStateUIKit()
    case .fewCards: FewCardsUIKit()
    case .seeAll: SeeAllUIKit()
    case .page: PageUIKit()
    case .tenThousand: TenThousandUIKit()
    case .voiceOverAndKeyboard: VoiceOverAndKeyboardUIKit()
    case .velocityLog: nil
    }
  }
}

// example-app: not built here: `Picker`, `.pickerStyle(.segmented)`, `navigationTitle` and `toolbar`, which the SwiftUI stand-in does not have
import SwiftUI

/// One screen of the gallery: its SwiftUI or its UIKit side, switched with a segmented control
/// in the navigation bar (a screen written in one toolkit only shows no control).
struct ScreenView: View {
  /// The screen.
  let screen: GalleryScreen
  @State private var toolkit: Toolkit

  /// The screen, showing `toolkit`'s side first.
  init(screen: GalleryScreen, toolkit: Toolkit) {
    self.screen = screen
    _toolkit = State(initialValue: screen.toolkits.contains(toolkit) ? toolkit : .swiftUI)
  }

  var body: some View {
    content
      .navigationTitle(screen.title)
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .principal) {
          if screen.toolkits.count > 1 {
            Picker("Toolkit", selection: $toolkit) {
              ForEach(screen.toolkits) { Text($0.rawValue).tag($0) }
            }
            .pickerStyle(.segmented)
            .fixedSize()
          } else {
            Text(screen.title).font(.headline)
          }
        }
      }
  }

  @ViewBuilder private var content: some View {
    switch toolkit {
    case .swiftUI: swiftUIScreen
    case .uiKit: UIKitScreenView(screen: screen).ignoresSafeArea(edges: .bottom)
    }
  }

  @ViewBuilder private var swiftUIScreen: some View {
    switch screen {
    case .compactAndRegular: CompactAndRegularSwiftUI()
    case .heights: HeightsSwiftUI()
    case .rightToLeft: RightToLeftSwiftUI()
    case .emptyState: EmptyStateSwiftUI()
    case .fewCards: FewCardsSwiftUI()
    case .seeAll: SeeAllSwiftUI()
    case .page: PageSwiftUI()
    case .tenThousand: TenThousandSwiftUI()
    case .voiceOverAndKeyboard: VoiceOverAndKeyboardSwiftUI()
    case .velocityLog: VelocityLogSwiftUI()
    }
  }
}

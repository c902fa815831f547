// example-app: not built here: `NavigationStack`, `List` and `NavigationLink`, which the SwiftUI stand-in does not have
import SwiftUI

/// The gallery: one row per screen (`GalleryScreen`), each opening the screen with its UIKit
/// and SwiftUI sides a segmented control apart. A launch screen (`-screen <id>`) is pushed at
/// once, so a UI test lands on it.
struct GalleryView: View {
  @State private var path: [GalleryScreen]
  private let launchToolkit: Toolkit?

  /// The gallery, with `launchScreen` already open.
  init(launchScreen: GalleryScreen?, launchToolkit: Toolkit?) {
    _path = State(initialValue: launchScreen.map { [$0] } ?? [])
    self.launchToolkit = launchToolkit
  }

  var body: some View {
    NavigationStack(path: $path) {
      List(GalleryScreen.allCases) { screen in
        NavigationLink(value: screen) {
          VStack(alignment: .leading, spacing: 2) {
            Text(screen.title)
            Text(screen.summary).font(.footnote).foregroundStyle(.secondary)
          }
        }
      }
      .navigationTitle("Carousels")
      .navigationDestination(for: GalleryScreen.self) { screen in
        ScreenView(screen: screen, toolkit: launchToolkit ?? screen.toolkits[0])
      }
    }
  }
}

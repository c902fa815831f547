// example-app: not built here: the `@main` `App` and its `Scene`, which the SwiftUI stand-in does not have
import SwiftUI

/// The example app: the gallery of carousels, in UIKit and SwiftUI side by side, and the host
/// of the Apple tests. `-screen <id>` opens one screen directly (`GalleryScreen`), and
/// `-toolkit UIKit` shows its UIKit side first.
@main
struct ExampleApp: App {
  var body: some Scene {
    WindowGroup {
      GalleryView(
        launchScreen: GalleryScreen.launchScreen(in: ProcessInfo.processInfo.arguments),
        launchToolkit: Toolkit.launchToolkit(in: ProcessInfo.processInfo.arguments))
    }
  }
}

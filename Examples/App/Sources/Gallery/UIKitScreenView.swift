// example-app: not built here: `UIViewControllerRepresentable` and `UINavigationControllerDelegate`, which the stand-ins do not have
import SwiftUI
import UIKit

/// A screen's UIKit side in the SwiftUI gallery: its view controller in a navigation
/// controller of its own (so "See All" can push), whose bar shows only once something is
/// pushed (the gallery's bar already shows the screen's title).
struct UIKitScreenView: UIViewControllerRepresentable {
  /// The screen.
  let screen: GalleryScreen

  func makeUIViewController(context: Context) -> UINavigationController {
    let navigation = UINavigationController(
      rootViewController: screen.makeUIKitController() ?? UIViewController())
    navigation.setNavigationBarHidden(true, animated: false)
    navigation.delegate = context.coordinator
    return navigation
  }

  func updateUIViewController(_ controller: UINavigationController, context: Context) {}

  func makeCoordinator() -> Coordinator { Coordinator() }

  /// Hides the inner navigation bar on the screen itself, shows it on a pushed screen.
  final class Coordinator: NSObject, UINavigationControllerDelegate {
    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController,
      animated: Bool
    ) {
      let isRoot = viewController === navigationController.viewControllers.first
      navigationController.setNavigationBarHidden(isRoot, animated: animated)
    }
  }
}

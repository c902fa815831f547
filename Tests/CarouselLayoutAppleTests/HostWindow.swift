// Compiled only where UIKit and SwiftUI exist (iOS, iPadOS, Mac Catalyst, visionOS).
#if canImport(UIKit) && canImport(SwiftUI)
  import Testing
  import UIKit

  /// Windows for the Apple tests, in the host app's window scene.
  ///
  /// The host (the example app, `Examples/App`, a SwiftUI `App`) is scene-based: a `UIWindow(frame:)` made
  /// without a scene belongs to none and is never shown, so its traits, safe area and layout
  /// passes need not be an app's. `UIWindow(windowScene:)` puts the window in the app's
  /// foreground scene (https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:),
  /// iOS 13.0+, Mac Catalyst 13.1+, visionOS 1.0+).
  @MainActor
  enum HostWindow {
    /// A shown window of `size` in the host app's foreground window scene; a test issue when
    /// the host has no window scene (then a window without a scene, so the test still runs).
    static func make(size: CGSize = CGSize(width: 393, height: 852)) -> UIWindow {
      let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
      let scene = scenes.first { $0.activationState == .foregroundActive } ?? scenes.first
      let window: UIWindow
      if let scene {
        window = UIWindow(windowScene: scene)
      } else {
        Issue.record("the host app has no window scene: the window is not shown")
        window = UIWindow(frame: .zero)
      }
      window.frame = CGRect(origin: .zero, size: size)
      window.isHidden = false
      return window
    }
  }
#endif

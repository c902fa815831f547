// example-app: not built here: `pressesBegan(_:with:)`, `UIPress` and the responder chain, which the UIKit stand-in does not have
import CarouselLayoutUIKit
import UIKit

extension VoiceOverAndKeyboardUIKit {
  /// The screen takes the keys a hardware keyboard sends while it shows.
  override var canBecomeFirstResponder: Bool { true }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    becomeFirstResponder()
  }

  /// The arrows, Home, End, Page Up and Page Down move the per-card carousel
  /// (`CarouselNavigator.handleKey(_:)`); other keys go up the responder chain.
  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    if let key = presses.first?.key,
      perCard.layout.accessibility.navigator.handleKey(key.keyCode)
    {
      return
    }
    super.pressesBegan(presses, with: event)
  }
}

/// The UI framework a screen of the gallery is written in.
enum Toolkit: String, CaseIterable, Identifiable, Sendable {
  case swiftUI = "SwiftUI"
  case uiKit = "UIKit"

  /// The toolkit's name, as the picker shows it.
  var id: String { rawValue }

  /// The toolkit named by `-toolkit <name>` in `arguments`, if any (`SwiftUI` or `UIKit`).
  ///
  /// - Complexity: O(n) in the number of arguments.
  static func launchToolkit(in arguments: [String]) -> Toolkit? {
    guard let flag = arguments.firstIndex(of: "-toolkit"), flag + 1 < arguments.count else {
      return nil
    }
    return Toolkit(rawValue: arguments[flag + 1])
  }
}

import Foundation

#if CAROUSEL_STAND_INS
  /// A key, as SwiftUI names it.
  /// Apple: https://developer.apple.com/documentation/swiftui/keyequivalent
  @available(iOS 14.0, macOS 11.0, macCatalyst 14.0, visionOS 1.0, *)
  public struct KeyEquivalent: Hashable, Sendable {
    /// The key's character.
    /// Apple: https://developer.apple.com/documentation/swiftui/keyequivalent/character
    public let character: Character
    /// A key of a character.
    /// Apple: https://developer.apple.com/documentation/swiftui/keyequivalent/init(_:)
    public init(_ character: Character) { self.character = character }
    /// The left arrow (U+F702, as AppKit's function keys).
    /// Availability: not read from its own page (checked as the newest release).
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// The right arrow.
    /// Apple: https://developer.apple.com/documentation/swiftui/keyequivalent/rightarrow
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// Home.
    /// Apple: https://developer.apple.com/documentation/swiftui/keyequivalent/home
    public static let home = KeyEquivalent("\u{F729}")
    /// End.
    /// Availability: not read from its own page (checked as the newest release).
    public static let end = KeyEquivalent("\u{F72B}")
    /// Page Up.
    /// Availability: not read from its own page (checked as the newest release).
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// Page Down.
    /// Apple: https://developer.apple.com/documentation/swiftui/keyequivalent/pagedown
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// Space.
    /// Availability: not read from its own page (checked as the newest release).
    public static let space = KeyEquivalent(" ")
  }

  /// A key press a focused view handles.
  /// Apple: https://developer.apple.com/documentation/swiftui/keypress
  @available(iOS 17.0, macOS 14.0, macCatalyst 17.0, visionOS 1.0, *)
  public struct KeyPress: Sendable {
    /// The key.
    /// Apple: https://developer.apple.com/documentation/swiftui/keypress/key
    public let key: KeyEquivalent

    /// A press (host only: SwiftUI has no public initialiser).
    @_spi(Host) public init(key: KeyEquivalent) {
      self.key = key
    }

    /// Whether a handler used the press.
    /// Apple: https://developer.apple.com/documentation/swiftui/keypress/result
    public enum Result: Sendable {
      /// Handled: it goes no further.
      /// Apple: https://developer.apple.com/documentation/swiftui/keypress/result/handled
      case handled
      /// Ignored: it goes on to the next handler.
      /// Apple: https://developer.apple.com/documentation/swiftui/keypress/result/ignored
      case ignored
    }

    /// Key press phases.
    /// Apple: https://developer.apple.com/documentation/swiftui/keypress/phases
    public struct Phases: OptionSet, Sendable {
      /// The raw bits.
      /// Availability: not read from its own page (checked as the newest release).
      public let rawValue: Int
      /// Creates a set.
      /// Availability: not read from its own page (checked as the newest release).
      public init(rawValue: Int) { self.rawValue = rawValue }
      /// Key down.
      /// Apple: https://developer.apple.com/documentation/swiftui/keypress/phases/down
      public static let down = Phases(rawValue: 1)
      /// Repeats while held.
      /// Apple: https://developer.apple.com/documentation/swiftui/keypress/phases/repeat
      public static let `repeat` = Phases(rawValue: 2)
    }
  }

  /// `onKeyPress(keys:phases:action:)`'s arguments.
  @_spi(Host) public struct KeyPressHandler {
    /// The keys handled.
    public let keys: Set<KeyEquivalent>
    /// The handler.
    public let action: (KeyPress) -> KeyPress.Result
  }

  extension View {
    /// Lets the view take keyboard focus.
    /// Apple: https://developer.apple.com/documentation/swiftui/view/focusable(_:)
    @available(iOS 17.0, macOS 12.0, macCatalyst 17.0, visionOS 1.0, *)
    public func focusable(_ isFocusable: Bool = true) -> some View {
      ModifiedView(content: self, modifier: "focusable", payload: isFocusable)
    }

    /// Handles presses of `keys` while the view has focus.
    /// Apple: https://developer.apple.com/documentation/swiftui/view/onkeypress(keys:phases:action:)
    @available(iOS 17.0, macOS 14.0, macCatalyst 17.0, visionOS 1.0, *)
    public func onKeyPress(
      keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
      action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
      ModifiedView(
        content: self, modifier: "onKeyPress", payload: KeyPressHandler(keys: keys, action: action))
    }
  }
#endif

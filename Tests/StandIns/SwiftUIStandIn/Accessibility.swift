import Foundation

#if CAROUSEL_STAND_INS
  /// Accessibility traits.
  /// Apple: https://developer.apple.com/documentation/swiftui/accessibilitytraits
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, visionOS 1.0, *)
  public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
    /// The raw bits.
    /// Availability: not read from its own page (checked as the newest release).
    public let rawValue: Int
    /// Creates a set.
    /// Availability: not read from its own page (checked as the newest release).
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A heading that divides content into sections.
    /// Apple: https://developer.apple.com/documentation/swiftui/accessibilitytraits/isheader
    public static let isHeader = AccessibilityTraits(rawValue: 1)
  }

  /// How an accessibility element treats the elements inside it.
  /// Apple: https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, visionOS 1.0, *)
  public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    /// The children are hidden; the element speaks for them.
    /// Apple: https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/ignore
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// The children stay elements inside this container.
    /// Apple: https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/contain
    public static let contain = AccessibilityChildBehavior(name: "contain")
    /// The children's properties are merged into this element.
    /// Apple: https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/combine
    public static let combine = AccessibilityChildBehavior(name: "combine")
  }

  /// A notification assistive technologies hear.
  /// Apple: https://developer.apple.com/documentation/accessibility/accessibilitynotification
  @available(iOS 17.0, macOS 14.0, macCatalyst 17.0, visionOS 1.0, *)
  public enum AccessibilityNotification {
    /// An announcement VoiceOver speaks.
    /// Apple: https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement
    public struct Announcement {
      let text: String
      /// An announcement of a string.
      /// Availability: not read from its own page (checked as the newest release).
      public init(_ announcement: String) { text = announcement }
      /// Posts it (the host records it in `ViewHost.announcements`).
      /// Apple: https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement/post()
      @MainActor public func post() { ViewHost.announcements.append(text) }
    }
  }

  /// Which element has VoiceOver's focus, as a value a view owns.
  /// Apple: https://developer.apple.com/documentation/swiftui/accessibilityfocusstate
  @available(iOS 15.0, macOS 12.0, macCatalyst 15.0, visionOS 1.0, *)
  @propertyWrapper public struct AccessibilityFocusState<Value: Hashable> {
    final class Box {
      var value: Value
      init(_ value: Value) { self.value = value }
    }
    let box: Box

    /// A binding to the focus state.
    /// Apple: https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/binding
    public struct Binding {
      let box: Box
      /// The focused value.
      /// Apple: https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/binding/wrappedvalue
      public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
      }
    }

    /// Focus state with no element focused.
    /// Availability: not read from its own page (checked as the newest release).
    public init<T: Hashable>() where Value == T? { box = Box(nil) }

    /// The focused value.
    /// Availability: not read from its own page (checked as the newest release).
    public var wrappedValue: Value {
      get { box.value }
      nonmutating set { box.value = newValue }
    }

    /// The binding `accessibilityFocused(_:equals:)` takes.
    /// Apple: https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/projectedvalue
    public var projectedValue: Binding { Binding(box: box) }
  }

  /// What `accessibilityFocused(_:equals:)` records.
  @_spi(Host) public struct FocusBinding<Value: Hashable> {
    /// The focus state, set it as VoiceOver would when the element takes focus.
    public let binding: AccessibilityFocusState<Value>.Binding
    /// The value that means this element.
    public let value: Value
  }

  extension View {
    /// Makes the view an accessibility element that treats its children as `children` says.
    /// Apple: https://developer.apple.com/documentation/swiftui/view/accessibilityelement(children:)
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
      ModifiedView(content: self, modifier: "accessibilityElement", payload: children)
    }

    /// Adds traits.
    /// Apple: https://developer.apple.com/documentation/swiftui/view/accessibilityaddtraits(_:)
    @available(iOS 14.0, macOS 11.0, macCatalyst 14.0, visionOS 1.0, *)
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
      ModifiedView(content: self, modifier: "accessibilityAddTraits", payload: traits)
    }

    /// Makes the view adjustable with VoiceOver.
    /// Apple: https://developer.apple.com/documentation/swiftui/view/accessibilityadjustableaction(_:)
    public func accessibilityAdjustableAction(
      _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
    ) -> some View {
      ModifiedView(content: self, modifier: "accessibilityAdjustableAction", payload: handler)
    }

    /// Handles VoiceOver three-finger scrolls.
    /// Apple: https://developer.apple.com/documentation/swiftui/view/accessibilityscrollaction(_:)
    public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> some View {
      ModifiedView(content: self, modifier: "accessibilityScrollAction", payload: handler)
    }

    /// Sets the accessibility value.
    /// Apple: https://developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:)-z9mo
    @available(iOS 14.0, macOS 11.0, macCatalyst 14.0, visionOS 1.0, *)
    public func accessibilityValue(_ valueDescription: Text) -> some View {
      ModifiedView(content: self, modifier: "accessibilityValue", payload: valueDescription.content)
    }

    /// Sets the accessibility label.
    /// Availability: not read from its own page (checked as the newest release).
    /// Apple: https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)
    @available(iOS 14.0, macOS 11.0, macCatalyst 14.0, visionOS 1.0, *)
    public func accessibilityLabel(_ label: Text) -> some View {
      ModifiedView(content: self, modifier: "accessibilityLabel", payload: label.content)
    }

    /// Sets the accessibility hint.
    /// Apple: https://developer.apple.com/documentation/swiftui/view/accessibilityhint(_:)-3rdgs
    @available(iOS 14.0, macOS 11.0, macCatalyst 14.0, visionOS 1.0, *)
    public func accessibilityHint(_ hint: Text) -> some View {
      ModifiedView(content: self, modifier: "accessibilityHint", payload: hint.content)
    }

    /// Moves VoiceOver focus state to `value` when this element takes focus.
    /// Apple: https://developer.apple.com/documentation/swiftui/view/accessibilityfocused(_:equals:)
    @available(iOS 15.0, macOS 12.0, macCatalyst 15.0, visionOS 1.0, *)
    public func accessibilityFocused<Value: Hashable>(
      _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
    ) -> some View {
      ModifiedView(
        content: self, modifier: "accessibilityFocused",
        payload: FocusBinding(binding: binding, value: value))
    }
  }
#endif

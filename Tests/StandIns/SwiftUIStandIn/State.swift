import Foundation

#if CAROUSEL_STAND_INS
  /// A value a view owns. Apple: "SwiftUI manages the property's storage"; a view made anew
  /// each time its parent's body runs keeps the value it had ("SwiftUI initializes the state's
  /// storage only once for each container instance that you declare", …/state/init(wrappedvalue:)).
  /// The host does the
  /// same: the first render of a view at a place in the tree keeps its box, and every later
  /// view of the same type at that place reads and writes that box (`ViewHost.render`). A
  /// place is the view's path in the tree: child positions, the branch of an `if`/`else`, a
  /// `ForEach` element's id, and the view's fully qualified type. The host keeps a box as long
  /// as it lives; it does not model a view leaving the hierarchy (SwiftUI then drops it).
  /// Apple: https://developer.apple.com/documentation/swiftui/state
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, visionOS 1.0, *)
  @propertyWrapper public struct State<Value>: HostStateProperty {
    final class Box {
      var value: Value
      init(_ value: Value) { self.value = value }
    }
    /// The box in use: the view's own until the host hands it the one kept for its place.
    final class Cell {
      var box: Box
      init(_ box: Box) { self.box = box }
    }
    let cell: Cell

    /// Creates the state with an initial value.
    /// Apple: https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
    public init(wrappedValue: Value) { cell = Cell(Box(wrappedValue)) }

    /// The value.
    /// Apple: https://developer.apple.com/documentation/swiftui/state/wrappedvalue
    public var wrappedValue: Value {
      get { cell.box.value }
      nonmutating set { cell.box.value = newValue }
    }

    /// A binding to the value.
    /// Apple: https://developer.apple.com/documentation/swiftui/state/projectedvalue
    public var projectedValue: Binding<Value> {
      let cell = self.cell
      return Binding(get: { cell.box.value }, set: { cell.box.value = $0 })
    }

    func hostAdopt(_ storage: inout [String: AnyObject], key: String) {
      if let kept = storage[key] as? Box {
        cell.box = kept
      } else {
        storage[key] = cell.box
      }
    }
  }

  /// A reference to a value owned elsewhere.
  /// Apple: https://developer.apple.com/documentation/swiftui/binding
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, visionOS 1.0, *)
  @propertyWrapper public struct Binding<Value> {
    let getter: () -> Value
    let setter: (Value) -> Void

    /// Creates a binding from a getter and a setter.
    /// Apple: https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
      getter = get
      setter = set
    }

    /// The value.
    /// Apple: https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
    public var wrappedValue: Value {
      get { getter() }
      nonmutating set { setter(newValue) }
    }

    /// A binding to a value that never changes (writes are dropped).
    /// Apple: https://developer.apple.com/documentation/swiftui/binding/constant(_:)
    public static func constant(_ value: Value) -> Binding<Value> {
      Binding(get: { value }, set: { _ in })
    }
  }

  /// A horizontal or vertical size class.
  /// Apple: https://developer.apple.com/documentation/swiftui/userinterfacesizeclass
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, visionOS 1.0, *)
  public enum UserInterfaceSizeClass: Sendable, Hashable {
    /// Compact.
    case compact
    /// Regular.
    case regular
  }

  /// The direction of the user interface's reading order.
  /// Apple: https://developer.apple.com/documentation/swiftui/layoutdirection
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, visionOS 1.0, *)
  public enum LayoutDirection: Sendable, Hashable {
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
  }

  /// The text sizes of Dynamic Type, smallest to largest (`.large` is the default): the sizes
  /// the adapters and their tests name, in Apple's order (Apple's has eight more).
  /// Apple: https://developer.apple.com/documentation/swiftui/dynamictypesize
  @available(iOS 15.0, macOS 12.0, macCatalyst 15.0, visionOS 1.0, *)
  public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    /// Large, the default.
    case large
    /// The first accessibility size.
    case accessibility1
    /// Accessibility 3.
    case accessibility3

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
  }

  /// The values a view reads from its environment: the subset the adapters use.
  /// Apple: https://developer.apple.com/documentation/swiftui/environmentvalues
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, visionOS 1.0, *)
  public struct EnvironmentValues: Sendable {
    /// The horizontal size class (`nil` when unknown).
    /// Apple: https://developer.apple.com/documentation/swiftui/environmentvalues/horizontalsizeclass
    public var horizontalSizeClass: UserInterfaceSizeClass?
    /// Whether Reduce Motion is on.
    /// Apple: https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducemotion
    public var accessibilityReduceMotion = false
    /// The layout direction.
    /// Apple: https://developer.apple.com/documentation/swiftui/environmentvalues/layoutdirection
    public var layoutDirection = LayoutDirection.leftToRight
    /// The text size the user chose.
    /// Apple: https://developer.apple.com/documentation/swiftui/environmentvalues/dynamictypesize
    @available(iOS 15.0, macOS 12.0, macCatalyst 15.0, tvOS 15.0, visionOS 1.0, watchOS 8.0, *)
    public var dynamicTypeSize = DynamicTypeSize.large
    /// Whether the view takes part in interactions (default `true`); `disabled(true)` on a
    /// view or an ancestor makes it `false`.
    ///
    /// Apple: https://developer.apple.com/documentation/swiftui/environmentvalues/isenabled
    public var isEnabled = true
    /// Light or dark appearance.
    /// Apple: https://developer.apple.com/documentation/swiftui/environmentvalues/colorscheme
    @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public var colorScheme = ColorScheme.light
    /// Creates the default environment.
    /// Apple: https://developer.apple.com/documentation/swiftui/environmentvalues/init()
    public init() {}

    /// The environment of the body the host is evaluating (SwiftUI gives each view the values
    /// its ancestors set: `environment(_:_:)`); the default one outside a render.
    nonisolated(unsafe) static var current = EnvironmentValues()
  }

  /// Reads a value from the view's environment. SwiftUI updates a view's dynamic properties with
  /// the environment its ancestors set before it evaluates the body, and closures made in the
  /// body see those values; the host does the same (`ViewHost.render`).
  /// Apple: https://developer.apple.com/documentation/swiftui/environment
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, visionOS 1.0, *)
  @propertyWrapper public struct Environment<Value>: HostDynamicProperty {
    final class Box {
      var environment: EnvironmentValues?
    }
    let keyPath: KeyPath<EnvironmentValues, Value>
    let box = Box()

    /// Reads the value at a key path.
    /// Apple: https://developer.apple.com/documentation/swiftui/environment/init(_:)
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    /// The value.
    /// Apple: https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
    public var wrappedValue: Value {
      (box.environment ?? EnvironmentValues.current)[keyPath: keyPath]
    }

    func hostUpdate(_ environment: EnvironmentValues) { box.environment = environment }
  }

  /// A dimension that scales with Dynamic Type like a text style: "the value is scaled based
  /// on the dynamic type size" (…/swiftui/scaledmetric). The stand-in's host renders at the
  /// default text size (Large), where the value is the one given; it does not model the
  /// larger sizes (SwiftUI does not document its scale factors).
  /// Apple: https://developer.apple.com/documentation/swiftui/scaledmetric
  @available(iOS 14.0, macOS 11.0, macCatalyst 14.0, visionOS 1.0, *)
  @propertyWrapper public struct ScaledMetric<Value: BinaryFloatingPoint> {
    let base: Value
    /// The text style it scales with. Not SwiftUI API: what the stand-in records.
    public let textStyle: Font.TextStyle

    /// A value that scales like `textStyle`.
    /// Apple: https://developer.apple.com/documentation/swiftui/scaledmetric/init(wrappedvalue:relativeto:)
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
      base = wrappedValue
      self.textStyle = textStyle
    }

    /// The value at the current text size (the stand-in's: the default, so the value given).
    /// Availability: not read from its own page (checked as the newest release).
    public var wrappedValue: Value { base }
  }

  /// State the host keeps for a view's place in the tree (SwiftUI's `State` storage).
  protocol HostStateProperty {
    /// Takes the box kept under `key`, or keeps this one there.
    func hostAdopt(_ storage: inout [String: AnyObject], key: String)
  }

  /// A property the host updates before it evaluates a body (SwiftUI's `DynamicProperty`).
  protocol HostDynamicProperty {
    /// Takes the environment of the view being rendered.
    func hostUpdate(_ environment: EnvironmentValues)
  }
#endif

import Foundation

/// A value a view owns; the stand-in keeps it in a box shared by copies of the view.
@propertyWrapper public struct State<Value> {
  final class Box {
    var value: Value
    init(_ value: Value) { self.value = value }
  }
  let box: Box

  /// Creates the state with an initial value.
  public init(wrappedValue: Value) { box = Box(wrappedValue) }

  /// The value.
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> {
    let box = self.box
    return Binding(get: { box.value }, set: { box.value = $0 })
  }
}

/// A reference to a value owned elsewhere.
@propertyWrapper public struct Binding<Value> {
  let getter: () -> Value
  let setter: (Value) -> Void

  /// Creates a binding from a getter and a setter.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getter = get
    setter = set
  }

  /// The value.
  public var wrappedValue: Value {
    get { getter() }
    nonmutating set { setter(newValue) }
  }

  /// The binding itself.
  public var projectedValue: Binding<Value> { self }
}

/// A horizontal or vertical size class.
public enum UserInterfaceSizeClass: Sendable, Hashable {
  /// Compact.
  case compact
  /// Regular.
  case regular
}

/// The values a view reads from its environment: the subset the adapters use.
public struct EnvironmentValues: Sendable {
  /// The horizontal size class (`nil` when unknown).
  public var horizontalSizeClass: UserInterfaceSizeClass?
  /// Whether Reduce Motion is on.
  public var accessibilityReduceMotion = false
  /// Creates the default environment.
  public init() {}
}

/// Reads a value from the view's environment. The stand-in's environment is the default one.
@propertyWrapper public struct Environment<Value> {
  let keyPath: KeyPath<EnvironmentValues, Value>

  /// Reads the value at a key path.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

  /// The value.
  public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

import Foundation

/// A piece of user interface: the stand-in's `View`, a body and nothing else.
@MainActor @preconcurrency public protocol View {
  /// The type of the body.
  associatedtype Body: View
  /// The view's content.
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  /// Primitive views have no body; SwiftUI never asks for it.
  public var body: Never { fatalError("a primitive view has no body") }
}

/// Builds views from closures.
@MainActor @resultBuilder public enum ViewBuilder {
  /// No views.
  public static func buildBlock() -> EmptyView { EmptyView() }
  /// One view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  /// Several views.
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  {
    TupleView((repeat each content))
  }
  /// An `if` without `else`.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  /// The first branch of an `if`/`else`.
  public static func buildEither<First: View, Second: View>(first: First)
    -> ConditionalContent<First, Second>
  {
    ConditionalContent(storage: .first(first))
  }
  /// The second branch of an `if`/`else`.
  public static func buildEither<First: View, Second: View>(second: Second)
    -> ConditionalContent<First, Second>
  {
    ConditionalContent(storage: .second(second))
  }
}

extension Optional: View where Wrapped: View {}

extension View where Body == Never {
  /// Primitive views have no body; SwiftUI never asks for it.
  public var body: Never { fatalError("a primitive view has no body") }
}

/// No view.
public struct EmptyView: View {
  /// Creates an empty view.
  public init() {}
}

/// Several views built together.
public struct TupleView<T>: View {
  /// The views.
  public var value: T
  /// Wraps views.
  public init(_ value: T) { self.value = value }
}

/// One of two views (an `if`/`else` in a view builder).
public struct ConditionalContent<First: View, Second: View>: View {
  enum Storage {
    case first(First)
    case second(Second)
  }
  let storage: Storage
}

/// Text.
public struct Text: View {
  /// The text.
  public let content: String
  /// Creates text from a string (SwiftUI looks it up as a localised key first).
  public init(_ content: String) { self.content = content }
}

/// A flexible space.
public struct Spacer: View {
  /// Creates a spacer.
  public init() {}
}

/// A button.
public struct Button<Label: View>: View {
  /// The label.
  public let label: Label
  /// The action.
  public let action: @MainActor () -> Void
  /// Creates a button with a label view.
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
  }
}

extension Button where Label == Text {
  /// Creates a button with a text label.
  public init(_ title: String, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(title) }
  }
}

/// Horizontal alignment guides.
public struct HorizontalAlignment: Sendable, Equatable {
  let id: Int
  /// Leading.
  public static let leading = HorizontalAlignment(id: 0)
  /// Center.
  public static let center = HorizontalAlignment(id: 1)
}

/// Views stacked vertically.
public struct VStack<Content: View>: View {
  /// The content.
  public let content: Content
  /// Creates a stack.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
}

/// Views side by side.
public struct HStack<Content: View>: View {
  /// The content.
  public let content: Content
  /// Creates a stack.
  public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

/// A view per element of a range.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  /// The elements.
  public let data: Data
  /// The view of an element.
  public let content: (Data.Element) -> Content
  /// Creates views for a collection, identified by a key path.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
  }
}

/// The axes of a scroll view.
public enum Axis: Sendable {
  /// Horizontal.
  case horizontal
  /// Vertical.
  case vertical

  /// A set of axes.
  public struct Set: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public var rawValue: Int8
    /// Creates a set from raw bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The horizontal axis.
    public static let horizontal = Set(rawValue: 1)
    /// The vertical axis.
    public static let vertical = Set(rawValue: 2)
  }
}

/// A scrollable view.
public struct ScrollView<Content: View>: View {
  /// The content.
  public let content: Content
  /// The scrollable axes.
  public let axes: Axis.Set
  /// Creates a scroll view.
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.content = content()
  }
}

/// A view with a modifier applied; the stand-in keeps the content and the modifier's name.
public struct ModifiedView<Content: View>: View {
  /// The modified view.
  public let content: Content
  /// Which modifier.
  public let modifier: String
}

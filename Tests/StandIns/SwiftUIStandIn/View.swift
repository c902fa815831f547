// Availability: each declaration in this module that copies a SwiftUI (or Accessibility, Core
// Graphics) API records the versions Apple documents for it,
// `@available(iOS …, macOS …, macCatalyst …, visionOS …, *)`, with the page it came from on the
// line above (`/// Apple: …`); deprecations are recorded per platform. Members carry their own
// attribute only where Apple documents a later version than their type (or a deprecation);
// extensions that only group members carry none, and stand-in helpers that are not Apple API
// (the host, `@_spi(Host)` initialisers, `ModifiedView`) carry none. Conventions and the symbols
// newer than the package minimum: Tests/StandIns/AVAILABILITY.md.

import Foundation

#if CAROUSEL_STAND_INS
  /// A piece of user interface: the stand-in's `View`, a body and nothing else.
  /// Apple: https://developer.apple.com/documentation/swiftui/view
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, visionOS 1.0, *)
  @MainActor @preconcurrency public protocol View {
    /// The type of the body.
    /// Apple: https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
    associatedtype Body: View
    /// The view's content.
    /// Apple: https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    @ViewBuilder var body: Body { get }
  }

  extension Never: View {
    /// Primitive views have no body; SwiftUI never asks for it.
    public var body: Never { fatalError("a primitive view has no body") }
  }

  /// Builds views from closures.
  /// Apple: https://developer.apple.com/documentation/swiftui/viewbuilder
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, visionOS 1.0, *)
  @MainActor @resultBuilder public enum ViewBuilder {
    /// No views.
    /// Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// One view.
    /// Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// Several views.
    /// Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-2bj1g
    public static func buildBlock<each Content: View>(_ content: repeat each Content)
      -> TupleView<(repeat each Content)>
    {
      TupleView((repeat each content))
    }
    /// An `if` without `else`.
    /// Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// The first branch of an `if`/`else`.
    /// Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
    public static func buildEither<First: View, Second: View>(first: First)
      -> ConditionalContent<First, Second>
    {
      ConditionalContent(storage: .first(first))
    }
    /// An `if #available` branch, type-erased as SwiftUI does (`AnyView`). Its page lists
    /// iOS 14, Mac Catalyst 14 and macOS 11; visionOS, which has every iOS 14 builder, is
    /// taken as 1.0.
    /// Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildlimitedavailability(_:)
    @available(iOS 14.0, macOS 11.0, macCatalyst 14.0, visionOS 1.0, *)
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
      AnyView(content)
    }
    /// The second branch of an `if`/`else`.
    /// Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
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
  /// Apple: https://developer.apple.com/documentation/swiftui/emptyview
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, visionOS 1.0, *)
  public struct EmptyView: View {
    /// Creates an empty view.
    /// Availability: not read from its own page (checked as the newest release).
    public init() {}
  }

  extension EmptyView: PrimitiveView {
    var hostRecord: (String?, Any?) { (nil, nil) }
  }

  /// Several views built together.
  /// Apple: https://developer.apple.com/documentation/swiftui/tupleview
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, visionOS 1.0, *)
  public struct TupleView<T>: View {
    /// The views.
    /// Apple: https://developer.apple.com/documentation/swiftui/tupleview/value
    public var value: T
    /// Wraps views.
    /// Apple: https://developer.apple.com/documentation/swiftui/tupleview/init(_:)
    public init(_ value: T) { self.value = value }
  }

  extension TupleView: PrimitiveView {
    var hostRecord: (String?, Any?) { (nil, nil) }
    func hostChildren(_ host: ViewHost) -> [any View] {
      Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }
  }

  extension Optional: PrimitiveView where Wrapped: View {
    var hostRecord: (String?, Any?) { (nil, nil) }
    func hostChildren(_ host: ViewHost) -> [any View] { map { [$0] } ?? [] }
  }

  /// One of two views (an `if`/`else` in a view builder).
  public struct ConditionalContent<First: View, Second: View>: View {
    enum Storage {
      case first(First)
      case second(Second)
    }
    let storage: Storage
  }

  extension ConditionalContent: PrimitiveView {
    var hostRecord: (String?, Any?) { (nil, nil) }
    func hostChildren(_ host: ViewHost) -> [any View] {
      switch storage {
      case .first(let first): [first]
      case .second(let second): [second]
      }
    }
    /// The two branches of an `if`/`else` are different views to SwiftUI, so each keeps its own
    /// state: structural identity, as Apple presents it in WWDC21's "Demystify SwiftUI" (the
    /// views of an `if` and its `else` have distinct identities).
    func hostChildKey(_ position: Int) -> String {
      switch storage {
      case .first: "if"
      case .second: "else"
      }
    }
  }

  /// A type-erased view.
  /// Apple: https://developer.apple.com/documentation/swiftui/anyview
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, visionOS 1.0, *)
  public struct AnyView: View, PrimitiveView {
    let view: any View
    /// Erases a view's type.
    /// Apple: https://developer.apple.com/documentation/swiftui/anyview/init(_:)
    public init<V: View>(_ view: V) { self.view = view }
    var hostRecord: (String?, Any?) { (nil, nil) }
    func hostChildren(_ host: ViewHost) -> [any View] { [view] }
  }

  /// Text.
  /// Apple: https://developer.apple.com/documentation/swiftui/text
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, visionOS 1.0, *)
  public struct Text: View, PrimitiveView {
    /// The text.
    public let content: String
    /// Creates text that shows a string verbatim (SwiftUI: `init<S: StringProtocol>(_:)`).
    /// Apple: https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
    var hostRecord: (String?, Any?) { ("Text", content) }
  }

  /// A flexible space.
  /// Apple: https://developer.apple.com/documentation/swiftui/spacer
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, visionOS 1.0, *)
  public struct Spacer: View, PrimitiveView {
    /// The least length it takes.
    /// Apple: https://developer.apple.com/documentation/swiftui/spacer/minlength
    public let minLength: CGFloat?
    /// Creates a spacer.
    /// Apple: https://developer.apple.com/documentation/swiftui/spacer/init(minlength:)
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
  }

  /// A button.
  /// Apple: https://developer.apple.com/documentation/swiftui/button
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, visionOS 1.0, *)
  public struct Button<Label: View>: View, PrimitiveView {
    /// The label.
    public let label: Label
    /// The action.
    public let action: @MainActor () -> Void
    /// Creates a button with a label view.
    /// Apple: https://developer.apple.com/documentation/swiftui/button/init(action:label:)
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
      self.action = action
      self.label = label()
    }
    var hostRecord: (String?, Any?) { ("Button", action) }
    func hostChildren(_ host: ViewHost) -> [any View] { [label] }
  }

  extension Button where Label == Text {
    /// Creates a button with a text label shown verbatim.
    /// Apple: https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
      self.init(action: action) { Text(title) }
    }
  }

  /// Horizontal alignment guides.
  /// Apple: https://developer.apple.com/documentation/swiftui/horizontalalignment
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, visionOS 1.0, *)
  public struct HorizontalAlignment: Sendable, Equatable {
    let id: Int
    /// Leading.
    /// Apple: https://developer.apple.com/documentation/swiftui/horizontalalignment/leading
    public static let leading = HorizontalAlignment(id: 0)
    /// Center.
    /// Availability: not read from its own page (checked as the newest release).
    public static let center = HorizontalAlignment(id: 1)
    /// Trailing.
    /// Apple: https://developer.apple.com/documentation/swiftui/horizontalalignment/trailing
    public static let trailing = HorizontalAlignment(id: 2)
  }

  /// Vertical alignment guides.
  /// Apple: https://developer.apple.com/documentation/swiftui/verticalalignment
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, visionOS 1.0, *)
  public struct VerticalAlignment: Sendable, Equatable {
    let id: Int
    /// Top.
    /// Availability: not read from its own page (checked as the newest release).
    public static let top = VerticalAlignment(id: 0)
    /// Center.
    /// Apple: https://developer.apple.com/documentation/swiftui/verticalalignment/center
    public static let center = VerticalAlignment(id: 1)
    /// Bottom.
    /// Apple: https://developer.apple.com/documentation/swiftui/verticalalignment/bottom
    public static let bottom = VerticalAlignment(id: 2)
  }

  /// A two-dimensional alignment.
  /// Apple: https://developer.apple.com/documentation/swiftui/alignment
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, visionOS 1.0, *)
  public struct Alignment: Sendable, Equatable {
    /// The horizontal guide.
    /// Apple: https://developer.apple.com/documentation/swiftui/alignment/horizontal
    public var horizontal: HorizontalAlignment
    /// The vertical guide.
    /// Availability: not read from its own page (checked as the newest release).
    public var vertical: VerticalAlignment
    /// Creates an alignment.
    /// Apple: https://developer.apple.com/documentation/swiftui/alignment/init(horizontal:vertical:)
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
      self.horizontal = horizontal
      self.vertical = vertical
    }
    /// Center.
    /// Apple: https://developer.apple.com/documentation/swiftui/alignment/center
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Top.
    /// Availability: not read from its own page (checked as the newest release).
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Top leading.
    /// Apple: https://developer.apple.com/documentation/swiftui/alignment/topleading
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Leading.
    /// Availability: not read from its own page (checked as the newest release).
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
  }

  /// Views stacked vertically.
  /// Apple: https://developer.apple.com/documentation/swiftui/vstack
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, visionOS 1.0, *)
  public struct VStack<Content: View>: View, PrimitiveView {
    /// The content.
    public let content: Content
    /// The spacing between views.
    public let spacing: CGFloat?
    /// Creates a stack.
    /// Apple: https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
    public init(
      alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
      @ViewBuilder content: () -> Content
    ) {
      self.spacing = spacing
      self.content = content()
    }
    func hostChildren(_ host: ViewHost) -> [any View] { [content] }
  }

  /// Views side by side.
  /// Apple: https://developer.apple.com/documentation/swiftui/hstack
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, visionOS 1.0, *)
  public struct HStack<Content: View>: View, PrimitiveView {
    /// The content.
    public let content: Content
    /// The spacing between views.
    public let spacing: CGFloat?
    /// Creates a stack.
    /// Availability: not read from its own page (checked as the newest release).
    public init(
      alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
      @ViewBuilder content: () -> Content
    ) {
      self.spacing = spacing
      self.content = content()
    }
    func hostChildren(_ host: ViewHost) -> [any View] { [content] }
  }

  /// Views side by side, made only as they come near the viewport (the host makes the first
  /// ``ViewHost/lazyStackWindow`` of a `ForEach` inside it, all of them by default).
  /// Apple: https://developer.apple.com/documentation/swiftui/lazyhstack
  @available(iOS 14.0, macOS 11.0, macCatalyst 14.0, visionOS 1.0, *)
  public struct LazyHStack<Content: View>: View, PrimitiveView {
    /// The content.
    public let content: Content
    /// The vertical alignment.
    public let alignment: VerticalAlignment
    /// The spacing between views.
    public let spacing: CGFloat?
    /// Creates a lazy stack (Apple's also takes the `pinnedViews`, which no adapter passes).
    /// Availability: not read from its own page (checked as the newest release).
    public init(
      alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
      @ViewBuilder content: () -> Content
    ) {
      self.alignment = alignment
      self.spacing = spacing
      self.content = content()
    }
    var hostRecord: (String?, Any?) { ("LazyHStack", spacing) }
    func hostChildren(_ host: ViewHost) -> [any View] { [host.lazyChildren(of: content)] }
  }

  /// Views below each other, made only as they come near the viewport. Apple: "The stack is
  /// 'lazy,' in that the stack view doesn't create items until it needs to render them
  /// onscreen." The host, which has no geometry, makes the first ``ViewHost/lazyStackWindow``
  /// views of a `ForEach` inside it (all of them by default).
  /// Apple: https://developer.apple.com/documentation/swiftui/lazyvstack
  @available(iOS 14.0, macOS 11.0, macCatalyst 14.0, visionOS 1.0, *)
  public struct LazyVStack<Content: View>: View, PrimitiveView {
    /// The content.
    public let content: Content
    /// The spacing between views.
    public let spacing: CGFloat?
    /// Creates a lazy stack (Apple's also takes the `pinnedViews`, which no adapter passes).
    /// Apple: https://developer.apple.com/documentation/swiftui/lazyvstack/init(alignment:spacing:pinnedviews:content:)
    public init(
      alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
      @ViewBuilder content: () -> Content
    ) {
      self.spacing = spacing
      self.content = content()
    }
    var hostRecord: (String?, Any?) { ("LazyVStack", spacing) }
    func hostChildren(_ host: ViewHost) -> [any View] { [host.lazyChildren(of: content)] }
  }

  /// Views grouped without a layout of their own.
  /// Apple: https://developer.apple.com/documentation/swiftui/group
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, visionOS 1.0, *)
  public struct Group<Content: View>: View, PrimitiveView {
    /// The content.
    public let content: Content
    /// Groups views.
    /// Apple: https://developer.apple.com/documentation/swiftui/group/init(content:)
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    var hostRecord: (String?, Any?) { (nil, nil) }
    func hostChildren(_ host: ViewHost) -> [any View] { [content] }
  }

  /// A view per element of a collection (the host makes one per element, as SwiftUI does
  /// outside lazy containers).
  /// Apple: https://developer.apple.com/documentation/swiftui/foreach
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, visionOS 1.0, *)
  public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View,
    PrimitiveView
  {
    /// The elements.
    /// Apple: https://developer.apple.com/documentation/swiftui/foreach/data
    public let data: Data
    /// The view of an element.
    /// Apple: https://developer.apple.com/documentation/swiftui/foreach/content
    public let content: (Data.Element) -> Content
    /// Creates views for a collection, identified by a key path.
    /// Availability: not read from its own page (checked as the newest release).
    public init(
      _ data: Data, id: KeyPath<Data.Element, ID>,
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.data = data
      self.id = id
      self.content = content
    }
    /// The key path of each element's identity.
    let id: KeyPath<Data.Element, ID>
    var hostRecord: (String?, Any?) { ("ForEach", data.count) }
    func hostChildren(_ host: ViewHost) -> [any View] { data.map { content($0) } }
    /// An element's view is identified by the element's id, not its position, so its state
    /// follows it when others come or go. Apple: `ForEach` "computes views on demand from an
    /// underlying collection of identified data" (…/swiftui/foreach); the id is that identity.
    func hostChildKey(_ position: Int) -> String {
      "id:\(data[data.index(data.startIndex, offsetBy: position)][keyPath: id])"
    }
  }

  extension ForEach: LazyElements {
    func firstElements(_ count: Int) -> any View {
      let made = Array(data.prefix(count))
      return MadeElements(
        count: data.count, made: made.map { content($0) },
        keys: made.map { "id:\($0[keyPath: id])" })
    }
  }

  /// The views a lazy stack asks of its `ForEach` (not SwiftUI API).
  @MainActor protocol LazyElements {
    /// The `ForEach` with only its first `count` views made.
    func firstElements(_ count: Int) -> any View
  }

  /// A `ForEach` of which a lazy stack made only the first views (not SwiftUI API): recorded
  /// as the `ForEach`, with its whole count.
  struct MadeElements: View, PrimitiveView {
    let count: Int
    let made: [any View]
    let keys: [String]
    var hostRecord: (String?, Any?) { ("ForEach", count) }
    func hostChildren(_ host: ViewHost) -> [any View] { made }
    func hostChildKey(_ position: Int) -> String { keys[position] }
  }

  /// The axes of a scroll view.
  /// Apple: https://developer.apple.com/documentation/swiftui/axis
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, visionOS 1.0, *)
  public enum Axis: Sendable {
    /// Horizontal.
    /// Apple: https://developer.apple.com/documentation/swiftui/axis/horizontal
    case horizontal
    /// Vertical.
    /// Apple: https://developer.apple.com/documentation/swiftui/axis/vertical
    case vertical

    /// A set of axes.
    /// Apple: https://developer.apple.com/documentation/swiftui/axis/set
    public struct Set: OptionSet, Sendable, Hashable {
      /// The raw bits.
      /// Availability: not read from its own page (checked as the newest release).
      public var rawValue: Int8
      /// Creates a set from raw bits.
      /// Availability: not read from its own page (checked as the newest release).
      public init(rawValue: Int8) { self.rawValue = rawValue }
      /// The horizontal axis.
      /// Apple: https://developer.apple.com/documentation/swiftui/axis/set/horizontal
      public static let horizontal = Set(rawValue: 1)
      /// The vertical axis.
      /// Apple: https://developer.apple.com/documentation/swiftui/axis/set/vertical
      public static let vertical = Set(rawValue: 2)
    }
  }

  /// A scrollable view.
  /// Apple: https://developer.apple.com/documentation/swiftui/scrollview
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, visionOS 1.0, *)
  public struct ScrollView<Content: View>: View, PrimitiveView {
    /// The content.
    /// Availability: not read from its own page (checked as the newest release).
    public let content: Content
    /// The scrollable axes.
    /// Apple: https://developer.apple.com/documentation/swiftui/scrollview/axes
    public let axes: Axis.Set
    /// Creates a scroll view.
    /// Apple: https://developer.apple.com/documentation/swiftui/scrollview/init(_:content:)
    public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {
      self.axes = axes
      self.content = content()
    }
    var hostRecord: (String?, Any?) { ("ScrollView", axes) }
    func hostChildren(_ host: ViewHost) -> [any View] { [content] }
  }

  /// A view with a modifier applied; the stand-in keeps the content, the modifier's name and
  /// what the modifier was given, for the host to record.
  public struct ModifiedView<Content: View>: View, PrimitiveView {
    /// The modified view.
    public let content: Content
    /// Which modifier.
    public let modifier: String
    /// What the modifier was given.
    let payload: Any?

    init(content: Content, modifier: String, payload: Any? = nil) {
      self.content = content
      self.modifier = modifier
      self.payload = payload
    }
    var hostRecord: (String?, Any?) { (modifier, payload) }
    func hostChildren(_ host: ViewHost) -> [any View] { [content] }
  }

  /// Insets on each edge of a rectangle.
  /// Apple: https://developer.apple.com/documentation/swiftui/edgeinsets
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, visionOS 1.0, *)
  @frozen public struct EdgeInsets: Equatable, Sendable {
    /// Top.
    /// Availability: not read from its own page (checked as the newest release).
    public var top: CGFloat
    /// Leading.
    /// Apple: https://developer.apple.com/documentation/swiftui/edgeinsets/leading
    public var leading: CGFloat
    /// Bottom.
    /// Availability: not read from its own page (checked as the newest release).
    public var bottom: CGFloat
    /// Trailing.
    /// Apple: https://developer.apple.com/documentation/swiftui/edgeinsets/trailing
    public var trailing: CGFloat
    /// Creates insets.
    /// Apple: https://developer.apple.com/documentation/swiftui/edgeinsets/init(top:leading:bottom:trailing:)
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
      self.top = top
      self.leading = leading
      self.bottom = bottom
      self.trailing = trailing
    }
  }
#endif

import Foundation

#if CAROUSEL_STAND_INS
  /// A size proposal: `nil` in a dimension means "unspecified".
  /// Apple: https://developer.apple.com/documentation/swiftui/proposedviewsize
  @available(iOS 16.0, macOS 13.0, macCatalyst 16.0, visionOS 1.0, *)
  @frozen public struct ProposedViewSize: Equatable, Sendable {
    /// The proposed width.
    /// Apple: https://developer.apple.com/documentation/swiftui/proposedviewsize/width
    public var width: CGFloat?
    /// The proposed height.
    /// Apple: https://developer.apple.com/documentation/swiftui/proposedviewsize/height
    public var height: CGFloat?
    /// Creates a proposal.
    /// Apple: https://developer.apple.com/documentation/swiftui/proposedviewsize/init(width:height:)
    public init(width: CGFloat?, height: CGFloat?) {
      self.width = width
      self.height = height
    }
    /// A proposal of a concrete size.
    /// Apple: https://developer.apple.com/documentation/swiftui/proposedviewsize/init(_:)
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
    /// Unspecified in both dimensions.
    /// Apple: https://developer.apple.com/documentation/swiftui/proposedviewsize/unspecified
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
  }

  /// A point in a view's unit square.
  /// Apple: https://developer.apple.com/documentation/swiftui/unitpoint
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, visionOS 1.0, *)
  public struct UnitPoint: Hashable, Sendable {
    /// x in the unit square.
    /// Apple: https://developer.apple.com/documentation/swiftui/unitpoint/x
    public var x: CGFloat
    /// y in the unit square.
    /// Apple: https://developer.apple.com/documentation/swiftui/unitpoint/y
    public var y: CGFloat
    /// Creates a unit point.
    /// Apple: https://developer.apple.com/documentation/swiftui/unitpoint/init(x:y:)
    public init(x: CGFloat, y: CGFloat) {
      self.x = x
      self.y = y
    }
    /// The top-leading corner.
    /// Apple: https://developer.apple.com/documentation/swiftui/unitpoint/topleading
    public static let topLeading = UnitPoint(x: 0, y: 0)
  }

  /// One subview of a layout. SwiftUI makes them from the view graph; the stand-in's
  /// initialiser stands for that: the subview's sizing and where its placement goes.
  /// Apple: https://developer.apple.com/documentation/swiftui/layoutsubview
  @available(iOS 16.0, macOS 13.0, macCatalyst 16.0, visionOS 1.0, *)
  public struct LayoutSubview {
    let sizing: (ProposedViewSize) -> CGSize
    let placement: (CGPoint, UnitPoint, ProposedViewSize) -> Void
    let values: [ObjectIdentifier: Any]

    /// A subview that sizes itself with `sizeThatFits`, reports its placement to `place`, and
    /// carries the layout values its view set with `layoutValue(key:value:)` (host only: SwiftUI
    /// has no public initialiser).
    @_spi(Host) public init(
      sizeThatFits: @escaping (ProposedViewSize) -> CGSize,
      place: @escaping (CGPoint, UnitPoint, ProposedViewSize) -> Void,
      values: [ObjectIdentifier: Any] = [:]
    ) {
      sizing = sizeThatFits
      placement = place
      self.values = values
    }

    /// The value the subview's view set for `key`, or the key's default.
    /// Apple: https://developer.apple.com/documentation/swiftui/layoutsubview/subscript(_:)
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
      values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }

    /// The subview's size for a proposal.
    /// Apple: https://developer.apple.com/documentation/swiftui/layoutsubview/sizethatfits(_:)
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { sizing(proposal) }

    /// Places the subview: its `anchor` point at `position`, sized for `proposal`.
    /// Apple: https://developer.apple.com/documentation/swiftui/layoutsubview/place(at:anchor:proposal:)
    public func place(
      at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
    ) {
      placement(position, anchor, proposal)
    }
  }

  /// A key for a value a view gives the layout it is in.
  /// Apple: https://developer.apple.com/documentation/swiftui/layoutvaluekey
  @available(iOS 16.0, macOS 13.0, macCatalyst 16.0, visionOS 1.0, *)
  public protocol LayoutValueKey {
    /// The value's type.
    /// Apple: https://developer.apple.com/documentation/swiftui/layoutvaluekey/value
    associatedtype Value
    /// The value of a subview that sets none.
    /// Apple: https://developer.apple.com/documentation/swiftui/layoutvaluekey/defaultvalue
    static var defaultValue: Value { get }
  }

  extension View {
    /// Gives the layout this view is in a value for `key`.
    /// Apple: https://developer.apple.com/documentation/swiftui/view/layoutvalue(key:value:)
    @available(iOS 16.0, macOS 13.0, macCatalyst 16.0, visionOS 1.0, *)
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
      ModifiedView(content: self, modifier: "layoutValue", payload: (ObjectIdentifier(key), value))
    }
  }

  /// A layout's subviews.
  /// Apple: https://developer.apple.com/documentation/swiftui/layoutsubviews
  @available(iOS 16.0, macOS 13.0, macCatalyst 16.0, visionOS 1.0, *)
  public struct LayoutSubviews: RandomAccessCollection {
    let subviews: [LayoutSubview]
    /// The subviews (SwiftUI makes them; the stand-in's initialiser stands for that).
    @_spi(Host) public init(_ subviews: [LayoutSubview]) { self.subviews = subviews }
    /// The first index.
    /// Availability: not read from its own page (checked as the newest release).
    public var startIndex: Int { subviews.startIndex }
    /// The index past the last.
    /// Availability: not read from its own page (checked as the newest release).
    public var endIndex: Int { subviews.endIndex }
    /// The subview at an index.
    /// Availability: not read from its own page (checked as the newest release).
    public subscript(index: Int) -> LayoutSubview { subviews[index] }
  }

  /// A type that sizes and places subviews (Apple's also refines `Animatable`, which no adapter
  /// uses).
  /// Apple: https://developer.apple.com/documentation/swiftui/layout
  @available(iOS 16.0, macOS 13.0, macCatalyst 16.0, visionOS 1.0, *)
  public protocol Layout: Sendable {
    /// Cached values the layout computes once per change of its subviews.
    /// Apple: https://developer.apple.com/documentation/swiftui/layout/cache
    associatedtype Cache = Void
    /// The subviews.
    /// Availability: not read from its own page (checked as the newest release).
    typealias Subviews = LayoutSubviews
    /// The layout's size for a proposal.
    /// Apple: https://developer.apple.com/documentation/swiftui/layout/sizethatfits(proposal:subviews:cache:)
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places the subviews in `bounds`.
    /// Apple: https://developer.apple.com/documentation/swiftui/layout/placesubviews(in:proposal:subviews:cache:)
    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// Creates the cache.
    /// Apple: https://developer.apple.com/documentation/swiftui/layout/makecache(subviews:)
    func makeCache(subviews: Subviews) -> Cache
    /// Updates the cache: SwiftUI "calls the update method when your layout or its subviews
    /// change"; the default "recreates the cache" with `makeCache(subviews:)`.
    /// Apple: https://developer.apple.com/documentation/swiftui/layout/updatecache(_:subviews:)
    @available(iOS 16.0, macOS 13.0, macCatalyst 16.0, tvOS 16.0, visionOS 1.0, watchOS 9.0, *)
    func updateCache(_ cache: inout Cache, subviews: Subviews)
  }

  extension Layout where Cache == () {
    /// No cache.
    /// Apple: https://developer.apple.com/documentation/swiftui/layout/makecache(subviews:)
    public func makeCache(subviews: Subviews) -> Cache { () }
  }

  extension Layout {
    /// Recreates the cache (Apple's default implementation, as its page says).
    /// Apple: https://developer.apple.com/documentation/swiftui/layout/updatecache(_:subviews:)
    @available(iOS 16.0, macOS 13.0, macCatalyst 16.0, tvOS 16.0, visionOS 1.0, watchOS 9.0, *)
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
      cache = makeCache(subviews: subviews)
    }
  }

  /// A layout applied to content.
  public struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    /// The layout.
    public let layout: L
    /// The content.
    public let content: Content
    var hostRecord: (String?, Any?) { ("Layout", layout) }
    func hostChildren(_ host: ViewHost) -> [any View] { [content] }
  }

  extension Layout {
    /// Lays out the content's views with this layout.
    /// Availability: not read from its own page (checked as the newest release).
    @MainActor public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
      LayoutView(layout: self, content: content())
    }
  }
#endif

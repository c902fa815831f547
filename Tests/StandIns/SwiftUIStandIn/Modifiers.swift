import Foundation

#if CAROUSEL_STAND_INS
  /// The direction of a VoiceOver adjustment.
  /// Apple: https://developer.apple.com/documentation/swiftui/accessibilityadjustmentdirection
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, visionOS 1.0, *)
  public enum AccessibilityAdjustmentDirection: Sendable {
    /// Swipe up.
    /// Apple: https://developer.apple.com/documentation/swiftui/accessibilityadjustmentdirection/increment
    case increment
    /// Swipe down.
    /// Apple: https://developer.apple.com/documentation/swiftui/accessibilityadjustmentdirection/decrement
    case decrement
  }

  /// An edge of a rectangle (also the direction of an accessibility scroll).
  /// Apple: https://developer.apple.com/documentation/swiftui/edge
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, visionOS 1.0, *)
  public enum Edge: Int8, Sendable {
    /// Top.
    /// Availability: not read from its own page (checked as the newest release).
    case top
    /// Leading.
    /// Availability: not read from its own page (checked as the newest release).
    case leading
    /// Bottom.
    /// Availability: not read from its own page (checked as the newest release).
    case bottom
    /// Trailing.
    /// Availability: not read from its own page (checked as the newest release).
    case trailing

    /// A set of edges.
    /// Apple: https://developer.apple.com/documentation/swiftui/edge/set
    public struct Set: OptionSet, Sendable {
      /// The raw bits.
      /// Availability: not read from its own page (checked as the newest release).
      public var rawValue: Int8
      /// Creates a set from raw bits.
      /// Availability: not read from its own page (checked as the newest release).
      public init(rawValue: Int8) { self.rawValue = rawValue }
      /// The top edge.
      /// Availability: not read from its own page (checked as the newest release).
      public static let top = Set(rawValue: 0b0001)
      /// The leading edge.
      /// Availability: not read from its own page (checked as the newest release).
      public static let leading = Set(rawValue: 0b0010)
      /// The bottom edge.
      /// Availability: not read from its own page (checked as the newest release).
      public static let bottom = Set(rawValue: 0b0100)
      /// The trailing edge.
      /// Availability: not read from its own page (checked as the newest release).
      public static let trailing = Set(rawValue: 0b1000)
      /// The leading and trailing edges.
      /// Availability: not read from its own page (checked as the newest release).
      public static let horizontal = Set(rawValue: 0b1010)
      /// The top and bottom edges.
      /// Availability: not read from its own page (checked as the newest release).
      public static let vertical = Set(rawValue: 0b0101)
      /// Every edge.
      /// Apple: https://developer.apple.com/documentation/swiftui/edge/set/all
      public static let all = Set(rawValue: 0b1111)
    }
  }

  /// Whether an input scrolls a view.
  /// Apple: https://developer.apple.com/documentation/swiftui/scrollinputbehavior
  @available(
    iOS 18.0, macOS 15.0, macCatalyst 18.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *
  )
  public struct ScrollInputBehavior: Equatable, Sendable {
    let name: String
    /// "The associated input should scroll a view."
    /// Apple: https://developer.apple.com/documentation/swiftui/scrollinputbehavior/enabled
    public static let enabled = ScrollInputBehavior(name: "enabled")
  }

  /// An input that scrolls views.
  /// Apple: https://developer.apple.com/documentation/swiftui/scrollinputkind
  @available(
    iOS 18.0, macOS 15.0, macCatalyst 18.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *
  )
  public struct ScrollInputKind: Equatable, Sendable {
    let name: String
    /// Looking at a scroll view's edge (visionOS 26; "an opt-in behavior"; no macOS).
    /// Apple: https://developer.apple.com/documentation/swiftui/scrollinputkind/look
    @available(iOS 18.0, visionOS 26.0, *)
    @available(macOS, unavailable)
    public static let look = ScrollInputKind(name: "look")
  }

  /// A view's geometry as `onGeometryChange` reports it.
  /// Apple: https://developer.apple.com/documentation/swiftui/geometryproxy
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, visionOS 1.0, *)
  public struct GeometryProxy {
    /// The view's size.
    /// Apple: https://developer.apple.com/documentation/swiftui/geometryproxy/size
    public let size: CGSize
    let frames: [String: CGRect]
    /// A proxy of a size, and of the view's frame in named coordinate spaces such as
    /// `"scrollView"` (host only: SwiftUI has no public initialiser).
    @_spi(Host) public init(size: CGSize, frames: [String: CGRect] = [:]) {
      self.size = size
      self.frames = frames
    }
    /// The view's frame in a coordinate space (the host's frame for that space, else at the
    /// origin).
    /// Apple: https://developer.apple.com/documentation/swiftui/geometryproxy/frame(in:)
    @available(iOS 17.0, macOS 14.0, macCatalyst 17.0, visionOS 1.0, *)
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
      frames[coordinateSpace.hostName] ?? CGRect(origin: .zero, size: size)
    }
  }

  /// A coordinate space geometry can be read in.
  /// Apple: https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol
  @available(iOS 17.0, macOS 14.0, macCatalyst 17.0, visionOS 1.0, *)
  public protocol CoordinateSpaceProtocol {
    /// The space's name for the host.
    var hostName: String { get }
  }

  /// A coordinate space with a name.
  /// Apple: https://developer.apple.com/documentation/swiftui/namedcoordinatespace
  @available(iOS 17.0, macOS 14.0, macCatalyst 17.0, visionOS 1.0, *)
  public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable, Sendable {
    /// The space's name for the host.
    public let hostName: String
  }

  extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The innermost scroll view's coordinate space (its content offset is minus the content's
    /// origin in it).
    /// Apple: https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol/scrollview
    public static var scrollView: NamedCoordinateSpace {
      NamedCoordinateSpace(hostName: "scrollView")
    }
  }

  /// Whether scroll indicators show.
  ///
  /// Apple: https://developer.apple.com/documentation/swiftui/scrollindicatorvisibility
  @available(iOS 16.0, macOS 13.0, macCatalyst 16.0, visionOS 1.0, *)
  public struct ScrollIndicatorVisibility: Sendable, Equatable {
    let name: String
    /// Hidden, except where the platform requires them (a mouse-driven scroll on macOS).
    /// Apple: https://developer.apple.com/documentation/swiftui/scrollindicatorvisibility/hidden
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
  }

  /// An animation.
  /// Apple: https://developer.apple.com/documentation/swiftui/animation
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, visionOS 1.0, *)
  public struct Animation: Sendable, Equatable {
    let name: String
    /// The default animation.
    /// Apple: https://developer.apple.com/documentation/swiftui/animation/default
    public static let `default` = Animation(name: "default")
  }

  /// Runs `body` with an animation (`nil`: none). The stand-in does not animate; it records the
  /// animation of the innermost call for the host (`ViewHost.lastAnimation`).
  /// Apple: https://developer.apple.com/documentation/swiftui/withanimation(_:_:)
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, visionOS 1.0, *)
  @MainActor public func withAnimation<Result>(
    _ animation: Animation? = .default, _ body: () throws -> Result
  ) rethrows -> Result {
    ViewHost.lastAnimation = .some(animation)
    return try body()
  }

  extension ViewHost {
    /// The animation the last `withAnimation` call was given (`.some(nil)`: none), or `nil`
    /// before any call.
    public static var lastAnimation: Animation?? = nil
  }

  // What the modifiers record (the host hands these to tests as node payloads).

  /// `onGeometryChange(for:of:action:)`'s arguments.
  @_spi(Host) public struct GeometryChange<T> {
    /// The value read from the geometry.
    public let transform: (GeometryProxy) -> T
    /// The action.
    public let action: (T) -> Void
  }

  /// `onChange(of:initial:_:)`'s arguments.
  @_spi(Host) public struct ValueChange<V> {
    /// The value observed at this render.
    public let value: V
    /// The action, called with the old and the new value.
    public let action: (V, V) -> Void
  }

  /// `frame(...)`'s arguments.
  @_spi(Host) public struct FrameArguments: Equatable {
    /// Width, height, minimum height.
    public var width, height, minHeight: CGFloat?
    /// The alignment.
    public var alignment: Alignment
    /// Maximum width and height (a flexible frame's).
    public var maxWidth: CGFloat? = nil, maxHeight: CGFloat? = nil
    /// Minimum width (a flexible frame's).
    public var minWidth: CGFloat? = nil
  }

  extension View {
    /// Sets how a scroll view comes to rest.
    /// Apple: https://developer.apple.com/documentation/swiftui/view/scrolltargetbehavior(_:)
    @available(iOS 17.0, macOS 14.0, macCatalyst 17.0, visionOS 1.0, *)
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
      ModifiedView(content: self, modifier: "scrollTargetBehavior", payload: behavior)
    }

    /// Turns scrolling by one kind of input on or off; the host records both.
    /// Apple: https://developer.apple.com/documentation/swiftui/view/scrollinputbehavior(_:for:)
    @available(
      iOS 18.0, macOS 15.0, macCatalyst 18.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *
    )
    public func scrollInputBehavior(_ behavior: ScrollInputBehavior, for input: ScrollInputKind)
      -> some View
    {
      ModifiedView(content: self, modifier: "scrollInputBehavior", payload: (behavior, input))
    }

    /// Makes the layout's subviews the scroll view's targets.
    /// Apple: https://developer.apple.com/documentation/swiftui/view/scrolltargetlayout(isenabled:)
    @available(iOS 17.0, macOS 14.0, macCatalyst 17.0, visionOS 1.0, *)
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
      ModifiedView(content: self, modifier: "scrollTargetLayout", payload: isEnabled)
    }

    /// Binds the identity of the scroll view's target at rest.
    /// Apple: https://developer.apple.com/documentation/swiftui/view/scrollposition(id:anchor:)
    @available(iOS 17.0, macOS 14.0, macCatalyst 17.0, visionOS 1.0, *)
    public func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil)
      -> some View
    {
      ModifiedView(content: self, modifier: "scrollPosition", payload: anchor)
    }

    /// Lets the scroll view's content draw outside its bounds.
    /// Apple: https://developer.apple.com/documentation/swiftui/view/scrollclipdisabled(_:)
    @available(iOS 17.0, macOS 14.0, macCatalyst 17.0, visionOS 1.0, *)
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
      ModifiedView(content: self, modifier: "scrollClipDisabled", payload: disabled)
    }

    /// Shows or hides the scroll indicators of scrollable views inside this one.
    ///
    /// Apple: https://developer.apple.com/documentation/swiftui/view/scrollindicators(_:axes:)
    @available(iOS 16.0, macOS 13.0, macCatalyst 16.0, visionOS 1.0, *)
    public func scrollIndicators(
      _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
    ) -> some View {
      ModifiedView(content: self, modifier: "scrollIndicators", payload: visibility)
    }

    /// Sets the view's identity.
    /// Apple: https://developer.apple.com/documentation/swiftui/view/id(_:)
    public func id(_ id: some Hashable) -> some View {
      ModifiedView(content: self, modifier: "id", payload: AnyHashable(id))
    }

    /// Fixes the view's width and height (`nil`: the content's).
    /// Apple: https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
      -> some View
    {
      ModifiedView(
        content: self, modifier: "frame",
        payload: FrameArguments(width: width, height: height, minHeight: nil, alignment: alignment))
    }

    /// Bounds the view's width and height.
    /// Availability: not read from its own page (checked as the newest release).
    public func frame(
      minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
      alignment: Alignment = .center
    ) -> some View {
      ModifiedView(
        content: self, modifier: "frame",
        payload: FrameArguments(
          width: nil, height: nil, minHeight: minHeight, alignment: alignment,
          maxWidth: maxWidth, maxHeight: maxHeight, minWidth: minWidth))
    }

    /// Pads the view along some edges.
    /// Apple: https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
      ModifiedView(content: self, modifier: "padding", payload: (edges, length))
    }

    /// Calls `action` with a value of the view's geometry whenever it changes.
    /// Apple: https://developer.apple.com/documentation/swiftui/view/ongeometrychange(for:of:action:)
    @available(iOS 16.0, macOS 13.0, macCatalyst 16.0, visionOS 1.0, *)
    public func onGeometryChange<T: Equatable & Sendable>(
      for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
      action: @escaping (T) -> Void
    ) -> some View {
      ModifiedView(
        content: self, modifier: "onGeometryChange",
        payload: GeometryChange(transform: transform, action: action))
    }

    /// Calls `action` when `value` changes, with the old and the new value.
    /// Apple: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
    @available(iOS 17.0, macOS 14.0, macCatalyst 17.0, visionOS 1.0, *)
    public func onChange<V: Equatable>(
      of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
    ) -> some View {
      ModifiedView(
        content: self, modifier: "onChange", payload: ValueChange(value: value, action: action))
    }

    /// Makes `shape`, over the view's whole frame, the area that takes taps (the view's drawn
    /// content otherwise): recorded as `contentShape`.
    /// Apple: https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:)
    @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, visionOS 1.0, *)
    public func contentShape(_ shape: some Shape, eoFill: Bool = false) -> some View {
      ModifiedView(
        content: self, modifier: "contentShape", payload: String(describing: type(of: shape)))
    }

    /// Plays `feedback` each time `trigger` changes: recorded as `sensoryFeedback` with the
    /// trigger's value, which a host compares between renders.
    /// Apple: https://developer.apple.com/documentation/swiftui/view/sensoryfeedback(_:trigger:)
    @available(iOS 17.0, macOS 14.0, macCatalyst 17.0, visionOS 26.0, *)
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T)
      -> some View
    {
      ModifiedView(content: self, modifier: "sensoryFeedback", payload: trigger)
    }

    /// Runs `action` when the view is tapped `count` times.
    /// Apple: https://developer.apple.com/documentation/swiftui/view/ontapgesture(count:perform:)
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
      ModifiedView(content: self, modifier: "onTapGesture", payload: action)
    }

    /// Sets a value of the environment for the view and everything inside it.
    /// Apple: https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
      -> some View
    {
      ModifiedView(
        content: self, modifier: "environment",
        payload: EnvironmentChange { $0[keyPath: keyPath] = value })
    }

    /// Replaces the view's content with a placeholder shape.
    /// Apple: https://developer.apple.com/documentation/swiftui/view/redacted(reason:)
    @available(iOS 14.0, macOS 11.0, macCatalyst 14.0, visionOS 1.0, *)
    public func redacted(reason: RedactionReasons) -> some View {
      ModifiedView(content: self, modifier: "redacted", payload: reason)
    }

    /// Sets the font of the text inside.
    /// Apple: https://developer.apple.com/documentation/swiftui/view/font(_:)
    public func font(_ font: Font?) -> some View {
      ModifiedView(content: self, modifier: "font", payload: font)
    }

    /// Limits the text inside to a number of lines.
    /// Apple: https://developer.apple.com/documentation/swiftui/view/linelimit(_:)-513mb
    public func lineLimit(_ number: Int?) -> some View {
      ModifiedView(content: self, modifier: "lineLimit", payload: number)
    }

    /// Sets the style the view's foreground is drawn in.
    /// Apple: https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
    @available(iOS 15.0, macOS 12.0, macCatalyst 15.0, visionOS 1.0, *)
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
      ModifiedView(content: self, modifier: "foregroundStyle", payload: style)
    }
  }
#endif

import Foundation

#if CAROUSEL_STAND_INS
  /// A gesture: what it reports as it changes.
  /// Apple: https://developer.apple.com/documentation/swiftui/gesture
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, visionOS 1.0, *)
  public protocol Gesture {
    /// What the gesture reports.
    associatedtype Value
  }

  /// A drag: reports where the finger is.
  /// Apple: https://developer.apple.com/documentation/swiftui/draggesture
  @available(iOS 13.0, macOS 10.15, macCatalyst 13.0, visionOS 1.0, *)
  public struct DragGesture: Gesture {
    /// A drag's state.
    /// Apple: https://developer.apple.com/documentation/swiftui/draggesture/value
    public struct Value: Equatable, Sendable {
      /// Where the finger is, in the gesture's coordinate space.
      /// Apple: https://developer.apple.com/documentation/swiftui/draggesture/value/location
      public var location: CGPoint
      /// A drag state (host only: SwiftUI has no public initialiser).
      @_spi(Host) public init(location: CGPoint) {
        self.location = location
      }
    }

    /// How far the finger must move before the drag begins.
    /// Apple: https://developer.apple.com/documentation/swiftui/draggesture/minimumdistance
    public var minimumDistance: CGFloat

    /// A drag that begins after `minimumDistance` points.
    /// Availability: not read from its own page (checked as the newest release).
    public init(minimumDistance: CGFloat = 10) { self.minimumDistance = minimumDistance }

    /// The gesture with an action for each change.
    /// Apple: https://developer.apple.com/documentation/swiftui/gesture/onchanged(_:)
    public func onChanged(_ action: @escaping (Value) -> Void) -> ChangedGesture<DragGesture> {
      ChangedGesture(gesture: self, action: action)
    }
  }

  /// A gesture with an action for each change (SwiftUI's `_ChangedGesture`).
  public struct ChangedGesture<Base: Gesture>: Gesture {
    /// The gesture's value.
    public typealias Value = Base.Value
    /// The gesture.
    public let gesture: Base
    /// The action.
    public let action: (Base.Value) -> Void
  }

  extension View {
    /// Attaches a gesture (Apple's also takes a `GestureMask`, default `.all`, which no adapter
    /// passes).
    /// Apple: https://developer.apple.com/documentation/swiftui/view/gesture(_:including:)
    public func gesture<G: Gesture>(_ gesture: G) -> some View {
      ModifiedView(content: self, modifier: "gesture", payload: gesture)
    }
  }
#endif

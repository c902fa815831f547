import Foundation

#if CAROUSEL_STAND_INS
  /// Scrolls the scroll views inside a ``ScrollViewReader`` to views by identity.
  /// Apple: https://developer.apple.com/documentation/swiftui/scrollviewproxy
  @available(iOS 14.0, macOS 11.0, macCatalyst 14.0, visionOS 1.0, *)
  public struct ScrollViewProxy {
    let host: ViewHost?

    /// Scrolls so the view with identity `id` shows; with an anchor, the anchor point of the
    /// view lines up with the same point of the scroll view (Apple: "setting anchor to top
    /// aligns the top of the identified view to the top of the scroll view"). The host records
    /// the request (`ViewHost.scrollRequests`).
    /// Apple: https://developer.apple.com/documentation/swiftui/scrollviewproxy/scrollto(_:anchor:)
    @MainActor public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
      host?.record(scrollTo: AnyHashable(id), anchor: anchor)
    }
  }

  /// A view whose content gets a proxy to scroll the scroll views inside it.
  /// Apple: https://developer.apple.com/documentation/swiftui/scrollviewreader
  @available(iOS 14.0, macOS 11.0, macCatalyst 14.0, visionOS 1.0, *)
  public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    let content: (ScrollViewProxy) -> Content
    /// Creates a reader.
    /// Apple: https://developer.apple.com/documentation/swiftui/scrollviewreader/init(content:)
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
      self.content = content
    }
    var hostRecord: (String?, Any?) { ("ScrollViewReader", nil) }
    func hostChildren(_ host: ViewHost) -> [any View] { [content(ScrollViewProxy(host: host))] }
  }

  /// A scroll view's geometry, as `onScrollGeometryChange` reports it.
  /// Apple: https://developer.apple.com/documentation/swiftui/scrollgeometry
  @available(iOS 18.0, macOS 15.0, macCatalyst 18.0, visionOS 2.0, *)
  public struct ScrollGeometry: Equatable, Sendable {
    /// The content offset.
    /// Apple: https://developer.apple.com/documentation/swiftui/scrollgeometry/contentoffset
    public var contentOffset: CGPoint
    /// The content's size.
    /// Apple: https://developer.apple.com/documentation/swiftui/scrollgeometry/contentsize
    public var contentSize: CGSize
    /// The container's size.
    /// Apple: https://developer.apple.com/documentation/swiftui/scrollgeometry/containersize
    public var containerSize: CGSize
    /// A geometry (host only: SwiftUI has no public initialiser).
    @_spi(Host) public init(contentOffset: CGPoint, contentSize: CGSize, containerSize: CGSize) {
      self.contentOffset = contentOffset
      self.contentSize = contentSize
      self.containerSize = containerSize
    }
  }

  /// A scroll view's phase.
  /// Apple: https://developer.apple.com/documentation/swiftui/scrollphase
  @available(iOS 18.0, macOS 15.0, macCatalyst 18.0, visionOS 2.0, *)
  public enum ScrollPhase: Equatable, Sendable {
    /// Not scrolling.
    /// Apple: https://developer.apple.com/documentation/swiftui/scrollphase/idle
    case idle
    /// Dragged.
    /// Apple: https://developer.apple.com/documentation/swiftui/scrollphase/interacting
    case interacting
    /// Decelerating after a release.
    /// Apple: https://developer.apple.com/documentation/swiftui/scrollphase/decelerating
    case decelerating
  }

  /// `onScrollGeometryChange(for:of:action:)`'s arguments.
  @_spi(Host) public struct ScrollGeometryChange<T> {
    /// The value read from the geometry.
    public let transform: (ScrollGeometry) -> T
    /// The action, called with the old and the new value.
    public let action: (T, T) -> Void
  }

  extension View {
    /// Calls `action` when a value of the scroll view's geometry changes (iOS 18).
    /// Apple: https://developer.apple.com/documentation/swiftui/view/onscrollgeometrychange(for:of:action:)
    @available(iOS 18.0, macOS 15.0, macCatalyst 18.0, visionOS 2.0, *)
    public func onScrollGeometryChange<T: Equatable>(
      for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
      action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
      ModifiedView(
        content: self, modifier: "onScrollGeometryChange",
        payload: ScrollGeometryChange(transform: transform, action: action))
    }

    /// Calls `action` when the scroll view's phase changes (iOS 18).
    /// Apple: https://developer.apple.com/documentation/swiftui/view/onscrollphasechange(_:)
    @available(iOS 18.0, macOS 15.0, macCatalyst 18.0, visionOS 2.0, *)
    public func onScrollPhaseChange(
      _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void
    ) -> some View {
      ModifiedView(content: self, modifier: "onScrollPhaseChange", payload: action)
    }
  }
#endif

import Foundation

#if CAROUSEL_STAND_INS
  /// Plays SwiftUI's part for tests: evaluates a view's body as SwiftUI does (custom views
  /// through `body`, with the environment their ancestors set), and records every primitive
  /// view and modifier it meets, with what it was given, so a test can assert it and call the
  /// closures SwiftUI would call (an `onGeometryChange` action, a key press handler, a button).
  ///
  /// Host only (`@_spi(Host)`): no adapter code can reach it.
  @_spi(Host) @MainActor public final class ViewHost {
    /// One primitive view or modifier met while rendering.
    public struct Node {
      /// The view's or modifier's name, such as `"Text"` or `"onKeyPress"`.
      public let name: String
      /// What it was given: a `Text`'s string, a modifier's arguments or closure.
      public let payload: Any?
      /// The environment in effect there.
      public let environment: EnvironmentValues
    }

    /// Every node of the last render, in pre-order (a modifier before the view it modifies).
    public private(set) var nodes: [Node] = []
    /// The environment the rendered view starts with.
    public var environment: EnvironmentValues
    /// Every `ScrollViewProxy.scrollTo` call, in order.
    public private(set) var scrollRequests: [(id: AnyHashable, anchor: UnitPoint?)] = []
    /// How many views of a `ForEach` directly inside a lazy stack the host makes (`nil`, the
    /// default: all). SwiftUI makes a lazy stack's views only as they come near the viewport;
    /// the host has no geometry, so a test stands in for "near the viewport" with this count.
    public var lazyStackWindow: Int?
    /// Every accessibility announcement posted (`AccessibilityNotification.Announcement.post()`).
    public static var announcements: [String] = []

    /// Creates a host with an environment.
    public init(environment: EnvironmentValues = EnvironmentValues()) {
      self.environment = environment
    }

    /// Renders `view`, replacing the recorded nodes.
    public func render(_ view: some View) {
      nodes = []
      visit(view, environment, "")
    }

    /// The nodes named `name`, in order.
    public func all(_ name: String) -> [Node] { nodes.filter { $0.name == name } }

    /// The first node named `name`.
    public func first(_ name: String) -> Node? { nodes.first { $0.name == name } }

    /// The texts rendered, in order.
    public var texts: [String] { all("Text").compactMap { $0.payload as? String } }

    /// What a lazy stack's content gives the host: a `ForEach` with its first
    /// ``lazyStackWindow`` views made, or the content as it is.
    func lazyChildren(of content: any View) -> any View {
      guard let lazyStackWindow, let elements = content as? any LazyElements else { return content }
      return elements.firstElements(lazyStackWindow)
    }

    func record(scrollTo id: AnyHashable, anchor: UnitPoint?) {
      scrollRequests.append((id, anchor))
    }

    /// The state kept for each view's place, by `path/Type.property` (``State``).
    private var stateStorage: [String: AnyObject] = [:]

    private func visit<V: View>(_ view: V, _ environment: EnvironmentValues, _ path: String) {
      if let primitive = view as? any PrimitiveView {
        let (name, payload) = primitive.hostRecord
        if let name { nodes.append(Node(name: name, payload: payload, environment: environment)) }
        var inner = environment
        if let change = payload as? EnvironmentChange { change.apply(&inner) }
        for (position, child) in primitive.hostChildren(self).enumerated() {
          visitAny(child, inner, "\(path)/\(primitive.hostChildKey(position))")
        }
        return
      }
      // A custom view: SwiftUI gives it the state kept for its place and updates its dynamic
      // properties, then evaluates its body with the environment in effect.
      let place = "\(path)/\(String(reflecting: V.self))"
      for child in Mirror(reflecting: view).children {
        (child.value as? any HostStateProperty)?.hostAdopt(
          &stateStorage, key: "\(place).\(child.label ?? "")")
        (child.value as? any HostDynamicProperty)?.hostUpdate(environment)
      }
      let saved = EnvironmentValues.current
      EnvironmentValues.current = environment
      let body = view.body
      EnvironmentValues.current = saved
      visit(body, environment, place)
    }

    private func visitAny(_ view: any View, _ environment: EnvironmentValues, _ path: String) {
      visit(view, environment, path)
    }
  }

  /// A view SwiftUI draws itself: the host records it and visits its children instead of a body.
  @MainActor protocol PrimitiveView {
    /// The node's name (`nil`: record nothing) and payload.
    var hostRecord: (String?, Any?) { get }
    /// The views inside it.
    func hostChildren(_ host: ViewHost) -> [any View]
    /// The place of child `position` in the view's identity (its position, by default).
    func hostChildKey(_ position: Int) -> String
  }

  extension PrimitiveView {
    var hostRecord: (String?, Any?) {
      (String(describing: type(of: self)).prefix { $0 != "<" }.description, nil)
    }
    func hostChildren(_ host: ViewHost) -> [any View] { [] }
    func hostChildKey(_ position: Int) -> String { String(position) }
  }

  /// An environment modifier's change, applied to the descendants.
  struct EnvironmentChange {
    let apply: (inout EnvironmentValues) -> Void
  }
#endif

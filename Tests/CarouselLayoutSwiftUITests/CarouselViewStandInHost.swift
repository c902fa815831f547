import CarouselLayout
import CarouselLayoutSwiftUI
import Foundation

#if CAROUSEL_STAND_INS
  @_spi(Host) import SwiftUIStandIn

  /// Renders a view as SwiftUI would and plays SwiftUI's part in its callbacks: reports the
  /// container's width, the scroll view's offset and phase, key presses and taps.
  @MainActor
  struct CarouselHarness<V: View> {
    let view: V
    let host: ViewHost
    let width: CGFloat

    /// Renders `view` in a container `width` points wide. `lazyStackWindow` is how many views
    /// of a lazy stack's `ForEach` the host makes (`nil`: all), as SwiftUI makes only those
    /// near the viewport.
    init(
      _ view: V, width: CGFloat = 393, environment: EnvironmentValues = EnvironmentValues(),
      lazyStackWindow: Int? = nil
    ) {
      self.view = view
      self.width = width
      host = ViewHost(environment: environment)
      host.lazyStackWindow = lazyStackWindow
      host.render(view)
      // SwiftUI reports the carousel's width once it is laid out.
      if let change = host.first("onGeometryChange")?.payload as? GeometryChange<CGFloat> {
        change.action(change.transform(GeometryProxy(size: CGSize(width: width, height: 800))))
      }
      host.render(view)
    }

    /// Renders again (after state changed).
    func rerender() { host.render(view) }

    /// The payloads of the nodes named `name` of type `T`, in render order.
    func payloads<T>(_ name: String, as type: T.Type = T.self) -> [T] {
      host.all(name).compactMap { $0.payload as? T }
    }

    /// The scroll target behavior the scroll view was given.
    var behavior: CarouselScrollTargetBehavior? {
      payloads("scrollTargetBehavior", as: CarouselScrollTargetBehavior.self).first
    }

    /// Scrolls as a user would: the live offset, then the phases of a gesture coming to rest.
    func scroll(to offset: CGFloat) {
      for change in payloads("onScrollGeometryChange", as: ScrollGeometryChange<CGFloat>.self) {
        let geometry = ScrollGeometry(
          contentOffset: CGPoint(x: offset, y: 0), contentSize: CGSize(width: 5000, height: 300),
          containerSize: CGSize(width: width, height: 300))
        change.action(0, change.transform(geometry))
      }
      for phase in payloads(
        "onScrollPhaseChange", as: ((ScrollPhase, ScrollPhase) -> Void).self)
      {
        phase(.interacting, .decelerating)
        phase(.decelerating, .idle)
      }
      rerender()
    }

    /// Presses a key, as SwiftUI does while the carousel has focus.
    @discardableResult
    func press(_ key: KeyEquivalent) -> KeyPress.Result? {
      let result = payloads("onKeyPress", as: KeyPressHandler.self).first?.action(
        KeyPress(key: key))
      rerender()
      return result
    }

    /// The last programmatic scroll request.
    var lastScroll: (id: AnyHashable, anchor: UnitPoint?)? { host.scrollRequests.last }
  }
#endif

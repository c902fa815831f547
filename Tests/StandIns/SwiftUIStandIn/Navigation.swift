import Foundation

#if CAROUSEL_STAND_INS
  /// A view that shows a root view and the views pushed over it. Apple: "The stack always
  /// displays the most recently added view that hasn't been removed, and doesn't allow the
  /// root view to be removed."
  ///
  /// The host evaluates the root to find the destinations it presents
  /// (``View/navigationDestination(isPresented:destination:)`` with a true binding), then
  /// shows the last of them instead of the root; with none presented it shows the root. The
  /// node's payload is the number of views pushed. Only the `init(root:)` form is copied.
  /// Apple: https://developer.apple.com/documentation/swiftui/navigationstack
  @available(iOS 16.0, macOS 13.0, macCatalyst 16.0, visionOS 1.0, *)
  public struct NavigationStack<Root: View>: View, PrimitiveView {
    let root: Root

    /// Creates a navigation stack that manages its own navigation state.
    /// Apple: https://developer.apple.com/documentation/swiftui/navigationstack/init(root:)
    public init(@ViewBuilder root: () -> Root) {
      self.root = root()
    }

    var hostRecord: (String?, Any?) { ("NavigationStack", pushed.count) }

    func hostChildren(_ host: ViewHost) -> [any View] {
      [pushed.last ?? root]
    }

    /// The destinations presented inside the root, in the order the root declares them.
    private var pushed: [any View] {
      let probe = ViewHost()
      probe.render(root)
      return probe.all(NavigationDestinationModifier.nodeName).compactMap {
        ($0.payload as? NavigationDestinationModifier.Presented)?.view
      }
    }
  }

  /// Not Apple API: what `navigationDestination(isPresented:destination:)` records.
  struct NavigationDestinationModifier {
    static let nodeName = "navigationDestination"
    /// The destination, recorded while its binding is true.
    struct Presented {
      let view: any View
    }
  }

  extension View {
    /// Pushes `destination` onto the enclosing ``NavigationStack`` while `isPresented` is
    /// true. Apple: "Add this view modifier to a view inside a NavigationStack to
    /// programmatically push a single view onto the stack"; outside a stack nothing is pushed
    /// (the stand-in records the modifier and shows only the view it modifies).
    /// Apple: https://developer.apple.com/documentation/swiftui/view/navigationdestination(ispresented:destination:)
    @available(iOS 16.0, macOS 13.0, macCatalyst 16.0, visionOS 1.0, *)
    public func navigationDestination<V: View>(
      isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
    ) -> some View {
      ModifiedView(
        content: self, modifier: NavigationDestinationModifier.nodeName,
        payload: isPresented.wrappedValue
          ? NavigationDestinationModifier.Presented(view: destination()) : nil)
    }
  }
#endif

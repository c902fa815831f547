import Foundation

#if CAROUSEL_STAND_INS
  /// A registered class's place: a cell or a supplementary view of a kind, and its identifier.
  struct ReuseKey: Hashable {
    /// The element kind, or `nil` for cells.
    var kind: String?
    var identifier: String
  }

  /// Registering classes and dequeuing views, with UIKit's reuse queue.
  ///
  /// - `register(_:forCellWithReuseIdentifier:)` and
  ///   `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)` record a class for an
  ///   identifier; registering again replaces it, `nil` removes it (as UIKit documents for its
  ///   register methods: "Prior to calling the dequeueReusableCell(withReuseIdentifier:for:)
  ///   method of the collection view, you must use this method or the
  ///   register(_:forCellWithReuseIdentifier:) method", …/register(_:forcellwithreuseidentifier:)-6z6t4).
  /// - `dequeueReusable…` hands out a view from the reuse queue after its `prepareForReuse()`
  ///   ("When the collection view dequeues your view for use, it calls this method before the
  ///   corresponding dequeue method returns the view to your code",
  ///   …/uicollectionreusableview/prepareforreuse()), or creates one of the registered class
  ///   with `init(frame:)`, and sets its `reuseIdentifier` ("The collection view sets this
  ///   value when it first creates the view", …/uicollectionreusableview/reuseidentifier).
  /// - A dequeued view that leaves the screen (scrolled away, `reloadData()`, a batch update)
  ///   goes into the queue of its identifier. A cell a data source made directly stops the
  ///   stand-in, as UIKit raises for it (see `makeView(for:)`); a supplementary view made
  ///   directly is dropped.
  /// - Dequeuing an identifier nothing is registered for is a programmer error: UIKit raises
  ///   `NSInternalInconsistencyException` ("could not dequeue a view of kind:
  ///   UICollectionElementKindCell with identifier … - must register a nib or a class for the
  ///   identifier or connect a prototype cell in a storyboard", the message seen in countless
  ///   public crash reports); the stand-in stops with the same words.
  ///
  /// **What Swift cannot do here:** UIKit creates the registered class through the Objective-C
  /// runtime (`[[cls alloc] initWithFrame:]`). Swift without that runtime can create an
  /// instance from a metatype only through a `required` initializer, and `init(frame:)` is not
  /// one (making it one would reject every subclass that writes `override init(frame:)`, the
  /// standard spelling). So the stand-in needs to be told once how to make each class it
  /// creates: ``standInMaker(for:_:)``, which is not UIKit API. The stand-in's own
  /// `UICollectionViewCell` and `UICollectionReusableView` need none.
  extension UICollectionView {
    /// How the stand-in creates each registered class, by class (see the extension's
    /// discussion).
    private static var makers: [ObjectIdentifier: (CGRect) -> UICollectionReusableView] = [:]

    /// Not UIKit API: tells the stand-in how to create `viewClass` with `init(frame:)`, which
    /// UIKit does through the Objective-C runtime (see the extension's discussion).
    ///
    /// ```swift
    /// UICollectionView.standInMaker(for: ProductCell.self) { ProductCell(frame: $0) }
    /// ```
    @_spi(StandIn) public static func standInMaker<View: UICollectionReusableView>(
      for viewClass: View.Type, _ make: @escaping (CGRect) -> View
    ) {
      makers[ObjectIdentifier(viewClass)] = make
    }

    /// Registers a class for creating new cells.
    /// Availability: not read from its own page (checked as the newest release).
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forcellwithreuseidentifier:)-6z6t4
    /// (the nib overload's page; the class overload has the same availability)
    @available(iOS 6.0, macCatalyst 13.1, visionOS 1.0, *)
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
      register(cellClass, for: ReuseKey(kind: nil, identifier: identifier))
    }

    /// Registers a class for creating supplementary views of a kind.
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forsupplementaryviewofkind:withreuseidentifier:)-661io
    @available(iOS 6.0, macCatalyst 13.1, visionOS 1.0, *)
    public func register(
      _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
      withReuseIdentifier identifier: String
    ) {
      register(viewClass, for: ReuseKey(kind: elementKind, identifier: identifier))
    }

    /// A reusable cell for an identifier: from the queue, or new (see the extension's
    /// discussion).
    /// Availability: not read from its own page (checked as the newest release).
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:)
    @available(iOS 6.0, macCatalyst 13.1, visionOS 1.0, *)
    public func dequeueReusableCell(
      withReuseIdentifier identifier: String, for indexPath: IndexPath
    )
      -> UICollectionViewCell
    {
      let key = ReuseKey(kind: nil, identifier: identifier)
      guard let cell = dequeue(key) as? UICollectionViewCell else {
        fatalError(
          "the view registered for cell identifier \(identifier) is not a UICollectionViewCell")
      }
      return cell
    }

    /// A reusable supplementary view of a kind for an identifier: from the queue, or new.
    /// Apple: https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablesupplementaryview(ofkind:withreuseidentifier:for:)
    @available(iOS 6.0, macCatalyst 13.1, visionOS 1.0, *)
    public func dequeueReusableSupplementaryView(
      ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
      dequeue(ReuseKey(kind: elementKind, identifier: identifier))
    }

    private func register(_ viewClass: AnyClass?, for key: ReuseKey) {
      registeredClasses[key] = viewClass
      reuseQueues[key] = nil
    }

    private func dequeue(_ key: ReuseKey) -> UICollectionReusableView {
      if var queue = reuseQueues[key], !queue.isEmpty {
        let view = queue.removeLast()
        reuseQueues[key] = queue
        view.prepareForReuse()
        return view
      }
      guard let viewClass = registeredClasses[key] else {
        fatalError(
          "could not dequeue a view of kind: \(key.kind ?? "UICollectionElementKindCell") with "
            + "identifier \(key.identifier) - must register a nib or a class for the identifier "
            + "or connect a prototype cell in a storyboard")
      }
      let view = Self.make(viewClass)
      view.reuseIdentifier = key.identifier
      view.reuseKey = key
      return view
    }

    private static func make(_ viewClass: AnyClass) -> UICollectionReusableView {
      if let make = makers[ObjectIdentifier(viewClass)] { return make(.zero) }
      if viewClass == UICollectionViewCell.self { return UICollectionViewCell(frame: .zero) }
      if viewClass == UICollectionReusableView.self {
        return UICollectionReusableView(frame: .zero)
      }
      fatalError(
        "the stand-in cannot create \(viewClass) (Swift has no Objective-C runtime here): "
          + "call UICollectionView.standInMaker(for: \(viewClass).self) { \(viewClass)(frame: $0) } "
          + "first")
    }

    /// Takes a view off screen; a dequeued one waits in its queue.
    func enqueue(_ view: UICollectionReusableView) {
      view.removeFromSuperview()
      guard let key = view.reuseKey else { return }
      reuseQueues[key, default: []].append(view)
    }
  }
#endif

// Where Foundation exists (Apple platforms, Linux, Windows) the engine uses its `CGFloat`,
// `CGPoint`, `CGSize` and `CGRect`. Where it does not (Embedded Swift, WebAssembly) this file
// supplies the same names with only the members the engine uses, with Foundation's meaning:
// `minX`…`maxY` and `width`/`height` read a rect with a negative size as its standardized
// rect, and a null rect (`CGRect.null`, origin at +∞) has `isNull` and stays null when offset.
#if !canImport(Foundation)
  /// A floating-point number for geometry: `Double`, as on every 64-bit Apple platform.
  public typealias CGFloat = Double

  /// A point in a two-dimensional coordinate system.
  public struct CGPoint: Sendable, Hashable {
    /// The x-coordinate.
    public var x: CGFloat
    /// The y-coordinate.
    public var y: CGFloat

    /// Creates a point from its coordinates.
    public init(x: CGFloat, y: CGFloat) {
      self.x = x
      self.y = y
    }

    /// The point (0, 0).
    public static let zero = CGPoint(x: 0, y: 0)
  }

  /// A width and a height.
  public struct CGSize: Sendable, Hashable {
    /// The width.
    public var width: CGFloat
    /// The height.
    public var height: CGFloat

    /// Creates a size from its dimensions.
    public init(width: CGFloat, height: CGFloat) {
      self.width = width
      self.height = height
    }

    /// The size 0 × 0.
    public static let zero = CGSize(width: 0, height: 0)
  }

  /// A rectangle: an origin and a size.
  public struct CGRect: Sendable, Hashable {
    /// The rectangle's origin.
    public var origin: CGPoint
    /// The rectangle's size (a dimension may be negative).
    public var size: CGSize

    /// Creates a rectangle from an origin and a size.
    public init(origin: CGPoint, size: CGSize) {
      self.origin = origin
      self.size = size
    }

    /// Creates a rectangle from its origin's coordinates and its dimensions.
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
      self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
    }

    /// The rectangle at (0, 0) of size 0 × 0.
    public static let zero = CGRect(x: 0, y: 0, width: 0, height: 0)
    /// The null rectangle: no rectangle at all, as `CGRect.null` (origin at +∞).
    public static let null = CGRect(x: .infinity, y: .infinity, width: 0, height: 0)

    /// Whether this is the null rectangle.
    public var isNull: Bool { origin.x == .infinity || origin.y == .infinity }
    /// The smallest x of the rectangle.
    public var minX: CGFloat { Swift.min(origin.x, origin.x + size.width) }
    /// The largest x of the rectangle.
    public var maxX: CGFloat { Swift.max(origin.x, origin.x + size.width) }
    /// The smallest y of the rectangle.
    public var minY: CGFloat { Swift.min(origin.y, origin.y + size.height) }
    /// The largest y of the rectangle.
    public var maxY: CGFloat { Swift.max(origin.y, origin.y + size.height) }
    /// The width, never negative.
    public var width: CGFloat { size.width < 0 ? -size.width : size.width }
    /// The height, never negative.
    public var height: CGFloat { size.height < 0 ? -size.height : size.height }

    /// The rectangle moved by `dx` and `dy`, standardized; the null rectangle stays null.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
      guard !isNull else { return self }
      return CGRect(x: minX + dx, y: minY + dy, width: width, height: height)
    }
  }
#endif

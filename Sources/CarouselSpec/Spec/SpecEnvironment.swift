import CarouselLayout

#if canImport(Foundation)
  import Foundation
#endif

/// What a spec says about the screen: viewport, size class and layout direction. A carousel
/// spec has its own; the sections of a page spec share the page's.
public struct SpecEnvironment: Sendable, Hashable {
  /// The viewport (container) size.
  public var viewport: CGSize
  /// The horizontal size class (default compact).
  public var sizeClass: SizeClass
  /// The layout direction (default left to right).
  public var layoutDirection: LayoutDirection

  /// Creates an environment.
  public init(
    viewport: CGSize, sizeClass: SizeClass = .compact,
    layoutDirection: LayoutDirection = .leftToRight
  ) {
    self.viewport = viewport
    self.sizeClass = sizeClass
    self.layoutDirection = layoutDirection
  }

  /// Reads `viewport` (required), `sizeClass` and `layoutDirection` from a spec object.
  ///
  /// - Throws: ``SpecError`` naming the path of a missing or invalid field.
  public static func decode(from object: inout SpecObject) throws(SpecError) -> SpecEnvironment {
    guard var viewport = try object.object("viewport") else {
      throw object.missing("viewport", expected: "an object {\"width\": …, \"height\": …}")
    }
    let width = try viewport.requiredNumber("width")
    let height = try viewport.requiredNumber("height")
    try viewport.finish()
    let size = CGSize(width: width, height: height)
    do {
      try Validation.check(viewport: size)
    } catch {
      throw SpecError(error)
    }
    return SpecEnvironment(
      viewport: size,
      sizeClass: try object.choice("sizeClass", of: SizeClass.self) ?? .compact,
      layoutDirection: try object.choice("layoutDirection", of: LayoutDirection.self)
        ?? .leftToRight)
  }
}

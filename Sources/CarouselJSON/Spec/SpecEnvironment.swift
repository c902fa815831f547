import CarouselLayout

#if canImport(Foundation)
  import Foundation
#endif

/// What a spec says about the screen: viewport, size class and layout direction. A carousel
/// spec has its own; the sections of a page spec share the page's.
package struct SpecEnvironment: Sendable, Hashable {
  /// The viewport (container) size.
  package var viewport: CGSize
  /// The horizontal size class (default compact).
  package var sizeClass: SizeClass
  /// The layout direction (default left to right).
  package var layoutDirection: LayoutDirection

  /// Creates an environment.
  package init(
    viewport: CGSize, sizeClass: SizeClass = .compact,
    layoutDirection: LayoutDirection = .leftToRight
  ) {
    self.viewport = viewport
    self.sizeClass = sizeClass
    self.layoutDirection = layoutDirection
  }

  /// Reads `viewport` (required), `sizeClass` and `layoutDirection` from a spec object,
  /// recording the mistakes in `object`: a viewport with a mistyped or missing dimension reads
  /// as zero by zero (the spec is refused anyway, and the engine's check of the size is left
  /// out).
  package static func decode(from object: inout SpecObject) -> SpecEnvironment {
    var size = CGSize.zero
    if var viewport = object.object("viewport") {
      let width = viewport.requiredNumber("width")
      let height = viewport.requiredNumber("height")
      viewport.finish()
      if let width, let height {
        size = CGSize(width: width, height: height)
        checkRanges(size, in: viewport)
      }
    } else if object.value("viewport") == nil {
      object.recordMissing("viewport", expected: "an object {\"width\": …, \"height\": …}")
    }
    return SpecEnvironment(
      viewport: size,
      sizeClass: object.choice("sizeClass", of: SizeClass.self) ?? .compact,
      layoutDirection: object.choice("layoutDirection", of: LayoutDirection.self)
        ?? .leftToRight)
  }

  /// Runs the engine's check of the viewport, recording each dimension it refuses (after a
  /// complaint that dimension is taken as 1 point and the check runs again).
  private static func checkRanges(_ viewport: CGSize, in object: SpecObject) {
    var checked = viewport
    while true {
      do {
        try Validation.check(viewport: checked)
        return
      } catch {
        object.record(SpecError(error), atPath: error.field)
        switch error.field {
        case "viewport.width" where checked.width != 1: checked.width = 1
        case "viewport.height" where checked.height != 1: checked.height = 1
        default: return
        }
      }
    }
  }
}

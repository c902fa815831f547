import CarouselLayout
import Foundation

#if canImport(SwiftUI) || CAROUSEL_STAND_INS
  /// The engine's ``/CarouselLayout/PreloadWindow`` of a ``Carousel``, held by reference so
  /// that feeding it every scrolling frame changes no view state (only a new range calls the
  /// app back).
  @MainActor
  final class CarouselPreloadBox {
    var window = PreloadWindow()
  }
#endif

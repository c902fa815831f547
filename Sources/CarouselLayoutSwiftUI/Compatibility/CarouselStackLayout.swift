import CarouselLayout
import Foundation

#if canImport(SwiftUI)
  import SwiftUI
#elseif CAROUSEL_STAND_INS
  import SwiftUIStandIn
#endif

#if canImport(SwiftUI) || CAROUSEL_STAND_INS

  /// The carousel's SwiftUI layout under its first name, which read as the stacked mode
  /// (``/CarouselLayout/CarouselMode/stack``) it also lays out: use ``CarouselCardsLayout``.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @available(*, deprecated, renamed: "CarouselCardsLayout")
  public typealias CarouselStackLayout = CarouselCardsLayout
#endif

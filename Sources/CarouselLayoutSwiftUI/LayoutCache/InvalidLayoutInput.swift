import CarouselLayout
import Foundation

#if canImport(os)
  import os
#endif

#if canImport(SwiftUI) || CAROUSEL_STAND_INS

  /// Where the package's SwiftUI layouts report an input they cannot lay out (a NaN spacing, a
  /// negative inset): the layout's `onInvalidInput` closure when the app gives one, otherwise
  /// a logged message. The layout then takes no space, as before, but the app can learn why.
  enum InvalidLayoutInput {
    /// Reports `error` of `layout` (its type's name) to `handler`, or logs it.
    static func report(
      _ error: CarouselLayoutError, of layout: String,
      to handler: (@Sendable (CarouselLayoutError) -> Void)?
    ) {
      if let handler {
        handler(error)
        return
      }
      let message = "\(layout) lays out nothing: \(error.description)"
      #if canImport(os)
        // Logger: iOS 14, macOS 11 (https://developer.apple.com/documentation/os/logger).
        Logger(subsystem: "CarouselLayout", category: "SwiftUI").error(
          "\(message, privacy: .public)")
      #else
        FileHandle.standardError.write(Data((message + "\n").utf8))
      #endif
    }
  }
#endif

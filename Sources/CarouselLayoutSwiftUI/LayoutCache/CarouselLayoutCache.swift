import CarouselLayout
import Foundation

#if canImport(SwiftUI)
  import SwiftUI
#elseif CAROUSEL_STAND_INS
  import SwiftUIStandIn
#endif

#if canImport(SwiftUI) || CAROUSEL_STAND_INS

  /// What the package's SwiftUI layouts keep between the calls of a layout pass: the subviews'
  /// measurements and the engine built from them, so that a pass (SwiftUI may ask
  /// `sizeThatFits` several times, then `placeSubviews`) builds the engine once and measures
  /// each subview once.
  ///
  /// SwiftUI makes the cache with the layout's `makeCache(subviews:)` and, "when your layout or
  /// its subviews change", calls `updateCache(_:subviews:)`
  /// (https://developer.apple.com/documentation/swiftui/layout/updatecache(_:subviews:)),
  /// which forgets the measurements and the engine. The engine is keyed by the width it was
  /// built for; the measurements by the width the subviews were measured at.
  ///
  /// The counters say what the cache saved; the package's benchmark reports them per pass.
  ///
  /// ```swift
  /// var cache = layout.makeCache(subviews: subviews)
  /// _ = layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  /// layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  /// cache.engineBuilds          // 1
  /// cache.subviewMeasurements   // subviews.count
  /// ```
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public struct CarouselLayoutCache<Engine: Sendable>: Sendable {
    /// The width the subviews were measured at, and their measurements.
    private var measuredWidth: CGFloat?
    private var measurements: [CardMeasurement] = []
    /// The width the engine was built for, and the engine (or why there is none).
    private var engineWidth: CGFloat?
    private var engine: Result<Engine, CarouselLayoutError>?

    /// How many times the layout built its engine since the cache was made.
    package private(set) var engineBuilds = 0
    /// How many times the layout asked a subview for its size since the cache was made.
    package private(set) var subviewMeasurements = 0
    /// The invalid input the layout reported last (each is reported once, not on every pass).
    package private(set) var invalidInput: CarouselLayoutError?

    /// An empty cache.
    package init() {}

    /// Forgets the measurements and the engine (the subviews or the layout changed); keeps
    /// the counters and the last report.
    ///
    /// - Complexity: O(1).
    package mutating func invalidate() {
      measuredWidth = nil
      measurements = []
      engineWidth = nil
      engine = nil
    }

    /// The engine for `width`: the cached one, or the one `build` makes (then cached). An
    /// error `build` throws is reported once through `report` and gives `nil`.
    ///
    /// - Complexity: O(1) when cached, else `build`'s.
    mutating func engine(
      width: CGFloat, report: (CarouselLayoutError) -> Void,
      build: (inout CarouselLayoutCache) throws(CarouselLayoutError) -> Engine
    ) -> Engine? {
      if engineWidth != width || engine == nil {
        engineBuilds += 1
        do throws(CarouselLayoutError) {
          engine = .success(try build(&self))
        } catch {
          engine = .failure(error)
        }
        engineWidth = width
      }
      switch engine {
      case .success(let built):
        return built
      case .failure(let error):
        if error != invalidInput {
          invalidInput = error
          report(error)
        }
        return nil
      case nil:
        return nil
      }
    }

    /// Every subview's measurement at `width`, asking each subview once per width.
    ///
    /// - Complexity: O(n) on the first call for a width, O(1) after.
    mutating func measurements(
      of subviews: LayoutSubviews, width: CGFloat,
      _ measure: (LayoutSubview) -> CardMeasurement
    ) -> [CardMeasurement] {
      if measuredWidth != width || measurements.count != subviews.count {
        measurements = subviews.map(measure)
        subviewMeasurements += subviews.count
        measuredWidth = width
      }
      return measurements
    }
  }
#endif

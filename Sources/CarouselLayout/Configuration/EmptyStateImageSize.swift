#if canImport(Foundation)
  import Foundation
#endif

// Only the adapters' empty-state views use these sizes; the WebAssembly module (Embedded Swift)
// draws no empty-state image, and leaving them out keeps its shipped module unchanged.
#if !hasFeature(Embedded)

  /// The size of the empty state's image: SAP Fiori's illustrated message sizes, read by both
  /// adapters' empty-state views.
  ///
  /// SAP's sizes (Fiori for iOS, `IllustratedMessage`'s `ImageSize`, in
  /// `IllustratedMessageStyle.fiori.swift` of SAP/cloud-sdk-ios-fiori): extra small 48, small
  /// 64, medium 92 (the default), large 160 points square, and extra large 320 × 240.
  ///
  /// ```swift
  /// EmptyStateImageSize.medium.size   // 92 × 92
  /// ```
  public enum EmptyStateImageSize: Sendable, Hashable, CaseIterable {
    /// 48 × 48 points.
    case extraSmall
    /// 64 × 64 points.
    case small
    /// 92 × 92 points, the default.
    case medium
    /// 160 × 160 points.
    case large
    /// 320 × 240 points.
    case extraLarge

    /// The image's size in points.
    ///
    /// - Complexity: O(1).
    package var size: CGSize {
      switch self {
      case .extraSmall: return CGSize(width: 48, height: 48)
      case .small: return CGSize(width: 64, height: 64)
      case .medium: return CGSize(width: 92, height: 92)
      case .large: return CGSize(width: 160, height: 160)
      case .extraLarge: return CGSize(width: 320, height: 240)
      }
    }
  }
#endif

import Foundation

#if CAROUSEL_STAND_INS
  extension UIView {
    /// Which of a view's margins and dimensions grow or shrink with its superview (the options
    /// the package's code and tests set: the left margin, the width and the height).
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
    @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
    public struct AutoresizingMask: OptionSet, Sendable {
      /// The bits.
      /// Availability: not read from its own page (checked as the newest release).
      public var rawValue: UInt
      /// Creates a mask from its bits.
      /// Availability: not read from its own page (checked as the newest release).
      public init(rawValue: UInt) { self.rawValue = rawValue }

      /// The left margin is flexible.
      /// Availability: not read from its own page (checked as the newest release).
      /// Apple: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleleftmargin
      public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
      /// The width is flexible.
      /// Availability: not read from its own page (checked as the newest release).
      /// Apple: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblewidth
      public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
      /// The height is flexible.
      /// Availability: not read from its own page (checked as the newest release).
      /// Apple: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleheight
      public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    }

    /// Resizes the subviews by their masks after this view's size changed from `oldSize`.
    ///
    /// Apple (…/uiview/autoresizingmask-swift.property): "When a view's bounds change, that view
    /// automatically resizes its subviews according to each subview's autoresizing mask … When
    /// more than one option along the same axis is set, the default behavior is to distribute
    /// the size difference proportionally among the flexible portions" — so along each axis the
    /// change
    /// is shared by the flexible margins and dimension in proportion to their current sizes
    /// (equally when they are all zero), and a view without flexible options keeps its frame.
    func resizeSubviews(from oldSize: CGSize) {
      let newSize = bounds.size
      for view in subviews where !view.autoresizingMask.isEmpty {
        let mask = view.autoresizingMask
        var frame = view.frame
        let (x, width) = Self.resize(
          origin: frame.minX, length: frame.width, in: oldSize.width, to: newSize.width,
          leading: mask.contains(.flexibleLeftMargin), length: mask.contains(.flexibleWidth))
        let (y, height) = Self.resize(
          origin: frame.minY, length: frame.height, in: oldSize.height, to: newSize.height,
          leading: false, length: mask.contains(.flexibleHeight))
        frame.origin = CGPoint(x: x, y: y)
        frame.size = CGSize(width: width, height: height)
        view.frame = frame
      }
    }

    /// One axis of ``resizeSubviews(from:)``: the new origin and length.
    private static func resize(
      origin: CGFloat, length: CGFloat, in oldExtent: CGFloat, to newExtent: CGFloat,
      leading: Bool, length flexibleLength: Bool
    ) -> (CGFloat, CGFloat) {
      let change = newExtent - oldExtent
      let parts = [(leading, origin), (flexibleLength, length)]
      let flexible = parts.filter(\.0)
      guard !flexible.isEmpty, change != 0 else { return (origin, length) }
      let total = flexible.reduce(0) { $0 + max(0, $1.1) }
      func share(_ part: (Bool, CGFloat)) -> CGFloat {
        guard part.0 else { return 0 }
        return total > 0 ? change * max(0, part.1) / total : change / CGFloat(flexible.count)
      }
      return (origin + share(parts[0]), max(0, length + share(parts[1])))
    }
  }
#endif

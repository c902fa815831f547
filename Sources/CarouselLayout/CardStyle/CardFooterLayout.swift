#if canImport(Foundation)
  import Foundation
#endif

/// Where a card's action buttons go in its footer, and which actions wait behind "More": SAP
/// Fiori's card footer, as one rule for the UIKit cell, the SwiftUI card, the previews and the
/// playground. Each caller measures its own buttons (their titles' sizes) and places them
/// where this says; the card's measurement reads the same ``size``, so what is measured is
/// what is drawn.
///
/// In a row (the default), the first action is at the trailing edge, the next ones beside it
/// towards the leading edge, and "More" at the leading edge when actions remain; how many
/// show and how wide they are is the ``CardFooterWidthMode``'s: up to two of one width that
/// fill the footer (``CardFooterWidthMode/equal``), or up to three as wide as their titles
/// (``CardFooterWidthMode/intrinsic``), fewer when they do not fit. A footer too narrow for
/// one button of a tap target's width beside "More" shows only "More", whose menu then holds
/// every action: no action is ever out of reach. At
/// an accessibility text size (``isStacked``) the same buttons stack, each the footer's full
/// width, the first on top and "More" last. Every button is at least
/// ``minimumButtonHeight`` (44 points) tall and, in a row, as wide, Apple's minimum for a tap
/// target. A footer with no width (0, or not a number) places nothing.
///
/// ```swift
/// // Three actions in a 300-point footer of a phone's card: two of one width, "More" first.
/// let footer = CardFooterLayout(
///   buttonSizes: [CGSize(width: 80, height: 34), CGSize(width: 90, height: 34),
///                 CGSize(width: 70, height: 34)],
///   moreButtonSize: CGSize(width: 60, height: 34), width: 300)
/// footer.visibleCount        // 2
/// footer.moreButtonFrame     // x 0, width 60, height 44
/// footer.buttonFrames[0]     // x 188, width 112: the first action, at the trailing edge
/// footer.buttonFrames[1]     // x 68, width 112
/// ```
///
/// Source: SAP/cloud-sdk-ios-fiori, `CardFooterStyle.fiori.swift` (`CardFooterLayout`: the
/// primary action trailing, the overflow menu leading, the counts and widths by mode, the
/// 667-point threshold of `.auto`, 8 points between buttons).
package struct CardFooterLayout: Sendable, Hashable {
  /// The footer width above which ``CardFooterWidthMode/automatic`` shows intrinsic buttons,
  /// up to three (SAP's threshold: 667 points).
  package static let wideFooterWidth: CGFloat = 667
  /// The least height of a button, in points: Apple's minimum tap target (44).
  package static let minimumButtonHeight: CGFloat = 44

  /// The frames of the buttons shown, for actions `0 ..< visibleCount` in order, in the
  /// footer box's coordinates (its top leading corner at the origin; mirrored in right to
  /// left).
  package private(set) var buttonFrames: [CGRect] = []
  /// The frame of the "More" button, which opens a menu of the actions in ``overflow``;
  /// `nil` when every action shows.
  package private(set) var moreButtonFrame: CGRect?
  /// The space the buttons take: the footer's width (or 0 without actions) by the row's or
  /// the stack's height. A card's footer content is this tall.
  package private(set) var size: CGSize = .zero
  /// Whether the buttons stack (an accessibility text size) rather than share a row.
  package let isStacked: Bool
  /// How many actions the card has.
  package let actionCount: Int

  /// How many actions show as buttons, the first ones.
  ///
  /// - Complexity: O(1).
  package var visibleCount: Int { buttonFrames.count }

  /// The actions behind "More", by index: `visibleCount ..< actionCount`.
  ///
  /// - Complexity: O(1).
  package var overflow: Range<Int> { visibleCount..<actionCount }

  /// Arranges a footer's buttons.
  ///
  /// - Parameters:
  ///   - buttonSizes: Each action's button at its own size (its title and the platform's
  ///     padding), first action first. A size that is negative, NaN or infinite counts as 0.
  ///   - moreButtonSize: The "More" button's own size, used when actions remain.
  ///   - width: The footer box's width (the card's width less the footer padding).
  ///   - mode: How buttons are sized and counted; ``CardFooterWidthMode/automatic`` by
  ///     default.
  ///   - isStacked: Whether the buttons stack (at an accessibility text size).
  ///   - spacing: The space between buttons (the card style's action spacing, 8).
  ///   - minimumButtonHeight: The least height of a button, and in a row its least width (44).
  ///   - isRightToLeft: Whether the footer is mirrored (the first action at the left).
  /// - Complexity: O(actions).
  package init(
    buttonSizes: [CGSize], moreButtonSize: CGSize, width: CGFloat,
    mode: CardFooterWidthMode = .automatic, isStacked: Bool = false, spacing: CGFloat = 8,
    minimumButtonHeight: CGFloat = CardFooterLayout.minimumButtonHeight,
    isRightToLeft: Bool = false
  ) {
    self.isStacked = isStacked
    actionCount = buttonSizes.count
    let width = Self.clean(width)
    guard !buttonSizes.isEmpty, width > 0 else { return }
    let sizes = buttonSizes.map {
      CGSize(width: Self.clean($0.width), height: Self.clean($0.height))
    }
    let more = CGSize(
      width: Self.clean(moreButtonSize.width), height: Self.clean(moreButtonSize.height))
    let spacing = Self.clean(spacing)
    let least = Self.clean(minimumButtonHeight)
    let limit = min(Self.maximumVisible(mode: mode, width: width), sizes.count)
    if isStacked {
      stack(sizes.prefix(limit), more: sizes.count > limit ? more : nil, width, spacing, least)
    } else {
      let equal = Self.isEqual(mode: mode, width: width)
      row(sizes, limit: limit, more: more, width, equal: equal, spacing, least)
    }
    if isRightToLeft {
      buttonFrames = buttonFrames.map { Self.mirrored($0, in: width) }
      moreButtonFrame = moreButtonFrame.map { Self.mirrored($0, in: width) }
    }
  }

  /// The most actions a footer `width` points wide shows as buttons in `mode`: 2 for equal
  /// widths, 3 for intrinsic ones (fewer when they do not fit).
  ///
  /// - Complexity: O(1).
  package static func maximumVisible(mode: CardFooterWidthMode, width: CGFloat) -> Int {
    isEqual(mode: mode, width: width) ? 2 : 3
  }

  /// Whether `mode` gives buttons of one width in a footer `width` points wide.
  private static func isEqual(mode: CardFooterWidthMode, width: CGFloat) -> Bool {
    switch mode {
    case .automatic: !(width > wideFooterWidth)
    case .equal: true
    case .intrinsic: false
    }
  }

  /// The first `limit` (or fewer) buttons in a row from the trailing edge, "More" at the
  /// leading edge when actions remain.
  private mutating func row(
    _ sizes: [CGSize], limit: Int, more: CGSize, _ width: CGFloat, equal: Bool,
    _ spacing: CGFloat, _ least: CGFloat
  ) {
    // A button is at least a tap target wide (`least`), as it is that tall.
    let sizes = sizes.map { CGSize(width: max($0.width, least), height: $0.height) }
    let more = CGSize(width: min(max(more.width, least), width), height: more.height)
    // SAP's count: add buttons while they and "More" (when actions remain) fit; keep one.
    var shown = 0
    var widest: CGFloat = 0
    var total: CGFloat = 0
    for index in 0..<limit {
      widest = max(widest, sizes[index].width)
      total += sizes[index].width + (index > 0 ? spacing : 0)
      let needed =
        (equal ? widest * CGFloat(index + 1) + spacing * CGFloat(index) : total)
        + (index + 1 < sizes.count ? more.width + spacing : 0)
      if needed > width, index > 0 { break }
      shown = index + 1
      if needed > width { break }
    }
    // The widths `count` buttons get: one width sharing the room beside "More", or each its
    // own, cut to the room.
    func widths(_ count: Int) -> [CGFloat] {
      guard count > 0 else { return [] }
      let room = max(0, width - (count < sizes.count ? more.width + spacing : 0))
      if equal {
        let each = max(0, (room - spacing * CGFloat(count - 1)) / CGFloat(count))
        return Array(repeating: each, count: count)
      }
      return sizes.prefix(count).map { min($0.width, room) }
    }
    // A footer too narrow for a button beside "More" shows fewer, down to none: then "More"
    // holds every action, so each stays reachable.
    var buttonWidths = widths(shown)
    while shown > 0, buttonWidths.contains(where: { $0 < least }) {
      shown -= 1
      buttonWidths = widths(shown)
    }
    let hidden = shown < sizes.count
    let height = max(
      least, sizes.prefix(shown).map { $0.height }.max() ?? 0, hidden ? more.height : 0)
    var trailing = width
    for buttonWidth in buttonWidths {
      buttonFrames.append(
        CGRect(x: max(0, trailing - buttonWidth), y: 0, width: buttonWidth, height: height))
      trailing -= buttonWidth + spacing
    }
    if hidden { moreButtonFrame = CGRect(x: 0, y: 0, width: more.width, height: height) }
    size = CGSize(width: width, height: height)
  }

  /// The buttons one under another, each the footer's width, "More" last when actions remain.
  private mutating func stack(
    _ sizes: ArraySlice<CGSize>, more: CGSize?, _ width: CGFloat, _ spacing: CGFloat,
    _ least: CGFloat
  ) {
    var y: CGFloat = 0
    func place(_ size: CGSize) -> CGRect {
      let frame = CGRect(x: 0, y: y, width: width, height: max(least, size.height))
      y = frame.maxY + spacing
      return frame
    }
    buttonFrames = sizes.map(place)
    moreButtonFrame = more.map(place)
    size = CGSize(width: width, height: max(0, y - spacing))
  }

  private static func mirrored(_ frame: CGRect, in width: CGFloat) -> CGRect {
    CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
  }

  private static func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
}

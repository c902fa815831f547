import Foundation
import Testing

@testable import CarouselLayout
@testable import CarouselLayoutUIKit

#if canImport(UIKit)
  import UIKit
#else
  import UIKitStandIn
#endif

/// The taps a footer's action handler received.
@MainActor final class FooterTaps {
  var list: [String] = []
}

/// `CarouselCardCell`'s footer is SAP's, placed by `CardFooterLayout` from the sizes the
/// buttons ask for: these assert relations that hold on UIKit and on the stand-in (the
/// buttons' own sizes come from whichever draws them).
@MainActor @Suite struct CardCellFooterTests {
  static let actions = ["Approve", "Reject", "Forward", "Archive"]

  /// A card cell `width` wide showing four actions, measured and laid out.
  func card(
    width: CGFloat, category: UIContentSizeCategory? = nil, rightToLeft: Bool = false
  ) -> CarouselCardCell {
    let cell = CarouselCardCell(frame: CGRect(x: 0, y: 0, width: width, height: 100))
    if let category { cell.traitOverrides.preferredContentSizeCategory = category }
    if rightToLeft { cell.semanticContentAttribute = .forceRightToLeft }
    cell.content = CardContent(title: "Order 4711", actions: Self.actions)
    cell.frame.size.height = cell.measureCard(fittingWidth: width).height
    cell.layoutIfNeeded()
    return cell
  }

  /// The footer's buttons: the shown ones (not hidden), by title, with their frames.
  func shown(_ cell: CarouselCardCell) -> [(title: String, frame: CGRect, button: UIButton)] {
    cell.footerView.subviews.compactMap { $0 as? UIButton }.filter { !$0.isHidden }.map {
      ($0.configuration?.title ?? "", $0.frame, $0)
    }
  }

  /// What the rule says for the cell's buttons at its footer box's width.
  func rule(_ cell: CarouselCardCell, stacked: Bool = false) -> CardFooterLayout {
    let width = cell.bounds.width - 32
    let proposal = CGSize(width: width, height: .greatestFiniteMagnitude)
    let buttons = cell.footerView.subviews.compactMap { $0 as? UIButton }
    let actions = buttons.filter { $0.menu == nil }
    let more = buttons.first { $0.menu != nil }
    return CardFooterLayout(
      buttonSizes: actions.map { $0.sizeThatFits(proposal) },
      moreButtonSize: more?.sizeThatFits(proposal) ?? .zero, width: width,
      isStacked: stacked)
  }

  @Test("a phone's card (353 points): two buttons of one width, the first trailing, More leading")
  func phone() throws {
    let cell = card(width: 353)
    let buttons = shown(cell)
    #expect(buttons.map(\.title) == ["Approve", "Reject", "More"])
    let (first, second, more) = (buttons[0].frame, buttons[1].frame, buttons[2].frame)
    #expect(first.maxX == 353 - 16 && first.width == second.width)
    #expect(abs(second.maxX + 8 - first.minX) < 0.001)
    #expect(more.minX == 16 && abs(more.maxX + 8 - second.minX) < 0.001)
    for frame in [first, second, more] { #expect(frame.height >= 44) }
    // The frames are the rule's for the sizes the buttons ask for.
    let footer = rule(cell)
    #expect(footer.visibleCount == 2)
    #expect(first.width == footer.buttonFrames[0].width)
    // More's menu holds the other two, which call back with their own index and title.
    let menu = try #require(buttons[2].button.menu)
    #expect(menu.children.compactMap { ($0 as? UIAction)?.title } == ["Forward", "Archive"])
    #expect(buttons[2].button.showsMenuAsPrimaryAction)
  }

  @Test("a footer over 667 points (a stacked card at 1 024): three buttons, then More")
  func wide() throws {
    let cell = card(width: 976)
    #expect(
      shown(cell).map(\.title) == ["Approve", "Reject", "Forward", "More"])
    let menu = try #require(shown(cell).last?.button.menu)
    #expect(menu.children.compactMap { ($0 as? UIAction)?.title } == ["Archive"])
    let footer = rule(cell)
    for (button, frame) in zip(shown(cell), footer.buttonFrames) {
      #expect(button.frame.size == frame.size)
    }
  }

  @Test("right to left: the first action at the left, More at the right")
  func rightToLeft() {
    let cell = card(width: 353, rightToLeft: true)
    let buttons = shown(cell)
    #expect(buttons[0].frame.minX == 16)
    #expect(abs(buttons[2].frame.maxX - (353 - 16)) < 0.001)
  }

  @Test("an accessibility text size stacks the buttons: full width, the first on top")
  func stacked() throws {
    let cell = card(width: 353, category: .accessibilityMedium)
    let buttons = shown(cell)
    #expect(buttons.map(\.title) == ["Approve", "Reject", "More"])
    for button in buttons { #expect(button.frame.minX == 16 && button.frame.width == 321) }
    #expect(buttons[0].frame.maxY < buttons[1].frame.minY)
    #expect(buttons[1].frame.maxY < buttons[2].frame.minY)
    // The measurement is the stack's: 6 above it, 10 below.
    let footer = rule(cell, stacked: true)
    let measured = cell.measureCard(fittingWidth: 353).footer
    #expect(abs(measured - (6 + footer.size.height + 10)) < 0.001)
    #expect(measured > card(width: 353).measureCard(fittingWidth: 353).footer)
  }

  @Test("VoiceOver reaches the text, then the buttons in the order they are seen")
  func voiceOver() throws {
    func titles(_ cell: CarouselCardCell) throws -> [String?] {
      let elements = try #require(cell.accessibilityElements)
      #expect(elements.first is UIAccessibilityElement, "the text first")
      return elements.compactMap { $0 as? UIButton }.map { $0.configuration?.title }
    }
    // A row from the leading edge: More, then the second action, the first at the trailing
    // edge (the same sequence right to left, where the row is mirrored).
    let row = try titles(card(width: 353))
    let mirrored = try titles(card(width: 353, rightToLeft: true))
    let stacked = try titles(card(width: 353, category: .accessibilityMedium))
    #expect(row == ["More", "Reject", "Approve"])
    #expect(mirrored == ["More", "Reject", "Approve"])
    // Stacked from the top.
    #expect(stacked == ["Approve", "Reject", "More"])
  }

  @Test("a tap on a shown action reaches onAction with its index and title")
  func tap() {
    let cell = card(width: 353)
    let taps = FooterTaps()
    cell.onAction = { index, title in taps.list.append("\(index) \(title)") }
    UIKitDriver.tap(shown(cell)[1].button)
    #expect(taps.list == ["1 Reject"])
  }
}

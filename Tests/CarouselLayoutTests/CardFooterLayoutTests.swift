import CarouselLayout
import CarouselTestSupport
import Foundation
import Testing

/// SAP's card footer as one rule: how many actions show, how wide, where, and which wait
/// behind "More"; stacked at accessibility sizes; every button at least 44 points tall.
@Suite struct CardFooterLayoutTests {
  let button = CGSize(width: 80, height: 34)
  let more = CGSize(width: 60, height: 34)

  @Test("a phone's card: two equal buttons fill the footer beside More, the first trailing")
  func phone() throws {
    let track = try CarouselTrack(viewportWidth: 393, cardCount: 6)
    let width = track.cardWidth - 32
    let footer = CardFooterLayout(
      buttonSizes: [button, CGSize(width: 90, height: 34), button], moreButtonSize: more,
      width: width)
    #expect(CardFooterLayout.maximumVisible(mode: .automatic, width: width) == 2)
    #expect(footer.visibleCount == 2)
    #expect(footer.overflow == 2..<3)
    let first = footer.buttonFrames[0]
    let second = footer.buttonFrames[1]
    #expect(first.maxX == width)
    #expect(first.width == second.width)
    #expect(second.maxX + 8 == first.minX)
    #expect(footer.moreButtonFrame == CGRect(x: 0, y: 0, width: 60, height: 44))
    #expect(second.minX == 68)
    #expect(footer.size == CGSize(width: width, height: 44))
  }

  @Test("the documented example: x 188 and 68, 112 wide, More at 0")
  func documentedExample() {
    let footer = CardFooterLayout(
      buttonSizes: [
        CGSize(width: 80, height: 34), CGSize(width: 90, height: 34), CGSize(width: 70, height: 34),
      ], moreButtonSize: CGSize(width: 60, height: 34), width: 300)
    #expect(footer.buttonFrames.map(\.minX) == [188, 68])
    #expect(footer.buttonFrames.map(\.width) == [112, 112])
    #expect(footer.moreButtonFrame?.minX == 0)
  }

  @Test("a footer wider than 667 points: three intrinsic buttons from the trailing edge")
  func wide() {
    let sizes = (0..<5).map { CGSize(width: CGFloat(70 + 10 * $0), height: 34) }
    let footer = CardFooterLayout(buttonSizes: sizes, moreButtonSize: more, width: 992)
    #expect(CardFooterLayout.maximumVisible(mode: .automatic, width: 992) == 3)
    #expect(footer.visibleCount == 3)
    #expect(footer.buttonFrames.map(\.width) == [70, 80, 90])
    #expect(footer.buttonFrames.map(\.maxX) == [992, 914, 826])
    #expect(footer.moreButtonFrame?.minX == 0)
    #expect(footer.overflow == 3..<5)
    // 667 itself is still narrow (SAP: intrinsic when the width is above 667).
    #expect(CardFooterLayout.maximumVisible(mode: .automatic, width: 667) == 2)
    #expect(CardFooterLayout.maximumVisible(mode: .intrinsic, width: 100) == 3)
    #expect(CardFooterLayout.maximumVisible(mode: .equal, width: 2_000) == 2)
  }

  @Test("every action fits: no More, and one action fills an equal footer")
  func noMore() {
    let two = CardFooterLayout(buttonSizes: [button, button], moreButtonSize: more, width: 300)
    #expect(two.visibleCount == 2)
    #expect(two.moreButtonFrame == nil)
    #expect(two.buttonFrames.map(\.width) == [146, 146])
    let one = CardFooterLayout(buttonSizes: [button], moreButtonSize: more, width: 300)
    #expect(one.buttonFrames == [CGRect(x: 0, y: 0, width: 300, height: 44)])
    let intrinsic = CardFooterLayout(
      buttonSizes: [button], moreButtonSize: more, width: 300, mode: .intrinsic)
    #expect(intrinsic.buttonFrames == [CGRect(x: 220, y: 0, width: 80, height: 44)])
  }

  @Test("titles too long: fewer buttons, never none, and a lone one cut to the room left")
  func fewer() {
    let long = CGSize(width: 250, height: 34)
    let footer = CardFooterLayout(
      buttonSizes: [long, long, long], moreButtonSize: more, width: 300, mode: .intrinsic)
    #expect(footer.visibleCount == 1)
    #expect(footer.buttonFrames[0] == CGRect(x: 68, y: 0, width: 232, height: 44))
    #expect(footer.overflow == 1..<3)
    let huge = CardFooterLayout(
      buttonSizes: [CGSize(width: 900, height: 34)], moreButtonSize: more, width: 300,
      mode: .intrinsic)
    #expect(huge.buttonFrames[0].width == 300)
  }

  @Test("a footer too narrow for a button beside More shows only More, which holds every action")
  func tooNarrow() {
    let footer = CardFooterLayout(buttonSizes: [button, button], moreButtonSize: more, width: 50)
    #expect(footer.visibleCount == 0)
    #expect(footer.overflow == 0..<2)
    #expect(footer.moreButtonFrame == CGRect(x: 0, y: 0, width: 50, height: 44))
    // One action fits a 50-point footer on its own, cut to it; not a 30-point one.
    let one = CardFooterLayout(buttonSizes: [button], moreButtonSize: more, width: 50)
    #expect(one.buttonFrames == [CGRect(x: 0, y: 0, width: 50, height: 44)])
    let cramped = CardFooterLayout(buttonSizes: [button], moreButtonSize: more, width: 30)
    #expect(cramped.visibleCount == 0 && cramped.moreButtonFrame?.width == 30)
    // A short title still gets a 44-point-wide button.
    let ok = CardFooterLayout(
      buttonSizes: [CGSize(width: 20, height: 30)], moreButtonSize: more, width: 300,
      mode: .intrinsic)
    #expect(ok.buttonFrames == [CGRect(x: 256, y: 0, width: 44, height: 44)])
  }

  @Test("accessibility sizes stack the buttons: full width, the first on top, More last")
  func stacked() {
    let tall = CGSize(width: 120, height: 58)
    let footer = CardFooterLayout(
      buttonSizes: [tall, button, button], moreButtonSize: more, width: 300, isStacked: true)
    #expect(footer.isStacked)
    #expect(
      footer.buttonFrames == [
        CGRect(x: 0, y: 0, width: 300, height: 58), CGRect(x: 0, y: 66, width: 300, height: 44),
      ])
    #expect(footer.moreButtonFrame == CGRect(x: 0, y: 118, width: 300, height: 44))
    #expect(footer.size == CGSize(width: 300, height: 162))
  }

  @Test("right to left mirrors: the first action at the left, More at the right")
  func rightToLeft() {
    let sizes = [button, button, button]
    let ltr = CardFooterLayout(buttonSizes: sizes, moreButtonSize: more, width: 300)
    let rtl = CardFooterLayout(
      buttonSizes: sizes, moreButtonSize: more, width: 300, isRightToLeft: true)
    #expect(rtl.buttonFrames[0].minX == 0)
    #expect(rtl.moreButtonFrame?.maxX == 300)
    for (left, right) in zip(ltr.buttonFrames, rtl.buttonFrames) {
      #expect(right.minX == 300 - left.maxX)
      #expect(right.width == left.width)
    }
  }

  @Test("bad input gives no NaN and no button: NaN sizes count as 0, no width no buttons")
  func badInput() {
    let footer = CardFooterLayout(
      buttonSizes: [CGSize(width: CGFloat.nan, height: CGFloat.infinity), button],
      moreButtonSize: CGSize(width: -5, height: CGFloat.nan), width: 300)
    for frame in footer.buttonFrames + [footer.moreButtonFrame].compactMap({ $0 }) {
      #expect(frame.minX.isFinite && frame.width.isFinite && frame.height == 44)
    }
    let none = CardFooterLayout(buttonSizes: [button], moreButtonSize: more, width: CGFloat.nan)
    #expect(none.visibleCount == 0)
    #expect(none.size == .zero)
    #expect(none.overflow == 0..<1)
    let empty = CardFooterLayout(buttonSizes: [], moreButtonSize: more, width: 300)
    #expect(empty.size == .zero && empty.moreButtonFrame == nil)
  }

  @Test(
    "random footers: inside the width, 8 apart, every button a tap target, every action reachable")
  func randomFooters() {
    for seed in SeededGenerator.seeds(2_000) {
      var random = SeededGenerator(seed: seed)
      let count = Int(random.next() % 6) + 1
      let sizes = (0..<count).map { _ in
        CGSize(width: CGFloat(random.next() % 300), height: CGFloat(random.next() % 60))
      }
      let more = CGSize(width: CGFloat(random.next() % 100 + 20), height: 34)
      let width = CGFloat(random.next() % 1_000 + 1)
      let mode = CardFooterWidthMode.allCases[Int(random.next() % 3)]
      let footer = CardFooterLayout(
        buttonSizes: sizes, moreButtonSize: more, width: width, mode: mode)
      let limit = CardFooterLayout.maximumVisible(mode: mode, width: width)
      #expect(
        footer.visibleCount <= min(limit, count), "seed \(seed): \(footer.visibleCount) shown")
      // Every action is a button or in More's menu.
      #expect((footer.moreButtonFrame != nil) == (footer.visibleCount < count), "seed \(seed)")
      #expect(footer.visibleCount + footer.overflow.count == count, "seed \(seed)")
      var frames = footer.buttonFrames.reversed() as [CGRect]
      if let more = footer.moreButtonFrame { frames.insert(more, at: 0) }
      for frame in frames {
        #expect(frame.minX >= 0 && frame.maxX <= width + 0.001, "seed \(seed): \(frame)")
        #expect(frame.height >= 44 && frame.height == footer.size.height, "seed \(seed)")
      }
      for frame in footer.buttonFrames {
        #expect(frame.width >= 44, "seed \(seed): a button \(frame.width) wide")
      }
      for (left, right) in zip(frames, frames.dropFirst()) {
        #expect(right.minX - left.maxX >= 8 - 0.001, "seed \(seed): \(left) then \(right)")
      }
    }
  }
}

import Foundation
import Testing

@testable import CarouselLayout
@testable import CarouselLayoutUIKit

#if canImport(UIKit)
  import UIKit
#else
  import UIKitStandIn
#endif

/// `CarouselCardCell` draws `CarouselCardStyle` as its background configuration, and an app
/// with its own look turns it off.
@MainActor @Suite struct CardCellBackgroundTests {
  /// The sRGB components of `color` resolved in the light or dark appearance.
  static func rgba(_ color: UIColor?, dark: Bool) throws -> [CGFloat] {
    let traits = UITraitCollection(userInterfaceStyle: dark ? .dark : .light)
    let resolved = try #require(color?.resolvedColor(with: traits))
    var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    #expect(resolved.getRed(&r, green: &g, blue: &b, alpha: &a))
    return [r, g, b, a].map { ($0 * 255).rounded() }
  }

  @Test("a card cell draws the Fiori style: radius, 0.3 pt border at 24 %, fill, shadow")
  func fiori() throws {
    let cell = CarouselCardCell(frame: CGRect(x: 0, y: 0, width: 353, height: 268))
    let background = try #require(cell.backgroundConfiguration)
    #expect(background.cornerRadius == 16)
    #expect(background.strokeWidth == 0.3)
    #expect(try Self.rgba(background.backgroundColor, dark: false) == [255, 255, 255, 255])
    #expect(try Self.rgba(background.backgroundColor, dark: true) == [0x16, 0x1C, 0x21, 255])
    #expect(
      try Self.rgba(background.strokeColor, dark: false)
        == [0x5B, 0x73, 0x8B, (0.24 * 255).rounded()])
    #expect(try Self.rgba(background.strokeColor, dark: true).prefix(3) == [0xA9, 0xB4, 0xBE])
    // UIBackgroundConfiguration draws one shadow: the level-2 layer that reaches furthest
    // (its shadow properties are iOS 18).
    if #available(iOS 18.0, macCatalyst 18.0, visionOS 2.0, *) {
      let shadow = background.shadowProperties
      #expect(shadow.opacity == 0.04 && shadow.radius == 4 && shadow.offset.height == 2)
    }
  }

  @Test("cardStyle nil draws no background; another style is drawn as given")
  func optOut() throws {
    let cell = CarouselCardCell(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    cell.cardStyle = nil
    #expect(cell.backgroundConfiguration == nil)
    cell.cardStyle = CarouselCardStyle(cornerRadius: 8, shadows: [])
    let background = try #require(cell.backgroundConfiguration)
    #expect(background.cornerRadius == 8)
    if #available(iOS 18.0, macCatalyst 18.0, visionOS 2.0, *) {
      #expect(background.shadowProperties.opacity == 0)
    }
  }

  @Test("the card colours resolve on a background thread, as UIKit may resolve them")
  func offMainResolution() async throws {
    // UIKit may call a dynamic colour's provider on any thread. A provider formed in
    // main-actor code without `@Sendable` is main-actor isolated, and the Swift 6 runtime
    // traps when it runs elsewhere: this test would crash the test process, not just fail.
    let background = CarouselCardCell.cardBackground(CarouselCardStyle())
    let colors = [background.backgroundColor, background.strokeColor].compactMap { $0 }
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    let resolved = await withCheckedContinuation { continuation in
      let thread = Thread {
        continuation.resume(
          returning: (Thread.isMainThread, colors.map { $0.resolvedColor(with: dark) }))
      }
      thread.start()
    }
    #expect(!resolved.0)
    #expect(resolved.1.count == 2)
    var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    #expect(resolved.1[0].getRed(&r, green: &g, blue: &b, alpha: &a))
    #expect([r, g, b].map { ($0 * 255).rounded() } == [0x16, 0x1C, 0x21])
  }
}

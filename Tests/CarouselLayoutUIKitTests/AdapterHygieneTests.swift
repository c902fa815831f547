import Foundation
import Testing

@testable import CarouselLayout
@testable import CarouselLayoutUIKit

// These tests drive the adapter as UIKit does: through the stand-in here, and through UIKit on an
// iOS Simulator (Examples/App's CarouselLayoutUIKitTests target); what a person or the run loop
// does goes through UIKitDriver.
#if canImport(UIKit)
  import UIKit
#else
  import UIKitStandIn
#endif

@MainActor
@Suite("Adapter hygiene: observers and names")
struct AdapterHygieneTests {
  /// Counts the notifications a block observer received.
  final class Counter: @unchecked Sendable {
    var count = 0
  }

  @Test("the VoiceOver focus observer is removed from its centre when its layout goes")
  func focusObserverRemoved() throws {
    let center = NotificationCenter()
    let name = Notification.Name("focus")
    weak var layout: CarouselCollectionViewLayout?
    weak var observation: NotificationObservation?
    do {
      let host = UIKitHost(count: 3)
      host.layout.accessibility.notificationCenter = center
      host.layoutPass()
      layout = host.layout
      observation = host.layout.accessibility.focusObservation
      #expect(observation != nil)
    }
    #expect(layout == nil && observation == nil)
    // The observation removes its block observer from the centre when it goes.
    let counter = Counter()
    var held: NotificationObservation? = NotificationObservation(
      center: center,
      token: center.addObserver(forName: name, object: nil, queue: nil) { _ in
        counter.count += 1
      })
    center.post(name: name, object: nil)
    #expect(counter.count == 1 && held != nil)
    held = nil
    center.post(name: name, object: nil)
    #expect(counter.count == 1)
  }

  /// The public type names declared in one module's sources.
  static func publicTypeNames(inModule module: String) throws -> Set<String> {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let folder = root.appendingPathComponent("Sources").appendingPathComponent(module)
    let pattern = try NSRegularExpression(
      pattern:
        #"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:public|open)\s+(?:final\s+)?(?:class|struct|enum|protocol|actor|typealias)\s+(\w+)"#,
      options: [.anchorsMatchLines])
    var names: Set<String> = []
    let files = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
    for file in files where file.hasSuffix(".swift") {
      let text = try String(
        contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      let range = NSRange(text.startIndex..., in: text)
      for match in pattern.matches(in: text, range: range) {
        if let name = Range(match.range(at: 1), in: text) { names.insert(String(text[name])) }
      }
    }
    return names
  }

  @Test("no type name is declared in both adapter modules (an app importing both compiles)")
  func noSharedTypeNames() throws {
    let uiKit = try Self.publicTypeNames(inModule: "CarouselLayoutUIKit")
    let swiftUI = try Self.publicTypeNames(inModule: "CarouselLayoutSwiftUI")
    // The scan sees the modules' main types (not an empty folder).
    #expect(uiKit.contains("CarouselCollectionViewLayout") && swiftUI.contains("Carousel"))
    #expect(uiKit.intersection(swiftUI).isEmpty, "\(uiKit.intersection(swiftUI).sorted())")
  }

  @Test("every UIKit adapter test file runs on UIKit too, unless its name says stand-in only")
  func testsRunOnUIKit() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let files = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
    #expect(files.count > 20, "the scan sees the test folder")
    // Spelt in two halves so that this file does not name the flag it looks for.
    let flag = "CAROUSEL_" + "STAND_INS"
    let spi = "@_spi(" + "StandIn)"
    for file in files where file.hasSuffix(".swift") {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      guard !file.lowercased().contains("standin") else { continue }
      // The target is declared only where a UIKit exists (Package.swift), so a file that is
      // not stand-in only needs no guard: it imports UIKit where it exists and compiles all
      // of its code against both, and uses none of the stand-in's own API (its SPI).
      #expect(!text.contains(flag), "\(file) names the stand-in flag: name it *StandIn*")
      #expect(!text.contains(spi), "\(file) uses the stand-in's SPI: name it *StandIn*")
      #expect(
        !text.contains("import UIKitStandIn")
          || text.contains("#if canImport(UIKit)\n  import UIKit\n#else\n  import UIKitStandIn\n"),
        "\(file) imports the stand-in where UIKit exists")
      // On a simulator the example project compiles this file: another package, which sees
      // the engine's `package` rules (the live model, the page indicator…) only through a
      // testable import, as it sees the adapter's internals.
      #expect(
        !text.split(separator: "\n").contains("import CarouselLayout"),
        "\(file) imports the engine without @testable: a simulator build would not see its package API"
      )
    }
  }

  @Test("0.1.0's UIKit name that can keep compiling does, as the view it was renamed to")
  @available(*, deprecated, message: "uses the deprecated name on purpose")
  func deprecatedNames() {
    let view = CarouselSeeAllView(frame: .zero)
    #expect(type(of: view) == CarouselSeeAllReusableView.self)
  }
}

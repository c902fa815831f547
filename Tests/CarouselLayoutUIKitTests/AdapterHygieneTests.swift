import CarouselLayout
import Foundation
import Testing

@testable import CarouselLayoutUIKit

// These tests drive the adapter through the stand-in, as UIKit and SwiftUI would; on Apple
// platforms they compile to nothing (Tests/CarouselLayoutAppleTests meet the real frameworks).
#if CAROUSEL_STAND_INS
  import UIKitStandIn

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
  }
#endif

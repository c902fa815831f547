import Foundation
import Testing

/// The new height and inset fields through the commands: scrolling answers (`snap`,
/// `simulate`, `anchor`) ignore vertical insets and the card alignment, `render` draws them.
@Suite struct VerticalLayoutCommandTests {
  /// 393 pt compact, 5 cards: snap offsets [0, 361, 722, 1083, 1436].
  static func spec(_ configuration: String) -> String {
    """
    {"viewport": {"width": 393, "height": 852}, "configuration": {\(configuration)},
     "cards": [{"body": 120}, {"body": 300}, {"body": 80}, {"body": 900}, {"body": 120}]}
    """
  }

  static let plain = spec(#""heightPolicy": "natural""#)
  static let vertical = spec(
    #""heightPolicy": "natural", "cardAlignment": "bottom", "maximumCardHeight": "none", "#
      + #""insets": {"leading": 16, "trailing": 16, "top": 16, "bottom": 16}"#)

  static let commands: [[String]] = [
    ["snap", "--offset", "150", "--velocity", "0.5"],
    ["snap", "--offset", "1436", "--velocity", "-3"],
    ["simulate", "--offset", "150", "--velocity", "0.5"],
    ["anchor", "--offset", "700"],
  ]

  @Test("snap, simulate and anchor answer as without vertical insets", arguments: commands)
  func scrollingIgnoresVerticalFields(command: [String]) throws {
    func run(_ spec: String) throws -> String {
      let path = try CommandRunner.temporaryFile(spec)
      // anchor takes FROM and TO: the same spec twice.
      let paths = command[0] == "anchor" ? [path, path] : [path]
      let result = try CommandRunner.run([command[0]] + paths + command.dropFirst())
      #expect(result.status == 0, "\(result.standardError)")
      return result.standardOutput
    }
    #expect(try run(Self.vertical) == (try run(Self.plain)))
  }

  @Test("render draws the viewport as tall as the content, insets included")
  func render() throws {
    let result = try CommandRunner.run(["render", try CommandRunner.temporaryFile(Self.vertical)])
    #expect(result.status == 0, "\(result.standardError)")
    // No cap: the 900-point body makes card 3 the row's height, 900; 16 + 900 + 16 = 932.
    #expect(result.standardOutput.contains(#"width="393" height="932" class="viewport""#))
    #expect(result.standardOutput.contains("393 × 932 pt"))
  }
}

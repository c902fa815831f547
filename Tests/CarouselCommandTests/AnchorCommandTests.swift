import Foundation
import Testing

/// `carousel anchor` run as a user runs it. The conformance suite holds its main cases
/// (rotation, size class, Dynamic Type, inserts, removals, right to left); these cover the
/// arguments.
@Suite struct AnchorCommandTests {
  static func spec(width: Int = 393, cards: Int) -> String {
    let list = Array(repeating: #"{"body": 120}"#, count: cards).joined(separator: ", ")
    return #"{"viewport": {"width": \#(width), "height": 852}, "cards": [\#(list)]}"#
  }

  @Test("rotation keeps card 3; the help lists the command")
  func rotation() throws {
    let from = try CommandRunner.temporaryFile(Self.spec(cards: 5))
    let to = try CommandRunner.temporaryFile(Self.spec(width: 852, cards: 5))
    let result = try CommandRunner.run(["anchor", from, to, "--offset", "1083"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardOutput == #"{"anchor":{"card":3,"fraction":0},"offset":2460,"card":3}"# + "\n")
    let help = try CommandRunner.run(["--help"])
    #expect(help.standardOutput.contains("carousel anchor FROM TO --offset X"))
  }

  @Test("removals apply before insertions, as in a batch update")
  func batchUpdate() throws {
    let from = try CommandRunner.temporaryFile(Self.spec(cards: 5))
    let to = try CommandRunner.temporaryFile(Self.spec(cards: 5))
    // Card 2 at rest; cards 0 and 1 removed (FROM's numbering: card 2 becomes 0), then cards
    // inserted at 0 (TO's numbering: it becomes 1) and at 4, after it.
    let result = try CommandRunner.run(
      ["anchor", from, to, "--offset=722", "--removed=0,1", "--inserted", "0,4"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardOutput == #"{"anchor":{"card":1,"fraction":0},"offset":361,"card":1}"# + "\n")
  }

  static let badLists: [(option: String, value: String, message: String)] = [
    ("--inserted", "", "--inserted: expected distinct card indices in 0..<5 (TO's cards)"),
    ("--inserted", "1,1", "--inserted: expected distinct card indices in 0..<5"),
    ("--removed", "-1", "--removed: expected distinct card indices in 0..<5 (FROM's cards)"),
    ("--removed", "a", "--removed: expected distinct card indices in 0..<5"),
    ("--removed", "0,", "--removed: expected distinct card indices in 0..<5"),
  ]

  @Test("a bad index list is bad input, naming the option", arguments: badLists)
  func badIndexList(option: String, value: String, message: String) throws {
    let path = try CommandRunner.temporaryFile(Self.spec(cards: 5))
    let result = try CommandRunner.run(["anchor", path, path, "--offset", "0", option, value])
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.hasPrefix(message), "\(result.standardError)")
  }

  @Test("an invalid spec names its file, and an extra argument is refused")
  func badSpecs() throws {
    let good = try CommandRunner.temporaryFile(Self.spec(cards: 5))
    let bad = try CommandRunner.temporaryFile(
      #"{"viewport": {"width": -1, "height": 1}, "cards": []}"#)
    let result = try CommandRunner.run(["anchor", bad, good, "--offset", "0"])
    #expect(result.status == 2)
    #expect(
      result.standardError == "\(bad): viewport.width: expected a finite number > 0, got -1\n")
    let extra = try CommandRunner.run(["anchor", good, good, good, "--offset", "0"])
    #expect(extra.status == 2)
    #expect(extra.standardError == "\(good): unknown argument\n")
    let missing = try CommandRunner.run(["anchor", good, "--offset", "0"])
    #expect(missing.standardError == "TO: expected a value, got nothing\n")
  }
}

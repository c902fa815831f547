import Foundation
import Testing

/// `carousel snap` and `carousel simulate` run as a user runs them.
@Suite struct ScrollCommandTests {
  /// 393 pt compact, 5 cards: snap offsets [0, 361, 722, 1083, 1436].
  static let spec = """
    {"viewport": {"width": 393, "height": 852},
     "configuration": {"scrolling": "snapping", "snapLimit": "automatic"},
     "cards": [{"body": 120}, {"body": 120}, {"body": 120}, {"body": 120}, {"body": 120}]}
    """

  static func json(_ text: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8))
  }

  static let snaps: [(arguments: [String], target: Double, card: Int)] = [
    (["--offset", "150", "--velocity", "0"], 0, 0),
    (["--offset", "150", "--velocity", "0.5"], 361, 1),
    (["--offset", "0", "--velocity", "10"], 361, 1),
    (["--offset", "1436", "--velocity", "-0.5"], 1083, 3),
    (["--offset", "1500", "--velocity", "0"], 1436, 4),
    // The projection lands on card 2, but one gesture moves one page (one card) in compact.
    (["--offset", "0", "--velocity", "0", "--projected", "800"], 361, 1),
    (["--offset", "361", "--velocity", "0", "--projected", "800"], 722, 2),
    (["--offset=-40", "--velocity=0"], 0, 0),
  ]

  @Test("snap prints the target and its card", arguments: snaps)
  func snap(arguments: [String], target: Double, card: Int) throws {
    let path = try CommandRunner.temporaryFile(Self.spec)
    let result = try CommandRunner.run(["snap", path] + arguments)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.isEmpty)
    let json = try #require(try Self.json(result.standardOutput) as? [String: Double])
    #expect(json == ["target": target, "card": Double(card)])
  }

  @Test("snap with no cards names no card")
  func snapEmpty() throws {
    let path = try CommandRunner.temporaryFile(
      #"{"viewport": {"width": 393, "height": 852}, "cards": []}"#)
    let result = try CommandRunner.run(["snap", path, "--offset", "20", "--velocity", "1"])
    #expect(result.status == 0)
    #expect(result.standardOutput == "{\"target\":0,\"card\":null}\n")
  }

  @Test("simulate runs from the release to rest, the last sample on the snap target")
  func simulate() throws {
    let path = try CommandRunner.temporaryFile(Self.spec)
    let result = try CommandRunner.run(
      ["simulate", path, "--offset", "150", "--velocity", "0.5"])
    #expect(result.status == 0, "\(result.standardError)")
    let samples = try #require(try Self.json(result.standardOutput) as? [[String: Double]])
    #expect(samples.count > 10)
    #expect(samples.first == ["t": 0, "offset": 150])
    #expect(samples.last?["offset"] == 361)
    var previous = samples[0]
    for sample in samples.dropFirst() {
      #expect(sample["t"]! > previous["t"]!)
      #expect(sample["offset"]! >= previous["offset"]!, "the glide reversed")
      previous = sample
    }
    let snap = try CommandRunner.run(["snap", path, "--offset", "150", "--velocity", "0.5"])
    #expect(snap.standardOutput.hasPrefix("{\"target\":361,"))
  }

  @Test("simulate: interval and Reduce Motion")
  func simulateOptions() throws {
    let path = try CommandRunner.temporaryFile(Self.spec)
    let instant = try CommandRunner.run(
      ["simulate", path, "--offset", "150", "--velocity", "0.5", "--reduce-motion"])
    #expect(instant.standardOutput == "[{\"t\":0,\"offset\":361}]\n")
    let coarse = try CommandRunner.run(
      ["simulate", path, "--offset", "150", "--velocity", "0.5", "--interval", "100"])
    let samples = try #require(try Self.json(coarse.standardOutput) as? [[String: Double]])
    #expect(samples[1]["t"] == 100)
    #expect(samples.count < 12)
  }

  static let badArguments: [(arguments: [String], message: String)] = [
    (["--velocity", "0"], "--offset is required (a number)"),
    (["--offset", "0"], "--velocity is required (a number)"),
    (["--offset", "abc", "--velocity", "0"], "--offset: expected a finite number, got abc"),
    (["--offset", "0", "--velocity", "inf"], "--velocity: expected a finite number, got inf"),
    (
      ["--offset", "0", "--velocity", "0", "--projected", "nan"],
      "--projected: expected a finite number, got nan"
    ),
    (["--offset", "0", "--velocity", "0", "--spin"], "--spin: unknown argument"),
  ]

  @Test("bad arguments: exit 2, one line naming the argument and value", arguments: badArguments)
  func bad(arguments: [String], message: String) throws {
    let path = try CommandRunner.temporaryFile(Self.spec)
    for command in ["snap", "simulate"] {
      let result = try CommandRunner.run([command, path] + arguments)
      #expect(result.status == 2, "\(command) \(arguments)")
      #expect(result.standardOutput.isEmpty)
      #expect(result.standardError == message + "\n", "\(command): \(result.standardError)")
    }
  }

  @Test("engine limits and bad intervals are reported against the argument")
  func engineLimits() throws {
    let path = try CommandRunner.temporaryFile(Self.spec)
    let huge = try CommandRunner.run(["simulate", path, "--offset", "1e13", "--velocity", "0"])
    #expect(huge.status == 2)
    #expect(huge.standardError.hasPrefix("--offset: expected a finite number of magnitude"))
    let interval = try CommandRunner.run(
      ["simulate", path, "--offset", "0", "--velocity", "0", "--interval", "0"])
    #expect(interval.status == 2)
    #expect(interval.standardError.hasPrefix("--interval: "))
    let missing = try CommandRunner.run([
      "snap", "/no/such.json", "--offset", "0", "--velocity", "0",
    ])
    #expect(missing.status == 2)
    #expect(missing.standardError == "/no/such.json: no such file\n")
  }
}

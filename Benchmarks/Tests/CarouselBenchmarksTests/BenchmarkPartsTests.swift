import Foundation
import Testing

@testable import CarouselBenchmarks

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The benchmark's pure parts: the median, the arguments, the exact error, the JSON and the
/// chart. (Its timings are not tested: speed is the benchmark's output, not a unit test.)
@Suite struct BenchmarkPartsTests {
  @Test("median of odd and even counts, and of nothing")
  func median() {
    #expect(Statistics.median([]) == nil)
    #expect(Statistics.median([5]) == 5)
    #expect(Statistics.median([9, 1, 5]) == 5)
    #expect(Statistics.median([4, 1, 3, 2]) == 2.5)
  }

  @Test("arguments parse, and a bad one is named with its value")
  func arguments() throws {
    let parsed = try Arguments.parse([
      "--sizes", "1000,100,1000", "--repetitions", "3", "--json", "--chart", "c.svg", "--check",
    ])
    #expect(parsed.sizes == [100, 1000])
    #expect(parsed.repetitions == 3)
    #expect(parsed.json && parsed.check && parsed.chartPath == "c.svg")
    #expect(try Arguments.parse([]) == Arguments())
    let failures: [([String], String)] = [
      (
        ["--sizes", "10,x"],
        "CarouselBenchmarks: --sizes: expected a comma-separated list of "
          + "card counts from 1 to 10000000, got '10,x'"
      ),
      (["--sizes", "0"], "--sizes: expected"),
      (["--sizes"], "got nothing"),
      (["--repetitions", "-2"], "--repetitions: expected a whole number from 1 to 1000, got '-2'"),
      (["--chart", "--json"], "--chart: expected a file path, got '--json'"),
      (["--fast"], "argument: expected an option listed by --help, got '--fast'"),
    ]
    for (arguments, message) in failures {
      #expect(throws: Arguments.Failure.self, "\(arguments)") { try Arguments.parse(arguments) }
      do {
        _ = try Arguments.parse(arguments)
      } catch {
        #expect(error.message.contains(message), "\(arguments): \(error.message)")
        #expect(!error.message.contains("\n"))
      }
    }
  }

  @Test("exact distance of a double from a fraction")
  func exactDistance() {
    #expect(ExactArithmetic.distance(2.5, toFraction: 5, over: 2) == 0)
    // 0.1 is 0.1000000000000000055511151231257827…
    let error = ExactArithmetic.distance(0.1, toFraction: 1, over: 10)
    #expect(error.map { abs($0 - 5.551115123125783e-18) < 1e-30 } == true)
    #expect(ExactArithmetic.distance(1.0 / 3, toFraction: 1, over: 3).map { $0 > 0 } == true)
    #expect(ExactArithmetic.distance(.nan, toFraction: 1, over: 3) == nil)
  }

  static let results = [
    Measurement(
      name: "build", count: 100, value: 4.5, unit: "ns/card",
      budget: Budget(limit: 10, count: nil)),
    Measurement(name: "build", count: 10_000, value: 12, unit: "ns/card", budget: nil),
    Measurement(
      name: "query", count: 100, value: 30, unit: "ns/query",
      budget: Budget(limit: 200, count: nil)),
  ]

  @Test("JSON has one result per measurement with name, n, value and unit")
  func json() throws {
    let data = Data(Report.json(Self.results).utf8)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let results = try #require(object["results"] as? [[String: Any]])
    #expect(results.count == 3)
    #expect(results[0]["name"] as? String == "build")
    #expect(results[0]["n"] as? Int == 100)
    #expect(results[0]["value"] as? Double == 4.5)
    #expect(results[2]["unit"] as? String == "ns/query")
    #expect(Report.quoted("a\"b\\c\n") == "\"a\\\"b\\\\c\\u000a\"")
  }

  @Test("table marks pass, fail and no budget")
  func table() {
    let lines = Report.table(Self.results).split(separator: "\n")
    #expect(lines.count == 4)
    #expect(lines[1].hasSuffix("pass"))
    #expect(lines[2].hasSuffix("—"))
  }

  @Test("chart is deterministic SVG with a line per series, and is written whole")
  func chart() throws {
    let chart = Chart(results: Self.results)
    let svg = chart.svg()
    #expect(svg == Chart(results: Self.results).svg())
    #expect(svg.hasPrefix("<svg") && svg.hasSuffix("</svg>\n"))
    #expect(svg.components(separatedBy: "<polyline").count - 1 == 2)
    #expect(XMLParser(data: Data(svg.utf8)).parse(), "the SVG is well-formed XML")
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("carousel-chart-\(UUID().uuidString).svg").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try chart.write(to: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == svg)
    let leftovers = try FileManager.default.contentsOfDirectory(
      atPath: (path as NSString).deletingLastPathComponent
    ).filter { $0.hasPrefix((path as NSString).lastPathComponent + ".tmp") }
    #expect(leftovers.isEmpty)
  }
}

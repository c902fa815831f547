/// The benchmark's command line.
struct Arguments: Equatable {
  /// The card counts to measure.
  var sizes = [100, 10_000, 100_000, 1_000_000]
  /// The timed samples per figure; each figure is their median.
  var repetitions = 11
  /// The figures to measure, by name; `nil` measures every figure.
  var figures: Set<String>?
  /// Print the results as JSON instead of the table.
  var json = false
  /// Where to write the SVG chart, if anywhere.
  var chartPath: String?
  /// Exit with 1 when a budget is missed.
  var check = false
  /// A smoke run: timed figures are printed without a verdict (``Report/smokeNotice``).
  var smoke = false
  /// Print the usage and stop.
  var help = false

  /// The usage text.
  static let usage = """
    usage: CarouselBenchmarks [--sizes N,N,...] [--repetitions K] [--json] [--chart FILE.svg]
                              [--figures F,F,...] [--check] [--smoke]
      --sizes N,N,...   card counts to measure (default 100,10000,100000,1000000)
      --repetitions K   timed samples per figure, the median is reported (default 11)
      --figures F,F,... only these figures (default all; e.g. snap,masonryQuery)
      --json            print {"results": [...]} instead of the table
      --chart FILE.svg  write a log-log chart of cost against card count
      --check           exit with 1 when a figure misses its budget
      --smoke           a smoke run: timings get no verdict (only counts and sizes do)
    Run in release, from the repository's root:
      swift run -c release CarouselBenchmarks
    """

  /// A bad argument: the argument and its value, for a one-line message.
  struct Failure: Error, Equatable {
    /// The argument, as given.
    var argument: String
    /// What was expected.
    var expected: String
    /// The value given, or `nil` when it was missing.
    var value: String?

    /// One line naming the argument and the value.
    var message: String {
      "CarouselBenchmarks: \(argument): expected \(expected), got "
        + (value.map { "'\($0)'" } ?? "nothing")
    }
  }

  /// Parses the arguments after the program name.
  static func parse(_ arguments: [String]) throws(Failure) -> Arguments {
    var result = Arguments()
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--json": result.json = true
      case "--check": result.check = true
      case "--smoke": result.smoke = true
      case "--help", "-h": result.help = true
      case "--sizes":
        let expected = "a comma-separated list of card counts from 1 to 10000000"
        guard let value = rest.popFirst() else {
          throw Failure(argument: argument, expected: expected, value: nil)
        }
        let sizes = value.split(separator: ",", omittingEmptySubsequences: false).map {
          Int($0)
        }
        guard !sizes.isEmpty, sizes.allSatisfy({ ($0 ?? 0) >= 1 && ($0 ?? 0) <= 10_000_000 })
        else { throw Failure(argument: argument, expected: expected, value: value) }
        result.sizes = Array(Set(sizes.compactMap { $0 })).sorted()
      case "--repetitions":
        let expected = "a whole number from 1 to 1000"
        guard let value = rest.popFirst() else {
          throw Failure(argument: argument, expected: expected, value: nil)
        }
        guard let count = Int(value), count >= 1, count <= 1000 else {
          throw Failure(argument: argument, expected: expected, value: value)
        }
        result.repetitions = count
      case "--figures":
        let names = Set(Figures.all.map(\.name))
        let expected =
          "a comma-separated list of figures from " + names.sorted().joined(separator: ",")
        guard let value = rest.popFirst() else {
          throw Failure(argument: argument, expected: expected, value: nil)
        }
        let figures = value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard !figures.isEmpty, figures.allSatisfy(names.contains) else {
          throw Failure(argument: argument, expected: expected, value: value)
        }
        result.figures = Set(figures)
      case "--chart":
        guard let value = rest.first, !value.isEmpty, !value.hasPrefix("--") else {
          throw Failure(argument: argument, expected: "a file path", value: rest.first)
        }
        rest.removeFirst()
        result.chartPath = value
      default:
        throw Failure(argument: "argument", expected: "an option listed by --help", value: argument)
      }
    }
    return result
  }
}

import Foundation

// CarouselBenchmarks: the engine's speed, allocation and memory figures against their budgets.
// Run in release, from the repository's root:
// `swift run -c release CarouselBenchmarks [--help]`.

func fail(_ message: String, code: Int32) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(code)
}

let arguments: Arguments
do {
  arguments = try Arguments.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  fail(error.message, code: 2)
}
if arguments.help {
  print(Arguments.usage)
  exit(0)
}
guard AllocationCounter.selfTest() else {
  fail("CarouselBenchmarks: the allocation counter did not see a known allocation", code: 1)
}

do {
  let (results, notMeasured) = try Runner.run(arguments)
  if arguments.smoke && !arguments.json { print(Report.smokeNotice) }
  print(arguments.json ? Report.json(results) : Report.table(results, smoke: arguments.smoke))
  if !arguments.json && !notMeasured.isEmpty {
    print("not measured on this platform: " + notMeasured.joined(separator: ", "))
  }
  if let path = arguments.chartPath { try Chart(results: results).write(to: path) }
  let judged = results.filter { !arguments.smoke || $0.exact }
  if arguments.check && judged.contains(where: { $0.passed == false }) { exit(1) }
} catch {
  fail("CarouselBenchmarks: \(error)", code: 1)
}

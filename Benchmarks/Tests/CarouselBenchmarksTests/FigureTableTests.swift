import CarouselLayout
import Foundation
import Testing

@testable import CarouselBenchmarks

/// The table of figures, the `--figures` filter and the workload the figures run on. (No
/// timings: speed is the benchmark's output, not a unit test.)
@Suite struct FigureTableTests {
  @Test("figure names are unique, and --figures picks from them by name")
  func figureNames() throws {
    let names = Figures.all.map(\.name)
    #expect(Set(names).count == names.count)
    for name in [
      "snap", "allocationsPerSnap", "anchor", "masonryBuild", "masonryQuery",
      "swiftUITargetUpdate", "allocationsPerSwiftUITargetUpdate",
    ] {
      #expect(names.contains(name), "\(name) is missing from the table")
    }
    let update = Figures.all.first { $0.name == "swiftUITargetUpdate" }
    #expect(update?.budget == Budget(limit: 200, count: 1_000_000))
    let allocations = Figures.all.first { $0.name == "allocationsPerSwiftUITargetUpdate" }
    #expect(allocations?.budget == Budget(limit: 0, count: nil))
    let parsed = try Arguments.parse(["--figures", "snap,masonryQuery,snap"])
    #expect(parsed.figures == ["snap", "masonryQuery"])
    for bad in ["snapp", "snap,", ""] {
      do {
        _ = try Arguments.parse(["--figures", bad])
        Issue.record("--figures '\(bad)' was accepted")
      } catch {
        #expect(error.message.contains("--figures: expected a comma-separated list of figures"))
        #expect(error.message.hasSuffix("got '\(bad)'"), "\(error.message)")
      }
    }
  }

  @Test("a smoke run says its timings judge nothing and gives them no verdict")
  func smokeTable() throws {
    let slow = Measurement(
      name: "uikitScrollFrame", count: 100, value: 3160, unit: "ns/frame",
      budget: Budget(limit: 2000, count: nil))
    let counted = Measurement(
      name: "uikitRebuildsDuringScroll", count: 100, value: 1, unit: "rebuilds",
      budget: Budget(limit: 0, count: nil), exact: true)
    let full = Report.table([slow, counted])
    #expect(full.split(separator: "\n")[1].hasSuffix("FAIL"))
    let smoke = Report.table([slow, counted], smoke: true).split(separator: "\n")
    #expect(smoke[1].hasSuffix("not judged"))
    #expect(smoke[2].hasSuffix("FAIL"), "a count is judged even in a smoke run")
    #expect(Report.smokeNotice.contains("judge nothing"))
    #expect(try Arguments.parse(["--smoke"]).smoke)
    #expect(Arguments.usage.contains("--smoke"))
  }

  @Test("the runner measures only the figures asked for, at every card count")
  func runnerFilter() throws {
    var arguments = Arguments()
    arguments.sizes = [100, 300]
    arguments.figures = ["bytesPerCard", "lastCardError"]
    let (measured, notMeasured) = try Runner.run(arguments)
    #expect(notMeasured.isEmpty)
    #expect(Set(measured.map(\.name)) == ["bytesPerCard", "lastCardError"])
    #expect(measured.map(\.count).sorted() == [100, 100, 300, 300])
  }

  @Test("the workload is the one the figures describe")
  func workload() throws {
    let workload = try Workload(count: 1000)
    #expect(workload.masonry.columnCount == 3)
    #expect(workload.masonry.cardCount == 1000)
    #expect(workload.rotated.viewport.width == 852)
    #expect(workload.rotated.cardCount == 1000)
    #expect(workload.velocities.allSatisfy { abs($0) <= 4 })
    #expect(workload.velocities.contains { $0 < -0.3 } && workload.velocities.contains { $0 > 0.3 })
    let bottom = workload.masonry.contentHeight - Workload.masonryViewport.height
    #expect(workload.masonryOffsets.allSatisfy { $0 >= 0 && $0 <= bottom })
    // Power-of-two lengths: the figures index them with a mask.
    for length in [
      workload.offsets.count, workload.velocities.count, workload.masonryOffsets.count,
    ] {
      #expect(length.nonzeroBitCount == 1)
    }
    // A viewport query in the masonry finds cards in all three columns.
    var columns: Set<Int> = []
    workload.masonry.forEachCard(in: Workload.masonryRect(at: workload.masonryOffsets[0])) {
      index, _ in columns.insert(workload.masonry.column(ofCard: index))
    }
    #expect(columns == [0, 1, 2])
  }

  @Test("masonryBytesPerCard counts the layout's heap: at least its 12-byte heights a card")
  func masonryBytes() throws {
    let workload = try Workload(count: 10_000)
    guard let bytes = try Figures.masonryBytesPerCard(workload) else { return }
    // Heights (12 bytes), a top (8) and a column (4) a card are the least any masonry keeps;
    // a layout that kept all its arrays twice over would pass 100.
    #expect(bytes >= 24 && bytes < 100, "\(bytes) bytes a card")
  }
}

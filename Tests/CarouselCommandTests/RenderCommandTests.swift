import Foundation
import Testing

/// `carousel render` and `carousel demo` run as a user runs them.
@Suite struct RenderCommandTests {
  static var compact: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Examples/compact.json").path
  }

  @Test("SVG to standard output, and to a file chosen by its extension")
  func svg() throws {
    let result = try CommandRunner.run(["render", Self.compact])
    #expect(result.status == 0)
    #expect(result.standardOutput.hasPrefix("<svg") || result.standardOutput.hasPrefix("<?xml"))
    let folder = try CommandRunner.temporaryFolder()
    let file = folder.appendingPathComponent("out.svg").path
    let written = try CommandRunner.run(["render", Self.compact, "-o", file, "--offset", "180"])
    #expect(written.status == 0 && written.standardOutput.isEmpty)
    let text = try String(contentsOfFile: file, encoding: .utf8)
    #expect(text.contains("</svg>"))
    #expect(text != result.standardOutput)  // scrolled: the cards moved
  }

  @Test("HTML by extension or --format, See All, and a flick animation")
  func otherFormats() throws {
    let folder = try CommandRunner.temporaryFolder()
    let file = folder.appendingPathComponent("page.html").path
    #expect(try CommandRunner.run(["render", Self.compact, "-o", file]).status == 0)
    #expect(try String(contentsOfFile: file, encoding: .utf8).contains("scroll-snap-type"))
    let html = try CommandRunner.run(["render", Self.compact, "--format", "html"])
    #expect(html.standardOutput.contains("<!DOCTYPE html>"))
    let seeAll = try CommandRunner.run(["render", Self.compact, "--see-all"])
    #expect(seeAll.status == 0 && seeAll.standardOutput.contains("</svg>"))
    let flick = try CommandRunner.run(["render", Self.compact, "--velocity", "1.2"])
    #expect(flick.status == 0 && flick.standardOutput.contains("<animate"))
  }

  @Test("a big spec draws its first 1 000 cards and says so; --all-cards draws every one")
  func bigSpec() throws {
    func spec(_ count: Int) -> String {
      let card = #"{"header": 56, "body": 90, "footer": 44, "content": {"title": "Notebook"}}"#
      return #"{"viewport": {"width": 393, "height": 852}, "cards": ["#
        + Array(repeating: card, count: count).joined(separator: ",") + "]}"
    }
    let big = try CommandRunner.temporaryFile(spec(20_000))
    for arguments in [["--format", "html"], ["--see-all"], ["--see-all", "--format", "html"]] {
      let result = try CommandRunner.run(["render", big] + arguments)
      #expect(result.status == 0, "\(arguments): \(result.standardError)")
      #expect(result.standardOutput.contains("Showing cards 1–1 000 of 20 000."), "\(arguments)")
      #expect(result.standardOutput.utf8.count < 2_000_000, "\(arguments)")
    }
    let some = try CommandRunner.temporaryFile(spec(1_200))
    let all = try CommandRunner.run(["render", some, "--format", "html", "--all-cards"])
    #expect(all.status == 0 && all.standardOutput.contains(#"data-card-index="1199""#))
    #expect(!all.standardOutput.contains("Showing cards"))
  }

  @Test("bad arguments exit 2 and write nothing")
  func badArguments() throws {
    let folder = try CommandRunner.temporaryFolder()
    for arguments in [
      ["render", Self.compact, "--format", "png"],
      ["render", Self.compact, "-o", folder.appendingPathComponent("x.png").path],
      ["render", Self.compact, "--velocity", "inf"],
      ["render", Self.compact, "--format", "html", "--velocity", "1"],
    ] {
      let result = try CommandRunner.run(arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.standardOutput.isEmpty, "\(arguments)")
      #expect(!result.standardError.isEmpty, "\(arguments)")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test("an existing output survives a failed run; an unwritable path exits 1")
  func existingOutput() throws {
    let folder = try CommandRunner.temporaryFolder()
    let file = folder.appendingPathComponent("keep.svg").path
    try "precious".write(toFile: file, atomically: true, encoding: .utf8)
    let bad = try CommandRunner.temporaryFile(
      #"{"viewport": {"width": -1, "height": 1}, "cards": []}"#)
    let result = try CommandRunner.run(["render", bad, "-o", file])
    #expect(result.status == 2)
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "precious")
    let unwritable = try CommandRunner.run(
      ["render", Self.compact, "-o", "/no/such/folder/out.svg"])
    #expect(unwritable.status == 1)
    #expect(unwritable.standardError.contains("/no/such/folder"))
    // A folder in the way is bad input (as a folder given as input is): the folder and its
    // contents stay.
    let blocker = folder.appendingPathComponent("blocker.svg")
    try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: true)
    try "inside".write(
      to: blocker.appendingPathComponent("f.txt"), atomically: true, encoding: .utf8)
    let blocked = try CommandRunner.run(["render", Self.compact, "-o", blocker.path])
    #expect(blocked.status == 2)
    #expect(
      try String(contentsOf: blocker.appendingPathComponent("f.txt"), encoding: .utf8) == "inside")
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(leftovers.sorted() == ["blocker.svg", "keep.svg"], "no temporary files left behind")
  }

  @Test("demo writes the gallery with an index and prints where")
  func demo() throws {
    let folder = try CommandRunner.temporaryFolder().appendingPathComponent("gallery")
    let result = try CommandRunner.run(["demo", "-o", folder.path])
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("card width 353 pt, 1 per page, next card peeks 16 pt"))
    #expect(result.standardOutput.contains("mode empty"))
    #expect(result.standardOutput.contains("open \(folder.path)/index.html"))
    let files = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
    for name in [
      "index.html", "compact.svg", "regular-820.svg", "regular-1180.svg", "right-to-left.svg",
      "natural-heights.svg", "two-cards.svg", "empty.svg", "see-all-list.svg",
      "see-all-masonry.svg", "page.svg", "flick.svg", "compact.html", "see-all-list.html",
      "see-all-masonry.html", "page.html", "playground.html",
    ] {
      #expect(files.contains(name), "\(name) missing")
    }
    let index = try String(
      contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(index.contains("<meta name=\"viewport\""))
    for file in files where file != "index.html" {
      #expect(index.contains("\"\(file)\""), "index.html does not show \(file)")
    }
    // The README's pictures are the tool's own, current output.
    let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Docs/images").standardized
    for name in try FileManager.default.contentsOfDirectory(atPath: images.path)
    where files.contains(name) {
      let shipped = try String(contentsOf: images.appendingPathComponent(name), encoding: .utf8)
      let drawn = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      #expect(
        shipped == drawn,
        "Docs/images/\(name) is out of date: run Scripts/update-readme-images")
    }
  }
}

import Foundation
import Testing

/// The gallery (`carousel demo`) keeps every picture's text at 11 px or more on a 393-pixel
/// phone: a picture shrinks to fit, but not below the width that keeps its smallest text at
/// 11 px; a wider one (the iPad page) scrolls sideways instead.
@Suite struct GalleryReadabilityTests {
  /// The numbers written as `name="…"` in `text`.
  static func values(_ name: String, in text: Substring) -> [Double] {
    text.components(separatedBy: " \(name)=\"").dropFirst().compactMap {
      Double($0.prefix { $0 != "\"" })
    }
  }

  @Test("every picture's smallest text is at least 11 px in a 393-pixel window")
  func phone() throws {
    let folder = try CommandRunner.temporaryFolder().appendingPathComponent("gallery")
    #expect(try CommandRunner.run(["demo", "-o", folder.path]).status == 0)
    let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
    // The room a picture has at 393 pixels: less the body's and the figure's margins.
    let room = 393.0 - 2 * 8 - 2 * 4
    var checked = 0
    for figure in index.components(separatedBy: "<img src=\"").dropFirst() {
      let file = String(figure.prefix { $0 != "\"" })
      guard file.hasSuffix(".svg") else { continue }
      let svg = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      let root = try #require(svg.split(separator: ">", maxSplits: 1).first)
      let width = try #require(Self.values("width", in: root).first)
      let smallest = try #require(Self.values("font-size", in: svg[...]).min(), "\(file)")
      let tag = figure.prefix { $0 != ">" }
      let minimum =
        tag.components(separatedBy: "min-width: ").dropFirst().first
        .flatMap { Double($0.prefix { $0.isNumber || $0 == "." }) } ?? 0
      let shown = max(minimum, min(room, width))
      #expect(smallest * shown / width >= 11, "\(file): \(smallest * shown / width) px")
      checked += 1
    }
    #expect(checked >= 10)
    // The iPad page is one of them, and it no longer shrinks to the phone's width.
    #expect(
      index.contains(
        "<img src=\"page.svg\" alt=\"Carousel and masonry on one page: every leading edge at the inset\" style=\"min-width:"
      ))
  }
  @Test("every page of the gallery has a title, a heading and a link back to the index")
  func titlesAndLinksBack() throws {
    let folder = try CommandRunner.temporaryFolder().appendingPathComponent("gallery")
    #expect(try CommandRunner.run(["demo", "-o", folder.path]).status == 0)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".html") && $0 != "index.html" }
    let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(files.count >= 7, "\(files)")
    for file in files {
      let html = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      let title = html.firstMatch(of: /<title>([^<]+)<\/title>/)?.output.1 ?? ""
      #expect(!title.isEmpty && title != "Carousel", "\(file): title \(title)")
      #expect(html.contains("<h1>"), "\(file): no heading")
      #expect(html.contains(#"<a href="index.html">‹ All examples</a>"#), "\(file): no link back")
      #expect(index.contains("href=\"\(file)\""), "the index does not link \(file)")
    }
  }
}

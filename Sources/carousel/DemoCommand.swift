import CarouselLayout
import CarouselPreview
import CarouselSpec
import Foundation

/// `carousel demo [-o DIR]`: draws the built-in examples into a gallery and prints what the
/// engine decided for each.
enum DemoCommand {
  static let usage = """
    carousel demo [-o DIR]
      Draws the built-in examples into DIR (default carousel-demo/): compact, regular,
      right to left, natural heights, fewer than three cards, empty state, the "See All"
      list and masonry, a page with carousel and masonry, a flick animation, and swipeable
      HTML pages, with an index.html that shows them all. Prints what the engine decided
      for each example and where it wrote. Every file is written to a temporary name and
      renamed, so a failure never leaves a half-written file.
      -o DIR   the folder to write into (created when missing; not -: there are many files).
      --help   prints this help.
    Example:
      carousel demo -o gallery          (then open gallery/index.html)
    """

  /// One picture in the gallery.
  struct Item {
    var file: String
    var caption: String
    var contents: String
  }

  static func run(_ arguments: inout ArgumentList) throws {
    let folder = try arguments.option("-o") ?? "carousel-demo"
    try arguments.finish()
    guard folder != "-" else {
      throw ToolError.badInput("-o: expected a folder, got - (demo writes many files)")
    }
    var lines: [String] = []
    var items: [Item] = []
    for example in BuiltInExamples.all {
      let carousel = try layout(example)
      lines.append("\(example.name): \(example.caption)")
      lines.append(contentsOf: summary(of: carousel).map { "  " + $0 })
      items.append(
        Item(
          file: "\(example.name).svg", caption: example.caption,
          contents: try SVGPreview().render(carousel)))
      if example.name == "compact" {
        items.append(
          Item(
            file: "compact-scrolled.svg",
            caption: "Compact, scrolled half-way to card 1: the cards move, the header stays",
            contents: try SVGPreview().render(carousel, atOffset: carousel.snapOffset(at: 1) / 2)))
        items.append(
          Item(
            file: "flick.svg",
            caption: "A flick at 1.2 pt/ms from card 0: the engine's glide lands on card 1",
            contents: try RenderCommand.flick(carousel, from: 0, velocity: 1.2)))
        items.append(
          try seeAll(
            carousel, file: "see-all-list.svg", caption: "\"See All\" in compact width: a list"))
      }
      if example.name == "regular-1180" {
        items.append(
          try seeAll(
            carousel, file: "see-all-masonry.svg", caption: "\"See All\" in regular width: masonry")
        )
      }
    }
    let page = try PageSpec.decode(JSONParser.parse(Array(BuiltInExamples.page.json.utf8))).page()
    items.append(
      Item(
        file: "page.svg", caption: BuiltInExamples.page.caption,
        contents: try SVGPreview().render([.page(page)])))
    var pages: [Item] = []
    for name in ["compact", "right-to-left", "regular-1180"] {
      guard let example = BuiltInExamples.all.first(where: { $0.name == name }) else { continue }
      pages.append(
        Item(
          file: "\(name).html", caption: "Swipe: \(example.caption)",
          contents: HTMLPreview().render(try layout(example), title: example.caption)))
    }

    try createFolder(folder)
    for item in items + pages {
      try InputOutput.writeFile(item.contents, to: "\(folder)/\(item.file)")
    }
    try InputOutput.writeFile(index(items: items, pages: pages), to: "\(folder)/index.html")
    lines.append(
      "wrote \(items.count + pages.count + 1) files to \(folder)/ — open \(folder)/index.html")
    InputOutput.writeStandardOutput(Array((lines.joined(separator: "\n") + "\n").utf8))
  }

  static func layout(_ example: BuiltInExamples.Example) throws -> CarouselGeometry {
    do {
      return try CarouselSpec.parse(Array(example.json.utf8)).geometry()
    } catch {
      throw ToolError.runtime("built-in example \(example.name): \(error)")
    }
  }

  static func seeAll(_ carousel: CarouselGeometry, file: String, caption: String) throws -> Item {
    let svg: String
    switch carousel.seeAllDestination() {
    case .list(let list): svg = try SVGPreview().render([.list(list)])
    case .masonry(let masonry): svg = try SVGPreview().render([.masonry(masonry)])
    }
    return Item(file: file, caption: caption, contents: svg)
  }

  static func createFolder(_ path: String) throws {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
      guard isFolder.boolValue else {
        throw ToolError.runtime("\(path): exists and is not a folder")
      }
      return
    }
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw ToolError.runtime("\(path): cannot create the folder (\(error.localizedDescription))")
    }
  }

  /// The gallery page: every picture with its caption, and links to the swipeable pages.
  static func index(items: [Item], pages: [Item]) -> String {
    func escape(_ text: String) -> String {
      text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        .replacingOccurrences(of: "\"", with: "&quot;")
    }
    let figures = items.map { item in
      """
          <figure><img src="\(item.file)" alt="\(escape(item.caption))"><figcaption>\(escape(item.caption))</figcaption></figure>
      """
    }
    let links = pages.map { "    <li><a href=\"\($0.file)\">\(escape($0.caption))</a></li>" }
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>Carousel layout — gallery</title>
      <style>
        body { font: 15px -apple-system, "72", "Helvetica Neue", Arial, sans-serif; margin: 24px;
               background: #f5f6f7; color: #1d2d3e; }
        h1 { font-size: 22px; } main { display: flex; flex-wrap: wrap; gap: 24px; }
        figure { margin: 0; background: #fff; border-radius: 12px; padding: 12px;
                 box-shadow: 0 1px 4px rgba(0,0,0,0.12); max-width: 100%; }
        img { display: block; max-width: 100%; height: auto; }
        figcaption { margin-top: 8px; color: #556b82; max-width: 640px; }
      </style>
      </head>
      <body>
      <h1>Carousel layout — what the engine lays out</h1>
      <p>Swipeable pages with CSS scroll snapping at the engine's snap offsets:</p>
      <ul>
      \(links.joined(separator: "\n"))
      </ul>
      <main>
      \(figures.joined(separator: "\n"))
      </main>
      </body>
      </html>

      """
  }

  static func summary(of carousel: CarouselGeometry) -> [String] {
    let n = NumberText.rounded
    var lines = [
      "mode \(carousel.mode.rawValue), \(carousel.cardCount) cards, "
        + "content \(n(carousel.contentSize.width, 3)) × \(n(carousel.contentSize.height, 3)) pt"
    ]
    switch carousel.mode {
    case .carousel:
      // The first card past the page is the one that peeks in.
      let peeking = carousel.frame(ofCard: min(carousel.cardsPerPage, carousel.cardCount - 1))
      let peek =
        carousel.layoutDirection == .leftToRight
        ? carousel.viewport.width - peeking.minX
        : peeking.maxX - carousel.restOffset
      lines.append(
        "card width \(n(carousel.cardWidth, 3)) pt, \(carousel.cardsPerPage) per page, "
          + "next card peeks \(n(peek, 3)) pt")
      lines.append(
        "snap offsets \(carousel.snapOffsets.map { n($0, 3) }.joined(separator: ", "))")
    case .stack:
      lines.append("cards stacked, each \(n(carousel.cardWidth, 3)) pt wide")
    case .empty:
      if let frame = carousel.emptyStateFrame {
        lines.append("empty state \(n(frame.width, 3)) × \(n(frame.height, 3)) pt")
      }
    }
    if let header = carousel.headerLayout() {
      lines.append(
        "header cell \(n(header.frame.width, 3)) pt wide, See All "
          + (header.seeAll == nil ? "hidden" : "shown"))
    }
    return lines
  }
}

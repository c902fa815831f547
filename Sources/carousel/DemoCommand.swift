import CarouselJSON
import CarouselLayout
import CarouselPreview
import Foundation

/// `carousel demo [-o DIR]`: draws the built-in examples into a gallery and prints what the
/// engine decided for each.
enum DemoCommand {
  static let usage = """
    carousel demo [-o DIR]
      Draws the built-in examples into DIR (default carousel-demo/): compact, regular,
      right to left, natural heights, fewer than three cards, empty state, the "See All"
      list and masonry, a page with carousel and masonry, a flick animation, swipeable
      HTML pages and the playground (playground.html), with an index.html that shows them
      all. Prints what the engine decided for each example and where it wrote. Every file
      is written to a temporary name and renamed, so a failure never leaves a half-written
      file.
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
      let content = try cardContent(example)
      lines.append("\(example.name): \(example.caption)")
      lines.append(contentsOf: summary(of: carousel).map { "  " + $0 })
      items.append(
        Item(
          file: "\(example.name).svg", caption: example.caption,
          contents: try SVGPreview().render(carousel, content: content)))
      if example.name == "compact" {
        items.append(
          Item(
            file: "compact-scrolled.svg",
            caption: "Compact, scrolled half-way to card 1: the cards move, the header stays",
            contents: try SVGPreview().render(
              carousel, atOffset: carousel.track.snapOffset(at: 1) / 2, content: content)))
        items.append(
          Item(
            file: "flick.svg",
            caption: "A flick at 1.2 pt/ms from card 0: the engine's glide lands on card 1",
            contents: try RenderCommand.flick(carousel, content: content, from: 0, velocity: 1.2)))
        items.append(
          try seeAll(
            carousel, content: content, file: "see-all-list.svg",
            caption: "\"See All\" in compact width: a list"))
      }
      if example.name == "regular-1180" {
        items.append(
          try seeAll(
            carousel, content: content, file: "see-all-masonry.svg",
            caption: "\"See All\" in regular width: masonry"))
      }
    }
    let pageSpec = try PageSpec.decode(JSONParser.parse(Array(BuiltInExamples.page.json.utf8)))
    let page = try pageSpec.page()
    let pageContent = pageSpec.sections.map { CardContent.of($0.cards) }
    items.append(
      Item(
        file: "page.svg", caption: BuiltInExamples.page.caption,
        contents: try SVGPreview().render([.page(page, content: pageContent)])))
    var pages: [Item] = []
    for name in ["compact", "right-to-left", "regular-1180"] {
      guard let example = BuiltInExamples.all.first(where: { $0.name == name }) else { continue }
      pages.append(
        Item(
          file: "\(name).html", caption: "Swipe: \(example.caption)",
          contents: galleryPage.render(
            try layout(example), title: example.caption, content: try cardContent(example))))
    }
    pages += try seeAllPages()
    pages.append(
      Item(
        file: "page.html", caption: "Scroll: \(BuiltInExamples.page.caption)",
        contents: galleryPage.render(
          page, title: BuiltInExamples.page.caption, content: pageContent)))
    pages.insert(
      Item(
        file: "playground.html",
        caption:
          "Playground: the real engine in WebAssembly — tune a carousel, swipe it, copy its Swift",
        contents: try PlaygroundCommand.page(backLink: "index.html")), at: 0)

    try createFolder(folder)
    for item in items + pages {
      try InputOutput.writeFile(item.contents, to: "\(folder)/\(item.file)")
    }
    try InputOutput.writeFile(index(items: items, pages: pages), to: "\(folder)/index.html")
    lines.append(
      "wrote \(items.count + pages.count + 1) files to \(folder)/ — open \(folder)/index.html")
    InputOutput.writeStandardOutput(Array((lines.joined(separator: "\n") + "\n").utf8))
  }

  /// The gallery's HTML pages: each with its title and a link back to the index.
  static var galleryPage: HTMLPreview {
    var preview = HTMLPreview()
    preview.backLink = "index.html"
    return preview
  }

  static func layout(_ example: BuiltInExamples.Example) throws -> CarouselGeometry {
    do {
      return try CarouselSpec.parse(Array(example.json.utf8)).geometry()
    } catch {
      throw ToolError.runtime("built-in example \(example.name): \(error)")
    }
  }

  /// The cards' content of a built-in example, for the previews.
  static func cardContent(_ example: BuiltInExamples.Example) throws -> [CardContent] {
    do {
      return CardContent.of(try CarouselSpec.parse(Array(example.json.utf8)).cards)
    } catch {
      throw ToolError.runtime("built-in example \(example.name): \(error)")
    }
  }

  static func seeAll(
    _ carousel: CarouselGeometry, content: [CardContent], file: String, caption: String
  ) throws -> Item {
    let svg: String
    switch carousel.seeAllDestination() {
    case .list(let list): svg = try SVGPreview().render([.list(list, content: content)])
    case .masonry(let masonry): svg = try SVGPreview().render([.masonry(masonry, content: content)])
    }
    return Item(file: file, caption: caption, contents: svg)
  }

  /// The "See All" pages as HTML: the list (compact) and the masonry (regular).
  static func seeAllPages() throws -> [Item] {
    var pages: [Item] = []
    for (name, file, caption) in [
      ("compact", "see-all-list.html", "Scroll: \"See All\" in compact width, a list"),
      ("regular-1180", "see-all-masonry.html", "Scroll: \"See All\" in regular width, masonry"),
    ] {
      guard let example = BuiltInExamples.all.first(where: { $0.name == name }) else { continue }
      let html: String
      let content = try cardContent(example)
      switch try layout(example).seeAllDestination() {
      case .list(let list): html = galleryPage.render(list, title: caption, content: content)
      case .masonry(let masonry):
        html = galleryPage.render(masonry, title: caption, content: content)
      }
      pages.append(Item(file: file, caption: caption, contents: html))
    }
    return pages
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
      let minimum = readableWidth(of: item.contents).map {
        " style=\"min-width: \(NumberText.rounded(Double($0), decimals: 0))px\""
      }
      return """
            <figure><div class="scroll"><img src="\(item.file)" alt="\(escape(item.caption))"\(minimum ?? "")></div><figcaption>\(escape(item.caption))</figcaption></figure>
        """
    }
    let links = pages.map { "    <li><a href=\"\($0.file)\">\(escape($0.caption))</a></li>" }
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>Carousel layout — gallery</title>
      <style>
        body { font: 15px -apple-system, "72", "Helvetica Neue", Arial, sans-serif; margin: 24px;
               background: #f5f6f7; color: #1d2d3e; }
        h1 { font-size: 22px; }
        main { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
        figure { margin: 0; background: #fff; border-radius: 12px; padding: 12px;
                 box-shadow: 0 1px 4px rgba(0,0,0,0.12); max-width: 100%; }
        .scroll { overflow-x: auto; }
        img { display: block; max-width: 100%; height: auto; }
        figcaption { margin-top: 8px; color: #556b82; max-width: 640px; }
        @media (max-width: 600px) {
          body { margin: 8px; } main { gap: 12px; } figure { padding: 4px; border-radius: 8px; }
        }
      </style>
      </head>
      <body>
      <h1>Carousel layout — what the engine lays out</h1>
      <p>Pages to swipe and scroll, with CSS scroll snapping at the engine's snap offsets:</p>
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

  /// The smallest width an SVG drawing may shrink to in the gallery so that its smallest text
  /// still shows at 11 px (`nil` when it has no width or no text); a narrower window scrolls
  /// the picture sideways instead of shrinking it further (the iPad page on a phone).
  static func readableWidth(of svg: String) -> CGFloat? {
    /// The numbers written as `name="…"` in `text`, in order.
    func values(_ name: String, in text: Substring) -> [Double] {
      text.components(separatedBy: " \(name)=\"").dropFirst().compactMap {
        Double($0.prefix { $0 != "\"" })
      }
    }
    guard svg.hasPrefix("<svg"), let root = svg.split(separator: ">", maxSplits: 1).first,
      let width = values("width", in: root).first,
      let smallest = values("font-size", in: svg[...]).min(), smallest > 0
    else { return nil }
    return CGFloat(min(width, (width * 11 / smallest).rounded(.up)))
  }

  static func summary(of carousel: CarouselGeometry) -> [String] {
    let n = NumberText.rounded
    var lines = [
      "mode \(carousel.track.mode.rawValue), \(carousel.cardCount) cards, "
        + "content \(n(carousel.contentSize.width, 3)) × \(n(carousel.contentSize.height, 3)) pt"
    ]
    switch carousel.track.mode {
    case .carousel:
      // The first card past the page is the one that peeks in.
      let peeking = carousel.frame(ofCard: min(carousel.track.cardsPerPage, carousel.cardCount - 1))
      let peek =
        carousel.track.layoutDirection == .leftToRight
        ? carousel.viewport.width - peeking.minX
        : peeking.maxX - carousel.track.restOffset
      lines.append(
        "card width \(n(carousel.track.cardWidth, 3)) pt, \(carousel.track.cardsPerPage) per page, "
          + "next card peeks \(n(peek, 3)) pt")
      lines.append(
        "snap offsets \(carousel.track.snapOffsets.map { n($0, 3) }.joined(separator: ", "))")
    case .stack:
      lines.append("cards stacked, each \(n(carousel.track.cardWidth, 3)) pt wide")
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

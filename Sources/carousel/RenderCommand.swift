import CarouselJSON
import CarouselLayout
import CarouselPreview
import Foundation

/// `carousel render SPEC [-o FILE] [--offset X] [--format svg|html] [--see-all]
/// [--velocity V] [--all-cards]`: draws a layout.
enum RenderCommand {
  static let usage = """
    carousel render SPEC [-o FILE] [--offset X] [--format svg|html] [--see-all] [--velocity V]
                         [--all-cards]
      Draws SPEC (a carousel or page spec, a file or - for standard input).
      svg    the viewport with the cards that show through it at the scroll offset, the
             rest of the content faded (a page: every section, stacked);
      html   a self-contained page to swipe in a browser, with CSS scroll snapping at the
             engine's snap offsets (a page: every section; --see-all: the list or masonry).
      The HTML page and the See All drawings show the first 1 000 cards and say so; the
      layout is the whole spec's (see Docs/TOOL.md, "Big specs").
      -o FILE        where to write (written to a temporary name, then renamed; an existing
                     file survives any failure); standard output without it or with -o -.
                     A folder is bad input.
      --format F     svg or html; default from FILE's extension, else svg.
      --offset X     the horizontal scroll offset to draw (default: the rest position); an
                     offset outside the scroll range draws as overscroll, not clamped.
      --see-all      draw the carousel's "See All" page (list or masonry) instead.
      --velocity V   draw a flick released at --offset with velocity V (points per
                     millisecond) as an animated SVG.
      --all-cards    draw every card, however many (100 000 cards: an HTML page of about
                     116 MB).
      --help         prints this help.
    Example:
      carousel render Examples/compact.json -o compact.svg --offset 180
    """

  enum Format: String {
    case svg, html
  }

  static func run(_ arguments: inout ArgumentList) throws {
    let output = try arguments.option("-o")
    let formatName = try arguments.option("--format")
    let offset = try arguments.number("--offset").map { CGFloat($0) }
    let velocity = try arguments.number("--velocity").map { CGFloat($0) }
    let seeAll = arguments.flag("--see-all")
    let window: CardWindow = arguments.flag("--all-cards") ? .everyCard : .standard
    let path = try arguments.positional("SPEC")
    try arguments.finish()
    let format = try format(named: formatName, output: output)
    let value = try InputOutput.json(path)
    let text = try render(
      value, format: format, offset: offset, velocity: velocity, seeAll: seeAll, window: window)
    guard let output else {
      InputOutput.writeStandardOutput(Array(text.utf8))
      return
    }
    try InputOutput.writeFile(text, to: output)
  }

  static func format(named name: String?, output: String?) throws -> Format {
    if let name {
      guard let format = Format(rawValue: name) else {
        throw ToolError.badInput("--format: expected svg | html, got \(name)")
      }
      return format
    }
    guard let output, output != "-" else { return .svg }
    let pathExtension = URL(fileURLWithPath: output).pathExtension.lowercased()
    switch pathExtension {
    case "svg": return .svg
    case "html", "htm": return .html
    default:
      throw ToolError.badInput(
        "-o: expected a file name ending in .svg or .html (or --format), got \(output)")
    }
  }

  /// The previews' words with a spec's empty state: its title, description and actions where
  /// given, the defaults elsewhere.
  static func previewText(_ emptyState: EmptyStateSpec) -> PreviewText {
    var text = PreviewText()
    if let title = emptyState.title { text.emptyTitle = title }
    if let description = emptyState.description { text.emptyDescription = description }
    text.emptyActions = emptyState.actions
    text.emptyAxis = emptyState.axis
    return text
  }

  static func render(
    _ value: JSONValue, format: Format, offset: CGFloat?, velocity: CGFloat?, seeAll: Bool,
    window: CardWindow = .standard
  ) throws -> String {
    var svgPreview = SVGPreview(window: window)
    var htmlPreview = HTMLPreview(window: window)
    do {
      if PageSpec.isPage(value) {
        guard offset == nil, velocity == nil, !seeAll else {
          throw ToolError.badInput(
            "\(seeAll ? "--see-all" : (offset != nil ? "--offset" : "--velocity")): applies to a carousel spec, not a page"
          )
        }
        let spec = try PageSpec.decode(value)
        let page = try spec.page()
        let content = spec.sections.map { CardContent.of($0.cards) }
        switch format {
        case .svg: return try svgPreview.render([.page(page, content: content)])
        case .html: return htmlPreview.render(page, content: content)
        }
      }
      let spec = try CarouselSpec.decode(value)
      if let emptyState = spec.emptyState {
        svgPreview.text = previewText(emptyState)
        htmlPreview.text = svgPreview.text
      }
      let carousel = try spec.geometry(offset: offset)
      let content = CardContent.of(spec.cards)
      if seeAll {
        guard velocity == nil else {
          throw ToolError.badInput("--see-all: draws the See All page, not a flick (--velocity)")
        }
        switch (carousel.seeAllDestination(), format) {
        case (.list(let list), .svg):
          return try svgPreview.render([.list(list, content: content)])
        case (.masonry(let masonry), .svg):
          return try svgPreview.render([.masonry(masonry, content: content)])
        case (.list(let list), .html): return htmlPreview.render(list, content: content)
        case (.masonry(let masonry), .html): return htmlPreview.render(masonry, content: content)
        }
      }
      if let velocity {
        guard format == .svg else {
          throw ToolError.badInput("--velocity: draws an animated SVG only")
        }
        return try flick(
          carousel, content: content, from: offset ?? carousel.track.restOffset, velocity: velocity)
      }
      switch format {
      case .svg: return try svgPreview.render(carousel, atOffset: offset, content: content)
      case .html: return htmlPreview.render(carousel, content: content)
      }
    } catch let error as SpecError {
      throw ToolError.badInput(error.description)
    } catch let error as CarouselLayoutError {
      throw ToolError.badInput(error.description)
    }
  }

  /// An animated SVG of a flick released at `offset` with `velocity`, from the engine's glide.
  static func flick(
    _ carousel: CarouselGeometry, content: [CardContent], from offset: CGFloat, velocity: CGFloat
  ) throws -> String {
    let motion: ScrollMotion
    do {
      motion = try carousel.track.motion(releasedAt: offset, velocity: velocity)
    } catch {
      throw ToolError.badInput(
        "--\(error.field == "velocity" ? "velocity" : "offset"): \(error.description)")
    }
    let samples = motion.samples().map { (t: $0.time, offset: $0.offset) }
    if samples.count < 2 {
      // Already at rest: hold still for a moment so the animation has a duration.
      let rest = samples.first?.offset ?? offset
      return try MotionPreview().render(
        carousel, samples: [(0, rest), (500, rest)], content: content)
    }
    return try MotionPreview().render(carousel, samples: samples, content: content)
  }
}

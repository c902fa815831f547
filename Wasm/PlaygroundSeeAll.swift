// The playground's "See All" and page exports (see PlaygroundExports.swift): the carousel's
// See All destination (a list in compact width, a masonry in regular width), and a page of
// the carousel above a masonry of the same cards, their leading edges aligned.

import CarouselJSON
import CarouselLayout

/// Builds the See All destination of the carousel last built. Numbers: 0 kind (0 list,
/// 1 masonry) · 1–2 content size · 3 cards · 4 columns. Returns 0, or −1 without a carousel.
@_cdecl("carousel_playground_see_all")
public func playgroundSeeAll() -> Int32 {
  guard let c = playground.carousel else { return -1 }
  let destination = c.seeAllDestination()
  playground.seeAll = destination
  switch destination {
  case .list(let list):
    playgroundWrite([0, list.contentSize.width, list.contentSize.height, Double(list.cardCount), 1])
  case .masonry(let masonry):
    playgroundWrite([
      1, masonry.contentSize.width, masonry.contentSize.height, Double(masonry.cardCount),
      Double(masonry.columnCount),
    ])
  }
  return 0
}

/// Card `index`'s anatomy in the See All destination (16 numbers, as `carousel_playground_card`).
@_cdecl("carousel_playground_see_all_card")
public func playgroundSeeAllCard(_ index: Int32) {
  let i = Int(index)
  switch playground.seeAll {
  case .list(let list)? where i >= 0 && i < list.cardCount:
    playgroundWrite(playgroundAnatomy(list.anatomy(ofCard: i)))
  case .masonry(let masonry)? where i >= 0 && i < masonry.cardCount:
    playgroundWrite(playgroundAnatomy(masonry.anatomy(ofCard: i)))
  default:
    playgroundWrite([Double](repeating: 0, count: 16))
  }
}

/// Builds a page: the carousel's configuration and cards, a header "All Items", and a
/// masonry of the same cards. Numbers: 0 sections · 1–2 content size. Returns 0, or the
/// length of the engine's error text.
@_cdecl("carousel_playground_page")
public func playgroundPage() -> Int32 {
  guard let spec = playground.spec else { return playgroundSetText("spec: none read yet") }
  let cards = spec.measurements
  do throws(CarouselLayoutError) {
    let page = try CarouselPage(
      viewport: spec.environment.viewport, sizeClass: spec.environment.sizeClass,
      layoutDirection: spec.environment.layoutDirection,
      sections: [
        .carousel(spec.configuration, cards: cards),
        .header(HeaderCell(title: "All Items")),
        .masonry(MasonryConfiguration(), cards: cards),
      ])
    playground.page = page
    playgroundWrite([Double(page.sections.count), page.contentSize.width, page.contentSize.height])
    return 0
  } catch {
    return playgroundSetText(error.description)
  }
}

/// Section `index` of the page: 0 kind (0 header, 1 carousel, 2 masonry, 3 list, 4 empty
/// state) · 1–4 its frame · 5 cards · 6 horizontal offset.
@_cdecl("carousel_playground_page_section")
public func playgroundPageSection(_ index: Int32) {
  guard let page = playground.page, index >= 0, Int(index) < page.sections.count else {
    return playgroundWrite([Double](repeating: 0, count: 7))
  }
  let section = page.sections[Int(index)]
  let kind: Double
  var cards = 0
  switch section.layout {
  case .header: kind = 0
  case .carousel(let carousel):
    kind = 1
    cards = carousel.cardCount
  case .masonry(let masonry):
    kind = 2
    cards = masonry.cardCount
  case .list(let list):
    kind = 3
    cards = list.cardCount
  case .emptyState: kind = 4
  }
  playgroundWrite(
    [kind] + playgroundRect(section.frame) + [Double(cards), section.horizontalOffset])
}

/// Card `card` of page section `index`, its frame in page coordinates (a carousel's moved by
/// its horizontal offset; 4 numbers).
@_cdecl("carousel_playground_page_card")
public func playgroundPageCard(_ index: Int32, _ card: Int32) {
  guard let page = playground.page, index >= 0, Int(index) < page.sections.count, card >= 0
  else { return playgroundWrite([0, 0, 0, 0]) }
  let section = page.sections[Int(index)]
  let count: Int
  switch section.layout {
  case .carousel(let carousel): count = carousel.cardCount
  case .masonry(let masonry): count = masonry.cardCount
  case .list(let list): count = list.cardCount
  default: count = 0
  }
  guard Int(card) < count else { return playgroundWrite([0, 0, 0, 0]) }
  playgroundWrite(playgroundRect(page.frame(ofCard: Int(card), inSection: Int(index))))
}

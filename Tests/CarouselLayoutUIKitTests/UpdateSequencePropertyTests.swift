import Foundation
import Testing

@testable import CarouselLayout
@testable import CarouselLayoutUIKit

// SwiftPM links the package's test support; the Xcode test target (Examples/App) compiles its
// SeededGenerator.swift into the test bundle itself.
#if canImport(CarouselTestSupport)
  import CarouselTestSupport
#endif

// These tests drive the adapter as UIKit does: through the stand-in here, and through UIKit on an
// iOS Simulator (Examples/App's CarouselLayoutUIKitTests target); what a person or the run loop
// does goes through UIKitDriver.
#if canImport(UIKit)
  import UIKit
#else
  import UIKitStandIn
#endif

/// The cards as a host app holds them: identifiers with heights, in one section that can
/// disappear. The data source and the layout's delegate both answer from it.
@MainActor
final class CardModel: NSObject, UICollectionViewDataSource, CarouselCollectionViewLayoutDelegate {
  var ids: [Int]
  var heights: [Int: CGFloat] = [:]
  var hasSection = true
  private var nextID = 0

  init(count: Int, random: inout SeededGenerator) {
    ids = []
    super.init()
    for _ in 0..<count { ids.append(newCard(&random)) }
  }

  func newCard(_ random: inout SeededGenerator) -> Int {
    nextID += 1
    heights[nextID] = CGFloat(Int.random(in: 1...60, using: &random)) * 5
    return nextID
  }

  var measurements: [CardMeasurement] {
    hasSection ? ids.map { CardMeasurement(header: 20, body: heights[$0] ?? 0, footer: 30) } : []
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { hasSection ? 1 : 0 }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { ids.count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    UIKitDriver.cell(UICollectionViewCell.self, in: collectionView, at: indexPath) {
      UICollectionViewCell(frame: $0)
    }
  }

  func carouselLayout(_ layout: CarouselCollectionViewLayout, measurementForCardAt index: Int)
    -> CardMeasurement?
  {
    guard index < ids.count, let body = heights[ids[index]] else { return nil }
    return CardMeasurement(header: 20, body: body, footer: 30)
  }
}

/// Random sequences of what a host does to a collection view: item inserts, deletes,
/// reloads and moves (alone and in batches), section reloads, deletes and inserts,
/// diffable-style applies, size, size-class and direction changes. After each step the
/// layout must equal a fresh engine layout of the new data, and a card at rest that survives
/// must still be at rest.
@MainActor
@Suite("Update sequences")
struct UpdateSequencePropertyTests {
  @Test("10 000 random update sequences: never a trap, always a fresh layout, the card stays")
  func randomSequences() throws {
    for seed in SeededGenerator.seeds(10_000) {
      var random = SeededGenerator(seed: seed)
      try run(&random, seed: seed)
    }
  }

  private func run(_ random: inout SeededGenerator, seed: UInt64) throws {
    let model = CardModel(count: Int.random(in: 0...14, using: &random), random: &random)
    let direction: UITraitEnvironmentLayoutDirection =
      Bool.random(using: &random) ? .rightToLeft : .leftToRight
    let layout = CarouselCollectionViewLayout()
    layout.delegate = model
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 393, height: 300), collectionViewLayout: layout)
    collectionView.traitOverrides.horizontalSizeClass = .compact
    collectionView.traitOverrides.layoutDirection = direction
    collectionView.dataSource = model
    collectionView.layoutIfNeeded()
    for step in 0..<4 {
      let context = "CAROUSEL_SEED=\(seed) step \(step)"
      // Bring a random card to rest first.
      var restingID: Int?
      if let geometry = layout.geometry, geometry.cardCount > 0, geometry.track.mode == .carousel {
        let card = Int.random(in: 0..<geometry.cardCount, using: &random)
        collectionView.contentOffset.x = geometry.track.offset(ofCard: card)
        collectionView.layoutIfNeeded()
        // Only a card with a rest offset of its own (not one of a page's cards, not one of the
        // cards that share the clamped end offset) identifies where the carousel rests.
        let offset = geometry.track.offset(ofCard: card)
        let unique =
          (card == 0 || geometry.track.offset(ofCard: card - 1) != offset)
          && (card == geometry.cardCount - 1 || geometry.track.offset(ofCard: card + 1) != offset)
        if unique { restingID = model.ids[card] }
      }
      let kind = randomStep(&random)
      let keepsRest = perform(kind, on: collectionView, model: model, &random)
      collectionView.layoutIfNeeded()
      try check(layout, collectionView, model, context)
      if keepsRest, let restingID, let index = model.ids.firstIndex(of: restingID),
        let geometry = layout.geometry, geometry.track.mode == .carousel
      {
        #expect(
          collectionView.contentOffset.x == geometry.track.offset(ofCard: index),
          "\(context) \(kind): card \(restingID) left its rest; now card \(index) of \(geometry.cardCount), \(geometry.track.layoutDirection), \(geometry.track.sizeClass), max \(geometry.track.maximumOffset), offsets \((0..<geometry.cardCount).map { geometry.track.offset(ofCard: $0) })"
        )
      }
    }
  }

  private enum Step: CaseIterable {
    case insert, delete, reload, move, batch, reloadSection, deleteAndInsertSection, apply
    case resize, sizeClass, direction
  }

  private func randomStep(_ random: inout SeededGenerator) -> Step {
    Step.allCases.randomElement(using: &random) ?? .insert
  }

  /// Applies a step to the model and tells the collection view; returns whether a card at
  /// rest that survives must stay at rest.
  private func perform(
    _ step: Step, on collectionView: UICollectionView, model: CardModel,
    _ random: inout SeededGenerator
  ) -> Bool {
    let path = { (item: Int) in IndexPath(item: item, section: 0) }
    guard model.hasSection || step == .deleteAndInsertSection || step == .resize else {
      return false
    }
    switch step {
    case .insert:
      let at = Int.random(in: 0...model.ids.count, using: &random)
      model.ids.insert(model.newCard(&random), at: at)
      collectionView.insertItems(at: [path(at)])
    case .delete:
      guard !model.ids.isEmpty else { return false }
      let at = Int.random(in: 0..<model.ids.count, using: &random)
      model.ids.remove(at: at)
      collectionView.deleteItems(at: [path(at)])
    case .reload:
      guard !model.ids.isEmpty else { return false }
      let at = Int.random(in: 0..<model.ids.count, using: &random)
      model.heights[model.ids[at]] = CGFloat(Int.random(in: 1...60, using: &random)) * 5
      collectionView.reloadItems(at: [path(at)])
    case .move:
      guard model.ids.count > 1 else { return false }
      let from = Int.random(in: 0..<model.ids.count, using: &random)
      let to = Int.random(in: 0..<model.ids.count, using: &random)
      model.ids.insert(model.ids.remove(at: from), at: to)
      collectionView.moveItem(at: path(from), to: path(to))
      return false
    case .batch, .apply:
      let old = model.ids
      var new = old.filter { _ in Int.random(in: 0..<4, using: &random) > 0 }
      for _ in 0..<Int.random(in: 0...3, using: &random) {
        new.insert(model.newCard(&random), at: Int.random(in: 0...new.count, using: &random))
      }
      if step == .apply, new.count > 1, Bool.random(using: &random) {
        new.shuffle(using: &random)
      }
      apply(old: old, new: new, to: collectionView, model: model)
      return step == .batch
    case .reloadSection:
      for id in model.ids {
        model.heights[id] = CGFloat(Int.random(in: 1...60, using: &random)) * 5
      }
      collectionView.reloadSections(IndexSet(integer: 0))
    case .deleteAndInsertSection:
      if model.hasSection {
        model.hasSection = false
        collectionView.deleteSections(IndexSet(integer: 0))
      } else {
        model.hasSection = true
        collectionView.insertSections(IndexSet(integer: 0))
      }
      return false
    case .resize:
      let width: CGFloat = [320, 393, 430, 852].randomElement(using: &random) ?? 393
      collectionView.bounds = CGRect(
        x: collectionView.contentOffset.x, y: 0, width: width, height: 300)
    case .sizeClass:
      let current = collectionView.traitCollection.horizontalSizeClass
      collectionView.traitOverrides.horizontalSizeClass =
        current == .regular ? .compact : .regular
    case .direction:
      let current = collectionView.traitCollection.layoutDirection
      collectionView.traitOverrides.layoutDirection =
        current == .rightToLeft ? .leftToRight : .rightToLeft
      return false
    }
    return true
  }

  /// A diffable data source's apply: the difference between the old and new identifiers as
  /// one batch of deletions (old indices) and insertions (new indices); moved cards are a
  /// deletion and an insertion.
  private func apply(
    old: [Int], new: [Int], to collectionView: UICollectionView, model: CardModel
  ) {
    let difference = new.difference(from: old)
    var deleted: [IndexPath] = []
    var inserted: [IndexPath] = []
    for change in difference {
      switch change {
      case .remove(let offset, _, _): deleted.append(IndexPath(item: offset, section: 0))
      case .insert(let offset, _, _): inserted.append(IndexPath(item: offset, section: 0))
      }
    }
    collectionView.performBatchUpdates {
      model.ids = new
      collectionView.deleteItems(at: deleted)
      collectionView.insertItems(at: inserted)
    }
  }

  /// The layout equals a fresh engine layout of the model's cards.
  private func check(
    _ layout: CarouselCollectionViewLayout, _ collectionView: UICollectionView,
    _ model: CardModel, _ context: String
  ) throws {
    #expect(layout.layoutError == nil, "\(context)")
    let traits = collectionView.traitCollection
    let fresh = try CarouselGeometry(
      viewport: collectionView.bounds.size,
      sizeClass: traits.horizontalSizeClass == .regular ? .regular : .compact,
      layoutDirection: traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
      configuration: layout.configuration, cards: model.measurements)
    let geometry = try #require(layout.geometry, "\(context)")
    #expect(geometry.cardCount == fresh.cardCount, "\(context)")
    #expect(layout.collectionViewContentSize == fresh.contentSize, "\(context)")
    for index in 0..<min(geometry.cardCount, fresh.cardCount) {
      let attributes = try #require(
        layout.layoutAttributesForItem(at: IndexPath(item: index, section: 0)), "\(context)")
      #expect(close(attributes.frame, fresh.frame(ofCard: index)), "\(context) card \(index)")
    }
  }
}

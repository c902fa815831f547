import CarouselJSON
import CarouselLayout
import Foundation

extension FuzzChecks {
  // MARK: - Release states

  /// The next 64 bits of the input-seeded stream (SplitMix64).
  static func next(_ state: inout UInt64) -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<1` from the stream.
  static func unit(_ state: inout UInt64) -> CGFloat {
    CGFloat(next(&state) >> 11) / CGFloat(1 << 53)
  }

  /// An offset around the scroll range: inside it, past either end, or far away.
  static func offset(_ carousel: CarouselGeometry, _ state: inout UInt64) -> CGFloat {
    let maximum = carousel.track.maximumOffset
    switch next(&state) % 6 {
    case 0: return 0
    case 1: return maximum
    case 2:
      return carousel.track.snapOffset(
        at: Int(next(&state) % UInt64(carousel.track.snapOffsetCount)))
    case 3: return (unit(&state) - 0.5) * 1e12
    default: return (unit(&state) * 1.4 - 0.2) * (maximum + 1000)
    }
  }

  /// A release velocity: still, slow, a flick, or absurdly fast, in either direction.
  static func velocity(_ state: inout UInt64) -> CGFloat {
    let speeds: [CGFloat] = [0, 0.1, 0.299, 0.3, 1, 2.5, 8, 50, 1e6, 1e12]
    let speed = speeds[Int(next(&state) % UInt64(speeds.count))]
    return next(&state) % 2 == 0 ? speed : -speed
  }

  // MARK: - Snapping

  /// Snaps one release drawn from the stream and checks the target: a snap offset in range,
  /// within the limit, never against a flick; or the projection clamped when scrolling freely.
  /// The motion to it must be finite and end on it.
  static func checkRelease(_ carousel: CarouselGeometry, _ state: inout UInt64) {
    let start = offset(carousel, &state)
    let speed = velocity(&state)
    let projected: CGFloat? = next(&state) % 3 == 0 ? offset(carousel, &state) : nil
    guard
      let target = try? carousel.track.targetOffset(
        releasedAt: start, velocity: speed, projected: projected)
    else { preconditionFailure("a finite release was refused") }
    let maximum = carousel.track.maximumOffset
    precondition(target >= 0 && target <= maximum, "target \(target) out of range")
    if case .snapping = carousel.configuration.scrolling {
      let index = carousel.track.nearestSnapIndex(to: target)
      precondition(target == carousel.track.snapOffset(at: index), "target is not a snap offset")
      let from = carousel.track.nearestSnapIndex(to: start)
      precondition(abs(index - from) <= carousel.track.snapBudget, "snap limit exceeded")
      let forward = carousel.track.layoutDirection == .leftToRight ? speed : -speed
      if abs(speed) >= carousel.configuration.minimumFlickVelocity, forward != 0 {
        let travelled = carousel.track.travelled(start)
        let moved = carousel.track.travelled(target)
        let last = carousel.track.snapOffsetCount - 1
        if forward > 0,
          carousel.track.travelled(carousel.track.snapOffset(at: last)) > travelled + 0.5
        {
          precondition(moved > travelled, "a forward flick went back")
        }
        if forward < 0, carousel.track.travelled(carousel.track.snapOffset(at: 0)) < travelled - 0.5
        {
          precondition(moved < travelled, "a backward flick went forward")
        }
      }
    } else {
      let rate = carousel.configuration.resolvedDecelerationRate.perMillisecond
      let rest = projected ?? start + ScrollPhysics.projectedDistance(velocity: speed, rate: rate)
      precondition(target == min(max(rest, 0), maximum), "free target not clamped")
    }
    // Releases within the glide's range move to the target and rest on it.
    if abs(start) <= Glide.largestMagnitude, abs(speed) <= Glide.largestMagnitude {
      guard
        let motion = try? carousel.track.motion(
          releasedAt: start, velocity: speed, projected: projected)
      else { preconditionFailure("a release within range has no motion") }
      precondition(motion.target == target, "the motion ends elsewhere")
      precondition(motion.duration.isFinite && motion.duration >= 0, "motion duration not finite")
      for time in [0, motion.duration / 3, motion.duration] {
        precondition(
          motion.offset(at: time).isFinite && motion.velocity(at: time).isFinite,
          "motion not finite")
      }
    }
  }

  // MARK: - Anchors

  /// A snap offset's anchor restores it exactly; any offset's anchor restores an offset in
  /// range, and navigation targets are in range.
  static func checkAnchors(_ carousel: CarouselGeometry, _ state: inout UInt64) {
    let snap = carousel.track.snapOffset(
      at: Int(next(&state) % UInt64(carousel.track.snapOffsetCount)))
    guard let anchor = try? carousel.track.anchor(atOffset: snap),
      let restored = try? carousel.track.offset(restoring: anchor)
    else { preconditionFailure("a snap offset has no anchor") }
    if carousel.cardCount > 0 {
      precondition(restored == snap, "snap offset \(snap) restored to \(restored)")
    }
    let any = offset(carousel, &state)
    guard let other = try? carousel.track.anchor(atOffset: any),
      let back = try? carousel.track.offset(restoring: other)
    else { preconditionFailure("an offset has no anchor") }
    precondition(other.fraction.isFinite, "anchor fraction not finite")
    precondition(back >= 0 && back <= carousel.track.maximumOffset, "restored offset out of range")
    for navigation in [CarouselNavigation.nextCard, .previousPage, .nextPage, .last] {
      guard let target = try? carousel.track.targetOffset(for: navigation, fromOffset: any) else {
        preconditionFailure("navigation refused a finite offset")
      }
      precondition(target >= 0 && target <= carousel.track.maximumOffset, "navigation out of range")
    }
  }

  // MARK: - Pages

  /// Sections stacked in order, items inside their sections, the item query equal to
  /// filtering every item, the report and the rendering finite.
  static func checkPage(_ page: CarouselPage, _ state: inout UInt64, renderer: Renderer?) {
    let content = page.contentSize
    precondition(content.width.isFinite && content.height.isFinite, "page size not finite")
    var bottom: CGFloat = 0
    for section in page.sections {
      precondition(section.frame.minY >= bottom, "sections overlap")
      bottom = section.frame.maxY
      if case .carousel(let carousel) = section.layout {
        check(carousel, offset: section.horizontalOffset)
        checkRelease(carousel, &state)
      }
    }
    let all = page.items(in: CGRect(x: -1e15, y: -1e15, width: 2e15, height: 2e15))
    for item in all {
      let frame = item.frame
      let section = page.sections[item.section].frame
      precondition(
        frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite
          && frame.height.isFinite, "item frame not finite")
      precondition(
        frame.minY >= section.minY - 1e-6 && frame.maxY <= section.maxY + 1e-6,
        "item outside its section")
    }
    let rect = CGRect(
      x: unit(&state) * content.width, y: unit(&state) * content.height,
      width: unit(&state) * page.viewport.width, height: unit(&state) * page.viewport.height)
    let expected = all.filter {
      $0.frame.minX <= rect.maxX && $0.frame.maxX >= rect.minX && $0.frame.minY <= rect.maxY
        && $0.frame.maxY >= rect.minY
    }
    precondition(page.items(in: rect) == expected, "page item query differs from the items")
    var json = JSONWriter()
    PageReport.write(page, into: &json)
    requireFinite(json.text, "page report")
    if let renderer {
      let document = try? renderer.page(page)
      precondition(document != nil, "rendering a valid page failed")
      requireFinite(markup(document ?? ""), "page SVG")
    }
  }
}

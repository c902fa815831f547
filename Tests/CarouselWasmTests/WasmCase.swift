import CarouselJSON
import CarouselLayout
import Foundation

/// A conformance case (`Tests/Conformance/README.md`) as calls into the WebAssembly module:
/// its specs as JSON text for the module's spec reader (and decoded as the `carousel` tool
/// decodes them, to know which the tool refuses), its arguments read as the tool reads them.
struct WasmCase {
  var name: String
  var command: String
  var specs: [CarouselSpec]
  /// The specs as JSON text, generators expanded.
  var texts: [String]
  var options: [String: String] = [:]
  var flags: Set<String> = []

  /// The most cards a spec the module reads may hold here: reading a spec of a million cards
  /// in the module takes minutes (100 000 take about a second), so the million-card case is
  /// left to the native runs.
  static let maximumCards = 100_000

  /// The case, or `nil` when the module has nothing to run: a See All destination, a spec
  /// given as text or rejected by the spec decoder, a spec of more than ``maximumCards``
  /// cards, or arguments the tool rejects.
  init?(name: String, json: JSONValue) throws {
    self.name = name
    guard case .object(let members) = json,
      case .string(let command)? = members.first(where: { $0.key == "command" })?.value,
      case .array(let specValues)? = members.first(where: { $0.key == "specs" })?.value
    else { return nil }
    self.command = command
    var specs: [CarouselSpec] = []
    var texts: [String] = []
    for value in specValues {
      guard let expanded = Self.expanded(value), let spec = try? CarouselSpec.decode(expanded),
        spec.cards.count <= Self.maximumCards
      else { return nil }
      specs.append(spec)
      texts.append(WasmRequest.text(expanded))
    }
    self.specs = specs
    self.texts = texts
    if case .array(let items)? = members.first(where: { $0.key == "arguments" })?.value {
      var pending: String?
      for item in items {
        guard case .string(let argument) = item else { return nil }
        if let option = pending {
          options[option] = argument
          pending = nil
        } else if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
          options[String(argument[..<equals])] = String(argument[argument.index(after: equals)...])
        } else if ["--reduce-motion", "--see-all"].contains(argument) {
          flags.insert(argument)
        } else if argument.hasPrefix("--") {
          pending = argument
        } else {
          return nil
        }
      }
      if pending != nil { return nil }
    }
    if flags.contains("--see-all") { return nil }
  }

  /// The spec with its generator expanded (`nil` for a spec given as text).
  private static func expanded(_ value: JSONValue) -> JSONValue? {
    guard case .object(var members) = value else { return nil }
    guard let at = members.firstIndex(where: { $0.key == "generate" }) else { return value }
    guard case .object(let generator) = members[at].value,
      case .number(let count)? = generator.first(where: { $0.key == "count" })?.value,
      case .array(let pattern)? = generator.first(where: { $0.key == "cards" })?.value,
      !pattern.isEmpty
    else { return nil }
    members.remove(at: at)
    let cards = (0..<Int(count)).map { pattern[$0 % pattern.count] }
    members.append(JSONMember(key: "cards", value: .array(cards)))
    return .object(members)
  }

  private func number(_ option: String) -> Double?? {
    guard let text = options[option] else { return .some(nil) }
    guard let value = Double(text), value.isFinite else { return nil }
    return value
  }

  private func indices(_ option: String) -> [Int]? {
    guard let text = options[option] else { return [] }
    var result: [Int] = []
    for item in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let index = Int(item) else { return nil }
      result.append(index)
    }
    return result
  }

  /// The calls that reproduce the case (`nil` when the tool would reject its arguments).
  func requests() -> [WasmRequest]? {
    guard let offsetOption = number("--offset"), let projected = number("--projected") else {
      return nil
    }
    switch command {
    case "layout" where specs.count == 1:
      let windows = Self.windows(specs[0].cards.count)
      return windows.map { .layout(texts[0], first: $0.lowerBound, limit: $0.count, label: name) }
        + windows.map {
          .snapOffsets(texts[0], first: $0.lowerBound, limit: $0.count, label: name)
        }
    case "snap" where specs.count == 1:
      guard let offset = offsetOption, let velocity = number("--velocity") ?? nil else {
        return nil
      }
      return [
        .snap(texts[0], offset: offset, velocity: velocity, projected: projected, label: name)
      ]
    case "simulate" where specs.count == 1:
      guard let offset = offsetOption, let velocity = number("--velocity") ?? nil,
        let interval = number("--interval")
      else { return nil }
      return [
        .glide(
          texts[0], offset: offset, velocity: velocity, projected: projected,
          reduceMotion: flags.contains("--reduce-motion"), interval: interval ?? 1000.0 / 60,
          label: name)
      ]
    case "anchor" where specs.count == 2:
      guard let offset = offsetOption, let removed = indices("--removed"),
        let inserted = indices("--inserted")
      else { return nil }
      // The tool checks the indices and the card counts before the engine runs.
      let (from, to) = (specs[0].cards.count, specs[1].cards.count)
      guard removed.allSatisfy({ $0 >= 0 && $0 < from }), Set(removed).count == removed.count,
        inserted.allSatisfy({ $0 >= 0 && $0 < to }), Set(inserted).count == inserted.count,
        from - removed.count + inserted.count == to
      else { return nil }
      return [
        .anchor(
          from: texts[0], to: texts[1], offset: offset, removed: removed, inserted: inserted,
          label: name)
      ]
    default:
      return nil
    }
  }

  /// The cards (or snap offsets) compared: all of a small carousel; the first, middle and last
  /// 500 of a large one.
  static func windows(_ count: Int) -> [Range<Int>] {
    guard count > 3000 else { return [0..<max(count, 1)] }
    return [0..<500, count / 2..<count / 2 + 500, count - 500..<count]
  }
}

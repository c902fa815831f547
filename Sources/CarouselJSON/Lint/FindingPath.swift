/// A JSON path as components, ordered the way a reader expects: keys by name, array indices
/// by number (`cards[2]` before `cards[10]`), and a path before the paths inside it.
struct FindingPath: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// One step of a path.
  enum Component: Sendable, Hashable, Comparable {
    /// An array element.
    case index(Int)
    /// An object member.
    case key(String)
  }

  /// The steps from the spec's top level.
  var components: [Component]

  /// The path of a member of this path's object.
  func key(_ name: String) -> FindingPath {
    FindingPath(components: components + [.key(name)])
  }

  /// The path of an element of this path's array.
  func index(_ index: Int) -> FindingPath {
    FindingPath(components: components + [.index(index)])
  }

  /// `sections[1].cards`.
  var description: String {
    var text = ""
    for component in components {
      switch component {
      case .key(let name): text += text.isEmpty ? name : ".\(name)"
      case .index(let index): text += "[\(index)]"
      }
    }
    return text
  }

  static func < (lhs: FindingPath, rhs: FindingPath) -> Bool {
    lhs.components.lexicographicallyPrecedes(rhs.components)
  }
}

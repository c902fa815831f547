extension CarouselLayoutError {
  /// This error named by section `index` of a whole page: a field path that starts with a
  /// section (`sections[0].cards[2].body`, from a page laid out one section at a time, as
  /// UIKit's compositional provider does) gets `index` in its brackets
  /// (`sections[3].cards[2].body`); any other path is kept.
  ///
  /// ```swift
  /// CarouselLayoutError(field: "sections[0].cards[2].body", expected: "≥ 0", value: "-1")
  ///   .inSection(3).field  // "sections[3].cards[2].body"
  /// ```
  ///
  /// - Complexity: O(the field path's length).
  package func inSection(_ index: Int) -> CarouselLayoutError {
    let path = Substring(field)
    guard path.hasPrefix("sections["), let end = path.firstIndex(of: "]") else { return self }
    return CarouselLayoutError(
      field: "sections[\(index)]\(path[path.index(after: end)...])", expected: expected,
      value: value)
  }
}

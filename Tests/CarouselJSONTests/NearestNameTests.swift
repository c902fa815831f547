import CarouselJSON
import Testing

/// The "did you mean" hints: close names are found, unrelated ones are not.
@Suite struct NearestNameTests {
  static let fields = ["viewport", "sizeClass", "layoutDirection", "configuration", "cards"]

  @Test(
    "a misspelling finds the name it was meant to be",
    arguments: [
      ("sizeclass", "sizeClass"),  // letter case only
      ("viewprt", "viewport"),  // a letter missing
      ("carsd", "cards"),  // two neighbours swapped
      ("configurations", "configuration"),  // a letter too many
      ("layoutDirectoin", "layoutDirection"),
    ])
  func found(name: String, expected: String) {
    #expect(NearestName.suggestion(for: name, among: Self.fields) == expected)
  }

  @Test(
    "an unrelated or too short name finds nothing",
    arguments: ["colour", "x", "size", "direction", "", "cardsWidth"])
  func notFound(name: String) {
    #expect(NearestName.suggestion(for: name, among: Self.fields) == nil)
  }

  @Test("the name itself is never suggested; the closest candidate wins")
  func closest() {
    #expect(NearestName.suggestion(for: "cards", among: ["cards"]) == nil)
    #expect(NearestName.suggestion(for: "hieght", among: ["weight", "height"]) == "height")
    #expect(NearestName.suggestion(for: "--ofset", among: ["--offset", "--see-all"]) == "--offset")
  }

  @Test("edit distance: insertions, deletions, substitutions and swaps count one each")
  func distance() {
    func d(_ a: String, _ b: String) -> Int { NearestName.editDistance(Array(a), Array(b)) }
    #expect(d("", "abc") == 3)
    #expect(d("abc", "") == 3)
    #expect(d("abc", "abc") == 0)
    #expect(d("abc", "acb") == 1)
    #expect(d("kitten", "sitting") == 3)
    #expect(d("ca", "abc") == 3)  // optimal string alignment, not full Damerau
  }
}

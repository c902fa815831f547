import Foundation
import Testing

/// The README is a front page (at most 300 lines) and every relative link in it and in
/// `Docs/*.md` resolves: the file exists, and a `#fragment` names a heading of that file
/// (GitHub's anchors: lower case, punctuation dropped, spaces as hyphens).
@Suite("documentation links")
struct DocumentationLinkTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// README.md, CONTRIBUTING.md, CHANGELOG.md and every Markdown file in Docs/.
  static func documents() throws -> [URL] {
    let docs = root.appendingPathComponent("Docs")
    let files = try FileManager.default.contentsOfDirectory(atPath: docs.path)
      .filter { $0.hasSuffix(".md") }.sorted().map { docs.appendingPathComponent($0) }
    return ["README.md", "CONTRIBUTING.md", "CHANGELOG.md"].map {
      root.appendingPathComponent($0)
    } + files
  }

  /// The targets of `[text](target)` links outside code blocks and code spans.
  static func links(in text: String) -> [String] {
    var links: [String] = []
    var inCode = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        inCode.toggle()
        continue
      }
      guard !inCode else { continue }
      // Code spans are not links.
      let prose = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
        .filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
      var rest = Substring(prose)
      while let open = rest.range(of: "](") {
        let after = rest[open.upperBound...]
        guard let close = after.firstIndex(of: ")") else { break }
        links.append(String(after[..<close]))
        rest = after[close...]
      }
    }
    return links
  }

  /// GitHub's anchor for each heading of a Markdown text.
  static func anchors(in text: String) -> Set<String> {
    var anchors: Set<String> = []
    var inCode = false
    for line in text.split(separator: "\n") {
      if line.hasPrefix("```") { inCode.toggle() }
      guard !inCode, line.hasPrefix("#") else { continue }
      let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
      let kept = title.unicodeScalars.filter {
        CharacterSet.alphanumerics.contains($0) || $0 == " " || $0 == "-" || $0 == "_"
      }
      anchors.insert(
        String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-"))
    }
    return anchors
  }

  @Test("every relative link resolves to a file and, with a fragment, to one of its headings")
  func linksResolve() throws {
    var checked = 0
    for document in try Self.documents() {
      let text = try String(contentsOf: document, encoding: .utf8)
      for link in Self.links(in: text) {
        let target = link.split(separator: " ").first.map(String.init) ?? link
        guard !target.hasPrefix("http://"), !target.hasPrefix("https://"),
          !target.hasPrefix("mailto:")
        else { continue }
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(parts[0])
        let file =
          path.isEmpty
          ? document : document.deletingLastPathComponent().appendingPathComponent(path)
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder)
        #expect(exists, "\(document.lastPathComponent): \(link) names no file")
        checked += 1
        guard exists, parts.count == 2, !isFolder.boolValue else { continue }
        let anchors = Self.anchors(in: try String(contentsOf: file, encoding: .utf8))
        #expect(
          anchors.contains(String(parts[1])),
          "\(document.lastPathComponent): \(link) names no heading of \(file.lastPathComponent)")
      }
    }
    #expect(checked >= 20, "only \(checked) links found")
  }

  @Test("the README is a front page: at most 300 lines")
  func readmeLength() throws {
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).count
    #expect(lines <= 300, "README.md has \(lines) lines")
  }
}

import CarouselPlayground
import Foundation
import Testing

/// The page itself: self-contained, the shipped module inlined, within the size budget.
@Suite struct PlaygroundPageTests {
  @Test("the shipped module is WebAssembly, at most 400 KB (the engine and the spec layer)")
  func moduleSize() throws {
    let module = try PlaygroundPage.module()
    #expect(module.starts(with: [0x00, 0x61, 0x73, 0x6D]), "\\0asm magic")
    #expect(module.count <= 400 * 1024, "module is \(module.count) bytes")
    print("playground module: \(module.count) bytes")
  }

  @Test("Docs/PLAYGROUND.md states the shipped module's size as it is")
  func documentedSize() throws {
    let module = try PlaygroundPage.module()
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let text = try String(
      contentsOf: root.appendingPathComponent("Docs/PLAYGROUND.md"), encoding: .utf8)
    // "module 399 059 bytes": digits grouped by spaces, as the docs write numbers.
    let stated = try #require(text.firstMatch(of: /module ([0-9][0-9 ]*[0-9]) bytes/))
    let bytes = Int(stated.output.1.filter(\.isNumber))
    #expect(
      bytes == module.count,
      """
      Docs/PLAYGROUND.md says \(stated.output.1) bytes; the module has \(module.count): update \
      it (and its gzipped size) after Scripts/build-playground-wasm
      """)
  }

  @Test("no other document repeats the module's size, where it would go stale")
  func sizeStatedOnce() throws {
    let module = try PlaygroundPage.module()
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let docs = root.appendingPathComponent("Docs")
    let names =
      try FileManager.default.contentsOfDirectory(atPath: docs.path)
      .filter { $0.hasSuffix(".md") }.map { "Docs/\($0)" } + ["README.md", "CONTRIBUTING.md"]
    for name in names {
      let text = try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
      for match in text.matches(of: /([0-9]{3} [0-9]{3}) bytes/) {
        let bytes = Int(match.output.1.filter(\.isNumber)) ?? 0
        // A figure within 5 % of the module's size is a copy of it (older sizes, such as the
        // engine alone, are far smaller).
        guard abs(bytes - module.count) * 20 <= module.count else { continue }
        #expect(
          bytes == module.count && name == "Docs/PLAYGROUND.md",
          "\(name) states the module as \(match.output.1) bytes: say it once, in PLAYGROUND.md")
      }
    }
  }

  @Test("the page inlines the module and loads nothing from the network")
  func selfContained() throws {
    let module = try PlaygroundPage.module()
    let html = try PlaygroundPage.html()
    #expect(html.contains(Data(module).base64EncodedString()))
    #expect(
      !html.contains("/*WASM*/") && !html.contains("/*SCRIPT*/") && !html.contains("/*STYLE*/"))
    for pattern in ["http://", "https://", "src=", "@import", "fetch("] {
      #expect(!html.contains(pattern), "the page refers to \(pattern)")
    }
    #expect(html.contains(#"<meta name="viewport""#))
    // One script element: the scripts must never close it early.
    #expect(html.components(separatedBy: "</script>").count == 2)
  }
}

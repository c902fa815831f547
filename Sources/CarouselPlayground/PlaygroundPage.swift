import Foundation

/// The playground: one self-contained HTML page that runs the engine, compiled to
/// WebAssembly, in a browser, to tune a carousel by hand and hand it to a developer.
///
/// The page's style and scripts and the module (`Resources/CarouselLayout.wasm`, built by
/// `Scripts/build-playground-wasm` from the engine's own sources and `Wasm/*.swift`) ship with
/// the package, so a fresh clone needs no extra install: the module is inlined as base64, and
/// the page needs no network and works from `file://`.
///
/// ```swift
/// try PlaygroundPage.html().write(to: URL(fileURLWithPath: "playground.html"), atomically: true, encoding: .utf8)
/// ```
package enum PlaygroundPage {
  /// A resource the page is made of was missing from the package's bundle.
  package struct MissingResource: Error, CustomStringConvertible {
    /// The resource's file name.
    package var name: String
    /// Names the resource and how to restore it.
    package var description: String {
      "the playground's resource \(name) is missing from the package (restore Sources/CarouselPlayground/Resources/\(name) with git, or run Scripts/build-playground-wasm)"
    }
  }

  /// The link back to `address`, above the page's title.
  static func backLink(_ address: String) -> String {
    let escaped = address.replacingOccurrences(of: "&", with: "&amp;")
      .replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "<", with: "&lt;")
    return "<nav class=\"back\"><a href=\"\(escaped)\">‹ All examples</a></nav>\n  "
  }

  /// The shipped WebAssembly module's bytes.
  ///
  /// - Throws: ``MissingResource`` when the package was built without it.
  package static func module() throws -> [UInt8] {
    Array(try resource("CarouselLayout", "wasm"))
  }

  /// The page, with `module` (default: the shipped one) inlined; with a `backLink` (a
  /// gallery's `index.html`), a link back to it above the title.
  ///
  /// - Throws: ``MissingResource`` when a part of the page is missing.
  /// - Complexity: O(size of the module and the page's sources).
  package static func html(module: [UInt8]? = nil, backLink: String? = nil) throws -> String {
    let bytes = try module ?? self.module()
    let template = try text("playground", "html")
    let style = try text("playground", "css")
    let script = try ["playground-engine", "playground"]
      .map { try text($0, "js") }.joined(separator: "\n")
    // The scripts never contain "</script"; the module is base64 (no quotes, no markup).
    return
      template
      .replacingOccurrences(of: "/*STYLE*/", with: style)
      .replacingOccurrences(of: "/*WASM*/", with: Data(bytes).base64EncodedString())
      .replacingOccurrences(of: "/*SCRIPT*/", with: script)
      .replacingOccurrences(of: "<!--BACK-->", with: backLink.map(Self.backLink) ?? "")
  }

  static func resource(_ name: String, _ fileExtension: String) throws -> Data {
    guard
      let url = Bundle.module.url(
        forResource: name, withExtension: fileExtension, subdirectory: "Resources"),
      let data = try? Data(contentsOf: url)
    else { throw MissingResource(name: "\(name).\(fileExtension)") }
    return data
  }

  static func text(_ name: String, _ fileExtension: String) throws -> String {
    String(decoding: try resource(name, fileExtension), as: UTF8.self)
  }
}

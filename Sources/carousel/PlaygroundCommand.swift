import CarouselPlayground
import Foundation

/// `carousel playground [-o DIR]`: writes the playground, one self-contained page that runs
/// the engine compiled to WebAssembly.
enum PlaygroundCommand {
  static let usage = """
    carousel playground [-o DIR]
      Writes DIR/playground.html (default DIR: carousel-demo/): the real engine, compiled to
      WebAssembly and inlined, in one page that needs no network and works from file://.
      Pick a device, set every configuration field and the cards, swipe, flick or use the
      keys (the engine's snap target and glide, frame by frame), open "See All", and copy
      the spec JSON, Swift for UIKit and SwiftUI, and the guideline findings. A link
      playground.html#spec=<URL-encoded spec JSON> opens that spec.
      -o DIR   the folder to write into (created when missing).
      --help   prints this help.
    Example:
      carousel playground -o gallery    (then open gallery/playground.html)
    """

  static func run(_ arguments: inout ArgumentList) throws {
    let folder = try arguments.option("-o") ?? "carousel-demo"
    try arguments.finish()
    guard folder != "-" else {
      throw ToolError.badInput("-o: expected a folder, got - (playground writes a page into it)")
    }
    try DemoCommand.createFolder(folder)
    let path = "\(folder)/playground.html"
    try InputOutput.writeFile(try page(), to: path)
    InputOutput.writeStandardOutput(Array("wrote \(path) — open it in a browser\n".utf8))
  }

  /// The page, or a runtime error naming the missing resource.
  static func page(backLink: String? = nil) throws -> String {
    do {
      return try PlaygroundPage.html(backLink: backLink)
    } catch let error as PlaygroundPage.MissingResource {
      throw ToolError.runtime(error.description)
    }
  }
}

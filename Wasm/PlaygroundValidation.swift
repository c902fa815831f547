// The playground's validation exports (see PlaygroundExports.swift): the engine's own checks,
// called by the page's spec reader at the same points as `carousel layout` reads a spec, so a
// bad spec shows the command line's error text. Each returns 0, or the length of the error
// (`field: expected …, got …`) in `carousel_playground_text()`.

import CarouselLayout

/// The viewport check.
@_cdecl("carousel_playground_check_viewport")
public func playgroundCheckViewport(_ width: Double, _ height: Double) -> Int32 {
  do throws(CarouselLayoutError) {
    try Validation.check(viewport: CGSize(width: width, height: height))
    return 0
  } catch {
    return playgroundSetText(error.description)
  }
}

/// The configuration check, on the configuration set so far (its header if shown).
@_cdecl("carousel_playground_check_configuration")
public func playgroundCheckConfiguration() -> Int32 {
  var configuration = playground.inputs.configuration
  if !playground.inputs.hasHeader { configuration.header = nil }
  do throws(CarouselLayoutError) {
    try Validation.check(configuration)
    return 0
  } catch {
    return playgroundSetText(error.description)
  }
}

/// The check of one card height: `region` 0 header, 1 body, 2 footer of card `index`.
@_cdecl("carousel_playground_check_height")
public func playgroundCheckHeight(_ value: Double, _ index: Int32, _ region: Int32) -> Int32 {
  let name = region == 0 ? "header" : (region == 1 ? "body" : "footer")
  do throws(CarouselLayoutError) {
    try Validation.nonNegative(value, "cards[\(index)].\(name)")
    return 0
  } catch {
    return playgroundSetText(error.description)
  }
}

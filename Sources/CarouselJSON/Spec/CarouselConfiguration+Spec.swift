import CarouselLayout

#if canImport(Foundation)
  import Foundation
#endif

extension CarouselConfiguration {
  /// Reads a spec's `configuration` object with the engine's shared reader
  /// (``/CarouselLayout/CarouselConfiguration/read(from:)``: the shape `Codable` writes, every
  /// field optional with `CarouselConfiguration()`'s default), then checks its ranges.
  ///
  /// A field with a mistake keeps its default and the mistake is recorded in `object`, as is
  /// every value the engine's range checks refuse. Unknown fields are left to the caller
  /// (``SpecObject/finish()``).
  package static func decode(from object: inout SpecObject) -> CarouselConfiguration {
    let configuration = read(from: &object)
    checkRanges(configuration, in: object)
    return configuration
  }

  /// Runs the engine's range checks, recording each value out of range: after a complaint the
  /// field it names goes back to its default and the checks run again, so every such value is
  /// reported, not only the first.
  private static func checkRanges(_ configuration: CarouselConfiguration, in object: SpecObject) {
    var checked = configuration
    var reported: [String] = []
    while true {
      do {
        try Validation.check(checked)
        return
      } catch {
        guard !reported.contains(error.field) else { return }  // a reset that did not help
        reported.append(error.field)
        // The engine names fields from the configuration down; the spec nests it the same way.
        let field = pathInSpec(error.field, configurationPath: object.path)
        object.record(
          SpecError(
            CarouselLayoutError(field: field, expected: error.expected, value: error.value)),
          atPath: field)
        guard reset(error.field, of: &checked) else { return }
      }
    }
  }

  /// Puts the field the engine named back to its default; `false` for a field it does not know.
  private static func reset(_ field: String, of configuration: inout CarouselConfiguration) -> Bool
  {
    let defaults = CarouselConfiguration()
    let header = HeaderCell(title: "")
    switch field {
    case "configuration.insets.leading": configuration.insets?.leading = 0
    case "configuration.insets.trailing": configuration.insets?.trailing = 0
    case "configuration.insets.top": configuration.insets?.top = 0
    case "configuration.insets.bottom": configuration.insets?.bottom = 0
    case "configuration.spacing": configuration.spacing = defaults.spacing
    case "configuration.visibleCards", "configuration.cardWidth":
      configuration.visibleCards = defaults.visibleCards
    case "configuration.peek": configuration.peek = defaults.peek
    case "configuration.snapLimit": configuration.scrolling = defaults.scrolling
    case "configuration.decelerationRate":
      configuration.decelerationRate = defaults.decelerationRate
    case "configuration.minimumFlickVelocity":
      configuration.minimumFlickVelocity = defaults.minimumFlickVelocity
    case "configuration.maximumCardHeight": configuration.cardHeightCap = defaults.cardHeightCap
    case "configuration.header.height": configuration.header?.height = header.height
    case "configuration.header.seeAllWidth": configuration.header?.seeAllWidth = header.seeAllWidth
    case "configuration.emptyStateHeight":
      configuration.emptyStateHeight = defaults.emptyStateHeight
    default: return false
    }
    return true
  }

  private static func pathInSpec(_ field: String, configurationPath: String) -> String {
    let prefix = "configuration."
    guard field.hasPrefix(prefix) else { return field }
    let rest = String(field.dropFirst(prefix.count))
    return configurationPath.isEmpty ? rest : "\(configurationPath).\(rest)"
  }
}

import CarouselLayout

/// The Swift that sets a spec's configuration in an app: the `CarouselConfiguration(…)`
/// expression with exactly the fields that differ from `CarouselConfiguration()`, in the
/// initialiser's order, and the UIKit and SwiftUI lines around it (the playground's "Swift"
/// panels).
///
/// The defaults are read from `CarouselConfiguration()` and `HeaderCell(title:)`, so the
/// snippet never repeats a default.
///
/// ```swift
/// let spec = try CarouselSpec.parse(Array(#"{"viewport": {"width": 393, "height": 852},"#
///   + #" "configuration": {"spacing": 12}, "cards": []}"#.utf8))
/// print(SwiftSnippet.configuration(spec.configuration))
/// // CarouselConfiguration(
/// //   spacing: 12
/// // )
/// ```
package enum SwiftSnippet {
  /// The `CarouselConfiguration(…)` expression for `configuration`; its continuation lines
  /// start with `indent`. A lifted height cap is not an initialiser argument: the UIKit and
  /// SwiftUI snippets set it after.
  ///
  /// - Complexity: O(1).
  package static func configuration(_ configuration: CarouselConfiguration, indent: String = "")
    -> String
  {
    let arguments = self.arguments(configuration)
    guard !arguments.isEmpty else { return "CarouselConfiguration()" }
    var lines: [String] = []
    for argument in arguments { lines.append(indent + "  " + argument) }
    return "CarouselConfiguration(\n" + lines.joined(separator: ",\n") + "\n" + indent + ")"
  }

  /// UIKit: the layout with the configuration set, and the collection view.
  ///
  /// - Complexity: O(1).
  package static func uikit(_ spec: CarouselSpec) -> String {
    var lines = [
      "import CarouselLayout",
      "import CarouselLayoutUIKit",
      "import UIKit",
      "",
      "let layout = CollectionViewLayout.carousel",
      "layout.configuration = " + configuration(spec.configuration),
    ]
    if spec.configuration.cardHeightCap == .unlimited {
      lines.append("layout.configuration.cardHeightCap = .unlimited")
    }
    lines.append(
      "let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)")
    lines.append(environmentComment(spec.environment))
    return lines.joined(separator: "\n")
  }

  /// SwiftUI: a `Carousel` of the spec's card count with the configuration.
  ///
  /// - Complexity: O(1).
  package static func swiftUI(_ spec: CarouselSpec) -> String {
    let argument =
      spec.configuration.cardHeightCap == .unlimited
      ? "{ var c = " + configuration(spec.configuration, indent: "           ")
        + "; c.cardHeightCap = .unlimited; return c }()"
      : configuration(spec.configuration, indent: "         ")
    return [
      "import CarouselLayout",
      "import CarouselLayoutSwiftUI",
      "import SwiftUI",
      "",
      "Carousel(count: \(spec.cards.count),",
      "         configuration: " + argument + ") { index in",
      "  CardView(index: index)",
      "}",
      environmentComment(spec.environment),
    ].joined(separator: "\n")
  }

  // MARK: - Arguments

  private static func arguments(_ c: CarouselConfiguration) -> [String] {
    let defaults = CarouselConfiguration()
    var arguments: [String] = []
    if let insets = c.insets {
      arguments.append("insets: " + insetsExpression(insets))
    }
    if c.spacing != defaults.spacing { arguments.append("spacing: " + number(c.spacing)) }
    switch c.visibleCards {
    case .automatic: break
    case .count(let count): arguments.append("visibleCards: .count(\(count))")
    case .cardWidth(let width): arguments.append("visibleCards: .cardWidth(\(number(width)))")
    }
    if let peek = c.peek { arguments.append("peek: " + number(peek)) }
    if c.heightPolicy != defaults.heightPolicy {
      arguments.append("heightPolicy: ." + c.heightPolicy.rawValue)
    }
    if c.cardAlignment != defaults.cardAlignment {
      arguments.append("cardAlignment: ." + c.cardAlignment.rawValue)
    }
    if c.scrolling != defaults.scrolling {
      switch c.scrolling {
      case .free: arguments.append("scrolling: .free")
      case .snapping(let limit):
        arguments.append("scrolling: .snapping(limit: \(snapLimit(limit)))")
      }
    }
    if let rate = c.decelerationRate {
      arguments.append("decelerationRate: " + decelerationRate(rate))
    }
    if c.minimumFlickVelocity != defaults.minimumFlickVelocity {
      arguments.append("minimumFlickVelocity: " + number(c.minimumFlickVelocity))
    }
    if case .points(let points) = c.cardHeightCap, c.cardHeightCap != defaults.cardHeightCap {
      arguments.append("maximumCardHeight: " + number(points))
    }
    if let header = c.header { arguments.append("header: " + headerExpression(header)) }
    if c.fewCardsRule != defaults.fewCardsRule {
      arguments.append("fewCardsRule: ." + c.fewCardsRule.rawValue)
    }
    if c.emptyStateHeight != defaults.emptyStateHeight {
      arguments.append("emptyStateHeight: " + number(c.emptyStateHeight))
    }
    return arguments
  }

  private static func insetsExpression(_ insets: Insets) -> String {
    let horizontal = "leading: \(number(insets.leading)), trailing: \(number(insets.trailing))"
    guard insets.top != 0 || insets.bottom != 0 else { return "Insets(\(horizontal))" }
    return
      "Insets(top: \(number(insets.top)), leading: \(number(insets.leading)), "
      + "bottom: \(number(insets.bottom)), trailing: \(number(insets.trailing)))"
  }

  private static func headerExpression(_ header: HeaderCell) -> String {
    let defaults = HeaderCell(title: header.title)
    var fields = ["title: " + stringLiteral(header.title)]
    if header.seeAll != defaults.seeAll { fields.append("seeAll: ." + header.seeAll.rawValue) }
    if header.height != defaults.height { fields.append("height: " + number(header.height)) }
    if header.seeAllWidth != defaults.seeAllWidth {
      fields.append("seeAllWidth: " + number(header.seeAllWidth))
    }
    return "HeaderCell(" + fields.joined(separator: ", ") + ")"
  }

  private static func snapLimit(_ limit: SnapLimit) -> String {
    switch limit {
    case .automatic: ".automatic"
    case .one: ".one"
    case .page: ".page"
    case .unlimited: ".unlimited"
    case .count(let count): ".count(\(count))"
    }
  }

  private static func decelerationRate(_ rate: DecelerationRate) -> String {
    switch rate {
    case .normal: ".normal"
    case .fast: ".fast"
    case .custom(let value): ".custom(\(number(value)))"
    }
  }

  private static func environmentComment(_ environment: SpecEnvironment) -> String {
    let direction =
      environment.layoutDirection == .rightToLeft ? "right to left" : "left to right"
    return
      "// Size class \(environment.sizeClass.rawValue) and \(direction) come from the trait "
      + "collection / environment."
  }

  /// A point or velocity value as `NumberText.plain` writes it (`CGFloat` is `Double` on
  /// Linux and in WebAssembly, a type of its own on Apple platforms).
  private static func number<Value: BinaryFloatingPoint>(_ value: Value) -> String {
    NumberText.plain(Double(value))
  }

  /// A Swift string literal: backslashes, quotes and line breaks escaped.
  private static func stringLiteral(_ text: String) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": literal += "\\\\"
      case "\"": literal += "\\\""
      case "\n": literal += "\\n"
      default: literal.unicodeScalars.append(scalar)
      }
    }
    return literal + "\""
  }
}

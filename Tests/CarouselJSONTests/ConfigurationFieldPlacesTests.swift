import CarouselJSON
import CarouselLayout
import Foundation
import Testing

/// A configuration field lives in the type, in the engine's shared reader and writer
/// (`Sources/CarouselLayout/Fields/`, which `Codable`, the tool and the playground's module all
/// use) and in the four places CONTRIBUTING.md lists under "Adding a configuration field": the
/// spec reader, the Swift snippets, the playground page and the fuzz dictionary. The field
/// names come from what `JSONEncoder` writes for configurations with every field away from
/// its default, so a new field is checked in each place without being named here.
@Suite struct ConfigurationFieldPlacesTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The encoded configurations' fields: name and value as JSON text (a value that differs
  /// from the default's where one does), the nested objects' fields (`insets`, `header`) too,
  /// with their parent's name.
  static func fields() throws -> [(name: String, parent: String?, json: String)] {
    func object(_ configuration: CarouselConfiguration) throws -> [String: Any] {
      let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(configuration))
      return try #require(object as? [String: Any])
    }
    func text(_ value: Any) throws -> String {
      String(
        decoding: try JSONSerialization.data(
          withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys]),
        as: UTF8.self)
    }
    let defaults = try object(CarouselConfiguration()).mapValues(text)
    var fields: [(name: String, parent: String?, json: String)] = []
    func add(_ object: [String: Any], parent: String?) throws {
      for (name, value) in object {
        let json = try text(value)
        if let index = fields.firstIndex(where: { $0.name == name }) {
          if parent == nil, fields[index].json == defaults[name] { fields[index].json = json }
          continue
        }
        fields.append((name, parent, json))
        if let nested = value as? [String: Any] { try add(nested, parent: name) }
      }
    }
    // Two configurations, so that both spellings of the two-field values show: a count and a
    // card width, snapping (with its limit) and free scrolling.
    for configuration in EncodedConfigurationTests.configurations.dropFirst().prefix(2) {
      try add(try object(configuration), parent: nil)
    }
    return fields.sorted { $0.name < $1.name }
  }

  @Test("the encoder writes every field the documentation lists")
  func documentedFields() throws {
    let names = Set(try Self.fields().filter { $0.parent == nil }.map(\.name))
    let tool = try String(
      contentsOf: Self.root.appendingPathComponent("Docs/TOOL.md"), encoding: .utf8)
    for name in names {
      #expect(tool.contains("`configuration.\(name)`"), "Docs/TOOL.md has no row for \(name)")
    }
    #expect(names.count >= 15, "\(names.sorted())")
  }

  @Test("the spec reader reads each field, alone, to a value that is not the default")
  func specReader() throws {
    for field in try Self.fields() where field.parent == nil {
      let spec = try CarouselSpec.parse(
        Array(
          (#"{"viewport": {"width": 393, "height": 852}, "#
            + #""configuration": {"\#(field.name)": \#(field.json)}, "cards": []}"#).utf8))
      #expect(spec.configuration != CarouselConfiguration(), "\(field.name) was not read")
    }
  }

  @Test("the Swift snippets set each field that differs from the default")
  func snippets() throws {
    for field in try Self.fields() where field.parent == nil {
      let configuration = try JSONDecoder().decode(
        CarouselConfiguration.self, from: Data(#"{"\#(field.name)": \#(field.json)}"#.utf8))
      var spec = CarouselSpec(
        environment: SpecEnvironment(viewport: CGSize(width: 393, height: 852)), cards: [])
      spec.configuration = configuration
      let snippet = SwiftSnippet.uikit(spec)
      #expect(
        SwiftSnippet.configuration(configuration) != "CarouselConfiguration()"
          || snippet.contains("cardHeightCap = .unlimited"),
        "the snippet leaves out \(field.name)")
    }
  }

  @Test("the playground page reads and writes each field")
  func playground() throws {
    let script = try String(
      contentsOf: Self.root.appendingPathComponent(
        "Sources/CarouselPlayground/Resources/playground.js"), encoding: .utf8)
    for field in try Self.fields() {
      let named = script.contains("\"\(field.name)\"") || script.contains(".\(field.name)")
      #expect(named, "playground.js never names \(field.name)")
    }
  }

  @Test("the fuzz dictionary has each field's name")
  func fuzzDictionary() throws {
    let dictionary = try String(
      contentsOf: Self.root.appendingPathComponent("Fuzz/json.dict"), encoding: .utf8)
    let lines = Set(dictionary.split(separator: "\n").map(String.init))
    for field in try Self.fields() {
      let listed = lines.contains(#""\"\#(field.name)\"""#)
      #expect(listed, "Fuzz/json.dict lacks \(field.name)")
    }
  }
}

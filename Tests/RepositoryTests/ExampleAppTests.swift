import Foundation
import Testing

/// The example app (`Examples/App`) cannot drift: the screens its project spec names, the
/// gallery's `GalleryScreen` cases, the screens' folders and files, and the views the gallery
/// opens for each toolkit all agree. The app is built only by Xcode; these checks read its
/// files as text.
@Suite("example app")
struct ExampleAppTests {
  static let app = DocumentationLinkTests.root.appendingPathComponent("Examples/App")
  static let sources = app.appendingPathComponent("Sources")

  /// One screen as the project spec lists it.
  struct SpecScreen: Equatable {
    var id: String
    var folder: String
    var toolkits: [String]
  }

  /// The `# screen: id | folder | toolkits | what it shows` lines of `project.yml`, without
  /// the column names.
  static func specScreens() throws -> [SpecScreen] {
    let spec = try String(contentsOf: app.appendingPathComponent("project.yml"), encoding: .utf8)
    return spec.split(separator: "\n").compactMap { line -> SpecScreen? in
      guard line.hasPrefix("# screen: ") else { return nil }
      let columns = line.dropFirst("# screen: ".count).split(separator: "|").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard columns.count == 4, columns[0] != "id" else { return nil }
      return SpecScreen(
        id: columns[0], folder: columns[1],
        toolkits: columns[2].split(separator: ",").map {
          $0.trimmingCharacters(in: .whitespaces)
        })
    }
  }

  static func text(_ path: String) throws -> String {
    try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
  }

  /// `GalleryScreen`'s cases, in order: (case name, id).
  static func galleryCases() throws -> [(name: String, id: String)] {
    try text("Gallery/GalleryScreen.swift").split(separator: "\n").compactMap { line in
      let words = line.trimmingCharacters(in: .whitespaces).split(separator: " ")
      guard words.count == 4, words[0] == "case", words[2] == "=", words[3].hasPrefix("\"")
      else { return nil }
      return (String(words[1]), String(words[3].dropFirst().dropLast()))
    }
  }

  @Test("the project spec names every screen of the gallery, in the gallery's order")
  func specNamesEveryScreen() throws {
    let spec = try Self.specScreens()
    let cases = try Self.galleryCases()
    #expect(!spec.isEmpty)
    #expect(spec.map(\.id) == cases.map(\.id))
    // The folder is the case's name, capitalised.
    #expect(
      spec.map(\.folder) == cases.map { $0.name.prefix(1).uppercased() + $0.name.dropFirst() })
  }

  @Test("every screen folder is a screen of the spec, and every screen has its folder")
  func foldersMatchTheSpec() throws {
    let folders = try FileManager.default.contentsOfDirectory(
      atPath: Self.sources.appendingPathComponent("Screens").path
    ).filter { !$0.hasPrefix(".") }
    #expect(Set(folders) == Set(try Self.specScreens().map(\.folder)))
  }

  @Test("each screen has a source per toolkit the spec names, and no other toolkit's")
  func sourcesPerToolkit() throws {
    for screen in try Self.specScreens() {
      let folder = Self.sources.appendingPathComponent("Screens/\(screen.folder)")
      for toolkit in ["SwiftUI", "UIKit"] {
        let file = folder.appendingPathComponent("\(screen.folder)\(toolkit).swift")
        let exists = FileManager.default.fileExists(atPath: file.path)
        #expect(
          exists == screen.toolkits.contains(toolkit),
          "\(screen.id): \(file.lastPathComponent) \(exists ? "exists" : "is missing")")
      }
      #expect(
        !screen.toolkits.isEmpty && screen.toolkits.allSatisfy(["SwiftUI", "UIKit"].contains))
    }
  }

  @Test("the gallery opens each screen's view in each of its toolkits")
  func galleryOpensEveryScreen() throws {
    let swiftUI = try Self.text("Gallery/ScreenView.swift")
    let uiKit = try Self.text("Gallery/GalleryScreen+UIKit.swift")
    for screen in try Self.specScreens() {
      #expect(
        swiftUI.contains("\(screen.folder)SwiftUI()") == screen.toolkits.contains("SwiftUI"),
        "\(screen.id) in ScreenView")
      #expect(
        uiKit.contains("\(screen.folder)UIKit()") == screen.toolkits.contains("UIKit"),
        "\(screen.id) in GalleryScreen+UIKit")
    }
    // `GalleryScreen.swiftUIOnly` names exactly the screens the spec lists as SwiftUI only.
    let gallery = try Self.text("Gallery/GalleryScreen.swift")
    let line = try #require(
      gallery.split(separator: "\n").first { $0.contains("static let swiftUIOnly") })
    let named =
      line.split(separator: "[").last?.split(separator: "]").first?
      .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).dropFirst() } ?? []
    let cases = try Self.galleryCases()
    let swiftUIOnly = try Self.specScreens().filter { $0.toolkits == ["SwiftUI"] }.map(\.id)
    #expect(
      Set(named.map(String.init)) == Set(cases.filter { swiftUIOnly.contains($0.id) }.map(\.name)))
  }

  @Test("the UI test opens the velocity-log screen by its id")
  func uiTestOpensItsScreen() throws {
    let test = try String(
      contentsOf: DocumentationLinkTests.root.appendingPathComponent(
        "Tests/CarouselLayoutAppleUITests/VelocityLogUITests.swift"), encoding: .utf8)
    #expect(test.contains(#"app.launchArguments = ["-screen", "velocity-log"]"#))
    #expect(try Self.galleryCases().contains { $0.id == "velocity-log" })
  }

  @Test("the accessibility audit opens every screen but the velocity log, by its id")
  func auditOpensEveryScreen() throws {
    let test = try String(
      contentsOf: DocumentationLinkTests.root.appendingPathComponent(
        "Tests/CarouselLayoutAppleUITests/AccessibilityAuditUITests.swift"), encoding: .utf8)
    let list = try #require(test.firstMatch(of: /static let screens = \[([^\]]*)\]/)?.output.1)
    let audited = list.split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(
        in: CharacterSet(charactersIn: "\""))
    }.filter { !$0.isEmpty }
    let expected = try Self.galleryCases().map(\.id).filter { $0 != "velocity-log" }
    #expect(audited == expected)
  }
}

import Foundation
import Testing

/// `Docs/ARCHITECTURE.md`'s folder map is true: every source folder has its row (a module's
/// own folder when it holds code itself, else each concept folder in it), every test target is
/// named, and no row names a folder that is gone; in this package and in the benchmarks'
/// package beside it (`Benchmarks/`).
@Suite("folder map")
struct FolderMapTests {
  static let root = DocumentationLinkTests.root

  /// Folders that hold no code of their own concept: catalogues, resources, C headers.
  static func isSupport(_ name: String) -> Bool {
    name.hasSuffix(".docc") || name == "Resources" || name == "include"
  }

  /// The packages whose folders the map holds: this one, and the benchmarks' beside it.
  static let packages = ["", "Benchmarks/"]

  /// What the map at `doc` gets wrong about the folders under `root`, one sentence each.
  static func problems(root: URL, doc: String) throws -> [String] {
    let files = FileManager.default
    func folders(_ path: String) throws -> [String] {
      let url = root.appendingPathComponent(path)
      guard files.fileExists(atPath: url.path) else { return [] }
      return try files.contentsOfDirectory(atPath: url.path).sorted().filter { name in
        var isFolder: ObjCBool = false
        return files.fileExists(
          atPath: url.appendingPathComponent(name).path, isDirectory: &isFolder)
          && isFolder.boolValue && !name.hasPrefix(".")
      }
    }
    // The paths the map's rows start with (a row may name more folders after the first).
    let rows = Set(
      doc.split(separator: "\n").compactMap { line -> String? in
        guard line.hasPrefix("| `") else { return nil }
        return line.dropFirst(3).prefix { $0 != "`" }.description
      })
    var problems: [String] = []
    var expected: [String] = []
    for package in packages {
      for module in try folders(package + "Sources") {
        let path = package + "Sources/\(module)/"
        let code = try files.contentsOfDirectory(
          atPath: root.appendingPathComponent(path).path
        ).contains { $0.hasSuffix(".swift") || $0.hasSuffix(".c") }
        let concepts = try folders(path).filter { !isSupport($0) }
        if code || concepts.isEmpty { expected.append(path) }
        expected += concepts.map { path + $0 + "/" }
      }
    }
    for path in expected where !rows.contains(path) {
      problems.append("\(path) has no row in the folder map")
    }
    for package in packages {
      for target in try folders(package + "Tests") {
        let path = package + "Tests/\(target)/"
        if !doc.contains("`\(target)`") && !doc.contains("`\(path)") {
          problems.append("\(path) is not named in the folder map")
        }
      }
    }
    let mapped = packages.flatMap { [$0 + "Sources/", $0 + "Tests/"] }
    for path in rows.sorted()
    where mapped.contains(where: { path.hasPrefix($0) }) && !path.contains("*") {
      var isFolder: ObjCBool = false
      if !files.fileExists(
        atPath: root.appendingPathComponent(path).path, isDirectory: &isFolder)
        || !isFolder.boolValue
      {
        problems.append("the folder map names \(path), which is not a folder")
      }
    }
    return problems
  }

  @Test("every source folder has its row, every test target is named, every row exists")
  func mapIsTrue() throws {
    let doc = try String(
      contentsOf: Self.root.appendingPathComponent("Docs/ARCHITECTURE.md"), encoding: .utf8)
    let problems = try Self.problems(root: Self.root, doc: doc)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test("a new folder without a row, and a row without its folder, are found")
  func plantedFolder() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("folder-map-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for folder in [
      "Sources/Engine/Track", "Sources/Engine/New", "Sources/tool", "Tests/EngineTests",
      "Benchmarks/Sources/Bench", "Benchmarks/Tests/BenchTests",
    ] {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try Data().write(to: root.appendingPathComponent("Sources/tool/main.swift"))
    try Data().write(to: root.appendingPathComponent("Benchmarks/Sources/Bench/main.swift"))
    let doc = """
      | `Sources/Engine/Track/` | the track | — |
      | `Sources/Engine/Gone/` | a folder since removed | — |
      | `Sources/tool/` | the tool | the engine |
      | `Benchmarks/Sources/Gone/` | a benchmark since removed | — |
      Tests: `EngineTests`.
      """
    #expect(
      try Self.problems(root: root, doc: doc) == [
        "Sources/Engine/New/ has no row in the folder map",
        "Benchmarks/Sources/Bench/ has no row in the folder map",
        "Benchmarks/Tests/BenchTests/ is not named in the folder map",
        "the folder map names Benchmarks/Sources/Gone/, which is not a folder",
        "the folder map names Sources/Engine/Gone/, which is not a folder",
      ])
  }
}

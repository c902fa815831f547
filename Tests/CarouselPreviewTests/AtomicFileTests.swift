import CarouselPreview
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Atomic writes: whole files or nothing, and clear errors.
@Suite struct AtomicFileTests {
  struct ProducerFailed: Error {}

  /// A fresh, empty temporary folder.
  func makeFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("atomic-file-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  func names(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  @Test func writesANewFile() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("out.svg")
    try AtomicFile.write("<svg/>\n", to: file)
    #expect(try String(contentsOf: file, encoding: .utf8) == "<svg/>\n")
    #expect(try names(in: folder) == ["out.svg"])
  }

  @Test func replacesAnExistingFileAndKeepsItsPermissions() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("out.svg")
    try Data("old".utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
    try AtomicFile.write("new", to: file)
    #expect(try String(contentsOf: file, encoding: .utf8) == "new")
    let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o640)
    #expect(try names(in: folder) == ["out.svg"])
  }

  @Test func aFailedWriteLeavesTheExistingFileIntact() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("out.svg")
    try Data("the old drawing".utf8).write(to: file)
    var written = 0
    #expect(throws: ProducerFailed.self) {
      try AtomicFile.write(to: file) { output in
        try output.write("half of a new dra")
        written = output.count
        throw ProducerFailed()
      }
    }
    #expect(written == 17)
    #expect(try String(contentsOf: file, encoding: .utf8) == "the old drawing")
    #expect(try names(in: folder) == ["out.svg"], "the temporary file is removed")
  }

  @Test func aDestinationThatIsAFolderIsRefusedAndKeptIntact() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("out.svg")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
    try Data("keep".utf8).write(to: target.appendingPathComponent("inside.txt"))
    let error = try #require(throws: AtomicFileError.self) {
      try AtomicFile.write("new", to: target)
    }
    #expect(error.step == .replace)
    #expect(error.description.hasPrefix("cannot write \(target.path): cannot replace"))
    #expect(try names(in: target) == ["inside.txt"])
    #expect(try names(in: folder) == ["out.svg"], "the temporary file is removed")
  }

  @Test func aMissingFolderGivesAClearError() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("missing/out.svg")
    let error = try #require(throws: AtomicFileError.self) {
      try AtomicFile.write("x", to: file)
    }
    #expect(error.step == .createTemporary)
    #expect(error.code == ENOENT)
    #expect(
      error.description
        == "cannot write \(file.path): cannot create a temporary file in "
        + "\(folder.path)/missing: No such file or directory")
  }

  @Test func anUnwritableFolderGivesAClearError() throws {
    let folder = try makeFolder()
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
      try? FileManager.default.removeItem(at: folder)
    }
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
    // The superuser writes into read-only folders; sysfs refuses new files even to it.
    let probe = folder.appendingPathComponent("probe")
    let readOnlyWorks = !FileManager.default.createFile(atPath: probe.path, contents: nil)
    let unwritable = readOnlyWorks ? folder : URL(fileURLWithPath: "/sys")
    try #require(
      readOnlyWorks || FileManager.default.fileExists(atPath: "/sys"),
      "no folder this user cannot write to")
    let file = unwritable.appendingPathComponent("out.svg")
    let error = try #require(throws: AtomicFileError.self) {
      try AtomicFile.write("x", to: file)
    }
    #expect(error.step == .createTemporary)
    #expect(error.code == EACCES || error.code == EPERM || error.code == EROFS)
    #expect(
      error.description.hasPrefix("cannot write \(file.path): cannot create a temporary file"))
    #expect(!FileManager.default.fileExists(atPath: file.path))
  }

  @Test func aPathWithoutAFileNameIsRefused() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let error = try #require(throws: AtomicFileError.self) {
      try AtomicFile.write("x", to: folder.appendingPathComponent("name/", isDirectory: true))
    }
    #expect(error.step == .path)
    #expect(try names(in: folder) == [])
  }
}

import CarouselSpec
import Foundation

/// Reading specs and writing results for the commands.
enum InputOutput {
  /// Reads a spec file's bytes, or standard input for `-`.
  static func readSpec(_ path: String) throws -> [UInt8] {
    if path == "-" {
      return Array(FileHandle.standardInput.readDataToEndOfFile())
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      let reason =
        exists ? (isDirectory.boolValue ? "is a folder" : "cannot be read") : "no such file"
      throw ToolError.badInput("\(path): \(reason)")
    }
    return Array(data)
  }

  /// Parses a carousel spec, turning its errors into bad input.
  static func carouselSpec(_ path: String) throws -> CarouselSpec {
    let bytes = try readSpec(path)
    do {
      return try CarouselSpec.parse(bytes)
    } catch let error as SpecError {
      throw ToolError.badInput(error.description)
    }
  }

  /// Parses a spec file's JSON (a carousel or a page spec), turning its errors into bad input.
  static func json(_ path: String) throws -> JSONValue {
    let bytes = try readSpec(path)
    do {
      return try JSONParser.parse(bytes)
    } catch let error as SpecError {
      throw ToolError.badInput(error.description)
    }
  }

  /// Writes bytes to standard output.
  static func writeStandardOutput(_ bytes: [UInt8]) {
    FileHandle.standardOutput.write(Data(bytes))
  }

  /// Writes one line to standard error.
  static func writeStandardError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}

import CarouselJSON
import CarouselPreview
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
    } catch {
      throw ToolError.badInput(error.description)
    }
  }

  /// Parses a spec file's JSON (a carousel or a page spec), turning its errors into bad input.
  static func json(_ path: String) throws -> JSONValue {
    let bytes = try readSpec(path)
    do {
      return try JSONParser.parse(bytes)
    } catch {
      throw ToolError.badInput(error.description)
    }
  }

  /// Writes a finished JSON document to standard output, indented with `--pretty`.
  static func writeJSON(_ json: JSONWriter, pretty: Bool) {
    writeStandardOutput(pretty ? json.indentedBytes : json.bytes)
  }

  /// Writes bytes to standard output.
  static func writeStandardOutput(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { buffer in
      var written = 0
      while written < buffer.count {
        let result = write(1, buffer.baseAddress! + written, buffer.count - written)
        if result < 0 && errno == EINTR { continue }
        guard result > 0 else { return }  // a closed pipe: the reader has gone, nothing to do
        written += result
      }
    }
  }

  /// Writes `text` to the file `-o` names, or to standard output for `-o -`, through a
  /// temporary name and a rename, so a failure never leaves a half-written file or destroys
  /// an existing one (a runtime failure, exit code 1). A folder is bad input (exit code 2).
  static func writeFile(_ text: String, to path: String) throws {
    if path == "-" {
      writeStandardOutput(Array(text.utf8))
      return
    }
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      throw ToolError.badInput("-o: expected a file, got \(path), which is a folder")
    }
    do {
      try AtomicFile.write(text, to: URL(fileURLWithPath: path))
    } catch {
      throw ToolError.runtime(error.description)
    }
  }

  /// Writes `line` and a newline to standard error (a refused spec's message has one line a
  /// mistake).
  static func writeStandardError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}

import CarouselJSON
import CarouselLayout
import Foundation

/// A command's arguments, consumed as the command reads them; whatever is left at the end is
/// an error, so a misspelt option never passes silently.
struct ArgumentList {
  private var arguments: [String]
  /// The options and flags the command asked for, for "did you mean" hints.
  private var known: [String] = []

  init(_ arguments: [String]) {
    self.arguments = arguments
  }

  /// Removes `--name` and reports whether it was there.
  mutating func flag(_ name: String) -> Bool {
    known.append(name)
    guard let index = arguments.firstIndex(of: name) else { return false }
    arguments.remove(at: index)
    return true
  }

  /// Removes `--name VALUE` (or `--name=VALUE`) and returns the value.
  mutating func option(_ name: String) throws -> String? {
    known.append(name)
    if let index = arguments.firstIndex(where: { $0.hasPrefix(name + "=") }) {
      let value = String(arguments[index].dropFirst(name.count + 1))
      arguments.remove(at: index)
      return value
    }
    guard let index = arguments.firstIndex(of: name) else { return nil }
    guard index + 1 < arguments.count else {
      throw ToolError.badInput("\(name): expected a value, got nothing")
    }
    let value = arguments[index + 1]
    arguments.removeSubrange(index...(index + 1))
    return value
  }

  /// Removes `--name NUMBER` and returns the number, which must be finite.
  mutating func number(_ name: String) throws -> Double? {
    guard let text = try option(name) else { return nil }
    guard let value = Double(text), value.isFinite else {
      throw ToolError.badInput("\(name): expected a finite number, got \(text)")
    }
    return value
  }

  /// Removes and returns the first positional argument (`-` counts as one).
  mutating func positional(_ what: String) throws -> String {
    guard let index = arguments.firstIndex(where: { $0 == "-" || !$0.hasPrefix("-") }) else {
      throw ToolError.badInput("\(what): expected a value, got nothing")
    }
    return arguments.remove(at: index)
  }

  /// Throws when arguments are left that no one read, naming the option a misspelt one was
  /// meant to be (`--ofset: unknown argument; did you mean --offset?`).
  func finish() throws {
    guard let extra = arguments.first else { return }
    let name = String(extra.prefix { $0 != "=" })
    if let suggestion = NearestName.suggestion(for: name, among: known + ["--help"]) {
      throw ToolError.badInput("\(extra): unknown argument; did you mean \(suggestion)?")
    }
    throw ToolError.badInput("\(extra): unknown argument")
  }
}

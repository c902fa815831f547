import Foundation
import Testing

/// The command line's manners: help for the tool and for every command, with every option and
/// an example that runs; a misspelt command or option names the one it was meant to be.
@Suite struct HelpTests {
  /// The commands `carousel --help` lists, read from its "Commands:" section, so a new
  /// command is covered without editing this test.
  static func commandNames() throws -> [String] {
    let overview = try CommandRunner.run(["--help"]).standardOutput
    let section = try #require(overview.range(of: "Commands:\n"))
    // A command's synopsis may continue on lines that start with `[` (its options).
    return overview[section.upperBound...].split(separator: "\n")
      .prefix { $0.hasPrefix("  carousel ") || $0.drop(while: { $0 == " " }).hasPrefix("[") }
      .filter { $0.hasPrefix("  carousel ") }
      .map { String($0.split(separator: " ")[1]) }
  }

  @Test(
    "--help, -h and help print the overview with every command, exit 0",
    arguments: [
      ["--help"], ["-h"], ["help"],
    ])
  func overview(arguments: [String]) throws {
    let result = try CommandRunner.run(arguments)
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    #expect(result.standardOutput.hasPrefix("usage: carousel COMMAND"))
    let names = try Self.commandNames()
    for name in ["layout", "snap", "simulate", "anchor", "render", "lint", "demo"] {
      #expect(names.contains(name), "\(name) missing from the overview's commands: \(names)")
    }
    #expect(result.standardOutput.contains("Exit codes"))
    // Every option of a synopsis shows, also those on its continuation lines.
    #expect(result.standardOutput.contains("[--reduce-motion] [--pretty]"))
  }

  @Test("every file and section the help points at exists: in the overview and each command")
  func pointersResolve() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    var helps = [try CommandRunner.run(["--help"]).standardOutput]
    for name in try Self.commandNames() {
      helps.append(try CommandRunner.run(["help", name]).standardOutput)
    }
    // `Docs/TOOL.md`, optionally followed by `, "Section"` (a heading in that file).
    let pointer = /([A-Za-z]+(?:\/[A-Za-z]+)*\.md)(?:, "([^"]+)")?/
    var seen = 0
    for help in helps {
      for match in help.matches(of: pointer) {
        seen += 1
        let path = String(match.output.1)
        let file = root.appendingPathComponent(path)
        let text = try? String(contentsOf: file, encoding: .utf8)
        #expect(text != nil, "the help points at \(path), which does not exist")
        guard let section = match.output.2, let text else { continue }
        let headings = text.split(separator: "\n").filter { $0.hasPrefix("#") }
          .map { $0.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces) }
        #expect(
          headings.contains(String(section)),
          "the help points at \(path), \"\(section)\", which has no such heading")
      }
    }
    #expect(seen >= 2, "the overview names the JSON contract and the specification")
  }

  @Test("no arguments: the overview on standard error, exit 2")
  func noArguments() throws {
    let result = try CommandRunner.run([])
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.hasPrefix("usage: carousel COMMAND"))
  }

  @Test("help COMMAND, COMMAND --help and COMMAND -h print the same help, exit 0")
  func commandHelp() throws {
    for name in try Self.commandNames() {
      let help = try CommandRunner.run(["help", name])
      #expect(help.status == 0, "\(name)")
      #expect(help.standardError.isEmpty, "\(name): \(help.standardError)")
      #expect(help.standardOutput.hasPrefix("carousel \(name)"), "\(name)")
      for flag in ["--help", "-h"] {
        // After other arguments too: help wins over running.
        let other = try CommandRunner.run([name, "nonexistent.json", flag])
        #expect(other.status == 0, "\(name) \(flag)")
        #expect(other.standardOutput == help.standardOutput, "\(name) \(flag)")
      }
    }
  }

  @Test("every option in a command's synopsis is described on a line of its own")
  func everyOptionDescribed() throws {
    for name in try Self.commandNames() {
      let help = try CommandRunner.run(["help", name]).standardOutput
      let lines = help.split(separator: "\n")
      // The synopsis: the first line and its continuation lines (indented past "carousel ").
      let synopsis = lines.prefix { $0.hasPrefix("carousel ") || $0.hasPrefix("         ") }
        .joined(separator: " ")
      let options = synopsis.matches(of: /\[?(-{1,2}[a-z][a-z-]*)/).map { String($0.1) }
      #expect(!options.isEmpty || name == "demo", "\(name): no options in \(synopsis)")
      for option in options + ["--help"] {
        let described = lines.contains {
          $0.trimmingCharacters(in: .whitespaces).hasPrefix(option + " ")
        }
        #expect(described, "carousel help \(name): \(option) is not described")
      }
      #expect(lines.contains("Example:") || lines.contains { $0.hasPrefix("Example") }, "\(name)")
    }
  }

  @Test("every help's example runs as shown, from the repository root, and prints what it says")
  func examplesRun() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("Examples"),
      withDestinationURL: VersionTests.root.appendingPathComponent("Examples"))
    var ran = 0
    for name in try Self.commandNames() {
      let lines = try CommandRunner.run(["help", name]).standardOutput.split(separator: "\n")
      guard let start = lines.firstIndex(where: { $0.hasPrefix("Example") }) else {
        Issue.record("carousel help \(name): no example")
        continue
      }
      let example = lines[(start + 1)...].map { $0.trimmingCharacters(in: .whitespaces) }
      for (offset, line) in example.enumerated() where line.hasPrefix("carousel ") {
        // The command, without a trailing "(remark)".
        let command = line.prefix { $0 != "(" }.split(separator: " ").dropFirst().map(String.init)
        let result = try CommandRunner.run(command, in: folder)
        #expect(result.status == 0, "\(line): \(result.standardError)")
        ran += 1
        // A line of JSON right below is the output it prints.
        if offset + 1 < example.count, example[offset + 1].hasPrefix("{") {
          #expect(result.standardOutput == example[offset + 1] + "\n", "\(line)")
        }
      }
    }
    #expect(ran >= 7)
  }

  @Test("a misspelt command names the one it was meant to be")
  func misspeltCommand() throws {
    let result = try CommandRunner.run(["lauout", "spec.json"])
    #expect(result.status == 2)
    #expect(result.standardError.hasPrefix("lauout: unknown command; did you mean layout?"))
    let far = try CommandRunner.run(["paint"])
    #expect(far.status == 2)
    #expect(far.standardError.hasPrefix("paint: unknown command (commands: layout"))
    let help = try CommandRunner.run(["help", "snpa"])
    #expect(help.status == 2)
    #expect(help.standardError.hasPrefix("snpa: unknown command; did you mean snap?"))
  }

  @Test("a misspelt option names the option it was meant to be")
  func misspeltOption() throws {
    let spec = VersionTests.root.appendingPathComponent("Examples/compact.json").path
    let result = try CommandRunner.run(["layout", spec, "--ofset", "3"])
    #expect(result.status == 2)
    #expect(result.standardError == "--ofset: unknown argument; did you mean --offset?\n")
    let equals = try CommandRunner.run(["snap", spec, "--offset", "0", "--velocity=1", "--prety"])
    #expect(equals.standardError == "--prety: unknown argument; did you mean --pretty?\n")
    let far = try CommandRunner.run(["layout", spec, "--colour"])
    #expect(far.standardError == "--colour: unknown argument\n")
  }

  @Test("--version with anything after it is bad input")
  func versionWithArguments() throws {
    let result = try CommandRunner.run(["--version", "--verbose"])
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
  }
}

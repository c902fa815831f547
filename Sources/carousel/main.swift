import CarouselJSON
import Foundation

/// The `carousel` command-line tool: lays out, checks and draws carousels from JSON specs.
///
/// The commands, in the order `carousel --help` lists them. A new command is one entry: its
/// name, its help (the first line its synopsis, then what it does, every option and an
/// example) and what runs it. `carousel help NAME` and `carousel NAME --help` print the help.
let commands: [(name: String, usage: String, run: (inout ArgumentList) throws -> Void)] = [
  ("layout", LayoutCommand.usage, LayoutCommand.run),
  ("snap", SnapCommand.usage, SnapCommand.run),
  ("simulate", SimulateCommand.usage, SimulateCommand.run),
  ("anchor", AnchorCommand.usage, AnchorCommand.run),
  ("render", RenderCommand.usage, RenderCommand.run),
  ("lint", LintCommand.usage, LintCommand.run),
  ("demo", DemoCommand.usage, DemoCommand.run),
  ("playground", PlaygroundCommand.usage, PlaygroundCommand.run),
]

/// A command's synopsis from its help: the first line and the option lines that continue it
/// (they start with `[`), each indented two spaces.
func synopsis(of usage: String) -> String {
  let lines = usage.split(separator: "\n", omittingEmptySubsequences: false)
  var taken = lines.prefix(1).map(String.init)
  for line in lines.dropFirst() {
    guard line.drop(while: { $0 == " " }).hasPrefix("[") else { break }
    taken.append(String(line))
  }
  return taken.map { "  " + $0 }.joined(separator: "\n")
}

let overview = """
  usage: carousel COMMAND [arguments]
         carousel help COMMAND      (or carousel COMMAND --help): its options and an example
         carousel --version

  Lays out, snaps, draws and checks SAP Fiori-style carousels from JSON specs (the JSON
  contract: Docs/TOOL.md, "JSON contract"; the rules: Docs/SPECIFICATION.md).

  Commands:
  \(commands.map { synopsis(of: $0.usage) }.joined(separator: "\n"))

  SPEC is a JSON file, or - for standard input. Commands that print JSON print it compact;
  --pretty indents it.

  Exit codes: 0 success; 1 runtime failure (an output that could not be written);
  2 bad input (malformed or invalid spec, bad arguments, unreadable input); 3 carousel lint
  found something (findings on standard output, their count on standard error).
  """

/// The command called `name`, or bad input naming the closest command.
@MainActor func command(named name: String) throws -> (
  name: String, usage: String, run: (inout ArgumentList) throws -> Void
) {
  if let command = commands.first(where: { $0.name == name }) { return command }
  let names = commands.map(\.name)
  let hint = NearestName.suggestion(for: name, among: names).map { "; did you mean \($0)?" }
  throw ToolError.badInput(
    "\(name): unknown command\(hint ?? "") (commands: \(names.joined(separator: ", ")))")
}

let helpFlags: Set = ["-h", "--help"]
let arguments = Array(CommandLine.arguments.dropFirst())
do {
  switch arguments.first {
  case nil:
    InputOutput.writeStandardError(overview)
    exit(2)
  case "--version":
    try ArgumentList(Array(arguments.dropFirst())).finish()
    print("carousel \(Version.current)")
  case "help", "-h", "--help":
    guard let name = arguments.dropFirst().first else {
      print(overview)
      break
    }
    try ArgumentList(Array(arguments.dropFirst(2))).finish()
    print(try command(named: name).usage)
  case let name?:
    let command = try command(named: name)
    let rest = Array(arguments.dropFirst())
    if rest.contains(where: helpFlags.contains) {
      print(command.usage)
      break
    }
    var list = ArgumentList(rest)
    try command.run(&list)
  }
} catch let error as ToolError {
  InputOutput.writeStandardError(error.description)
  exit(error.exitCode)
} catch {
  InputOutput.writeStandardError("\(error)")
  exit(1)
}

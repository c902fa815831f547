import Foundation

/// The `carousel` command-line tool: lays out, checks and draws carousels from JSON specs.
let commands: [(name: String, usage: String, run: (inout ArgumentList) throws -> Void)] = [
  ("layout", LayoutCommand.usage, LayoutCommand.run),
  ("demo", DemoCommand.usage, DemoCommand.run),
  ("snap", SnapCommand.usage, SnapCommand.run),
  ("simulate", SimulateCommand.usage, SimulateCommand.run),
  ("anchor", AnchorCommand.usage, AnchorCommand.run),
  ("render", RenderCommand.usage, RenderCommand.run),
  ("lint", LintCommand.usage, LintCommand.run),
]

let usage = """
  usage: carousel <command> [arguments]

  \(commands.map(\.usage).joined(separator: "\n\n"))

  Exit codes: 0 success; 1 runtime failure (an output that could not be written);
  2 bad input (malformed or invalid spec, bad arguments, unreadable input); 3 carousel lint
  found something (findings on standard output, their count on standard error).
  """

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments == ["--version"] {
  print("carousel \(Version.current)")
  exit(0)
}
guard let name = arguments.first, !["-h", "--help", "help"].contains(name) else {
  print(usage)
  exit(arguments.isEmpty ? 2 : 0)
}
guard let command = commands.first(where: { $0.name == name }) else {
  InputOutput.writeStandardError(
    "\(name): unknown command (commands: \(commands.map(\.name).joined(separator: ", ")))")
  exit(2)
}
var list = ArgumentList(Array(arguments.dropFirst()))
do {
  try command.run(&list)
} catch let error as ToolError {
  InputOutput.writeStandardError(error.description)
  exit(error.exitCode)
} catch {
  InputOutput.writeStandardError("\(error)")
  exit(1)
}

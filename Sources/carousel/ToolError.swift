/// Why a command failed, and the exit code that says so.
///
/// Exit codes: 0 success; 1 runtime failure (an output that could not be written);
/// 2 bad input (malformed or invalid spec, bad arguments, unreadable input file);
/// 3 `carousel lint` found something.
enum ToolError: Error, CustomStringConvertible {
  /// Bad input: a spec or an argument that cannot be used (exit code 2).
  case badInput(String)
  /// A runtime failure, such as an output that cannot be written (exit code 1).
  case runtime(String)
  /// `carousel lint` found something; the summary goes to standard error (exit code 3).
  case findings(String)

  var exitCode: Int32 {
    switch self {
    case .badInput: 2
    case .runtime: 1
    case .findings: 3
    }
  }

  var description: String {
    switch self {
    case .badInput(let message), .runtime(let message), .findings(let message): message
    }
  }
}

import CarouselJSON
import CarouselLayout
import Foundation
import Testing

/// The WebAssembly build of the engine (Embedded Swift, `Scripts/build-wasm`) answers every
/// conformance case exactly as the native engine does, through the module's one ABI (it reads
/// each case's spec text with the tool's spec reader, `Wasm/Playground*.swift`): the module
/// runs in Node, and each value it writes must equal the native one (NaN for NaN), each error
/// message the native message.
///
/// Skipped, with this message, on a machine without wasi-libc, compiler-rt's wasm32 builtins
/// or Node; `CAROUSEL_REQUIRE_WASM=1` (set by `.ci/run`) makes their absence a failure.
@Suite(
  .serialized,
  .enabled(
    if: WasmModule.missing == nil || WasmModule.required,
    "WebAssembly toolchain parts missing (wasi-libc, libclang-rt-dev-wasm32 or node): install them (apt-get install wasi-libc libclang-rt-dev-wasm32 nodejs) to compare the WebAssembly engine with the native one, or set CAROUSEL_REQUIRE_WASM=1 to make their absence a failure"
  ))
struct WasmConformanceTests {
  static var skipMessage: String {
    "CAROUSEL_REQUIRE_WASM=1 but \(WasmModule.missing ?? "nothing") is missing"
  }

  /// The module, built once for the suite.
  static let module = Result { try WasmModule.build() }

  /// The suite's cases, as WebAssembly requests with the native answers.
  static func conformanceRequests() throws -> (requests: [WasmRequest], skipped: [String]) {
    let folder = WasmModule.root.appendingPathComponent("Tests/Conformance/cases")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".json") }.sorted()
    var requests: [WasmRequest] = []
    var skipped: [String] = []
    for file in files {
      let name = String(file.dropLast(".json".count))
      let json = try JSONParser.parse(
        Array(try Data(contentsOf: folder.appendingPathComponent(file))))
      if let made = try WasmCase(name: name, json: json)?.requests() {
        requests += made
      } else {
        skipped.append(name)
      }
    }
    return (requests, skipped)
  }

  @Test("the WebAssembly engine answers every conformance case as the native engine does")
  func conformanceCases() throws {
    try #require(WasmModule.missing == nil, "\(Self.skipMessage)")
    let module = try Self.module.get()
    let (requests, skipped) = try Self.conformanceRequests()
    // Cases the module cannot run: See All destinations, inputs the spec or the command line
    // rejects before the engine sees them, and a million cards (`WasmCase.maximumCards`).
    #expect(requests.count >= 40, "only \(requests.count) requests")
    let unexpected = skipped.filter {
      !$0.hasPrefix("bad-") && !$0.hasPrefix("see-all-") && $0 != "layout-million-cards"
    }
    #expect(unexpected.isEmpty, "cases the module did not run: \(unexpected)")
    try compare(requests, module: module)
  }

  @Test("the WebAssembly engine reports invalid inputs with the native engine's messages")
  func invalidInputs() throws {
    try #require(WasmModule.missing == nil, "\(Self.skipMessage)")
    let module = try Self.module.get()
    func spec(_ cards: String, configuration: String = "{}", width: String = "393") -> String {
      #"{"viewport": {"width": \#(width), "height": 852}, "configuration": \#(configuration), "#
        + #""cards": [\#(cards)]}"#
    }
    let four = #"{"body": 220}, {"body": 220}, {"body": 220}, {"body": 220}"#
    let good = spec(four)
    let requests = [
      WasmRequest.layout(
        spec(#"{"body": 220}, {"body": 220}, {"body": -1}, {"body": 220}"#), first: 0, limit: 4,
        label: "negative body"),
      WasmRequest.layout(
        spec(#"{"body": 220}, {"footer": 1e300}, {"body": 220}, {"body": 220}"#), first: 0,
        limit: 4, label: "huge footer"),
      WasmRequest.layout(
        spec(#"{"header": -0.30000000000000004}, {"body": 220}, {"body": 220}"#), first: 0,
        limit: 4, label: "negative fraction"),
      WasmRequest.snapOffsets(spec(four, width: "0"), first: 0, limit: 4, label: "zero width"),
      WasmRequest.snap(
        spec(four, configuration: #"{"decelerationRate": 1.5}"#), offset: 0, velocity: 1,
        projected: nil, label: "rate 1.5"),
      WasmRequest.snap(good, offset: .nan, velocity: 1, projected: nil, label: "NaN offset"),
      WasmRequest.snap(good, offset: 0, velocity: .infinity, projected: nil, label: "∞ velocity"),
      WasmRequest.glide(
        good, offset: 0, velocity: 1, projected: nil, reduceMotion: false, interval: 0,
        label: "zero interval"),
      WasmRequest.glide(
        good, offset: 1e13, velocity: 1, projected: nil, reduceMotion: false, interval: 16,
        label: "far offset"),
      WasmRequest.anchor(
        from: good, to: good, offset: -.infinity, removed: [], inserted: [], label: "−∞"),
      WasmRequest.anchor(
        from: good, to: spec(#"{"body": 220}"#), offset: 0, removed: [9], inserted: [],
        label: "removed out of range"),
    ]
    for request in requests {
      if case .success = request.native {
        Issue.record("\(request.label): the engine accepted it")
      }
    }
    try compare(requests, module: module)
  }

  /// Runs `requests` in the module and expects the native answers.
  private func compare(_ requests: [WasmRequest], module: URL) throws {
    // Each spec once: a spec of 100 000 cards is 4 MB of JSON.
    var specs: [String] = []
    var specIndex: [String: Int] = [:]
    var lines: [String] = []
    for request in requests {
      let indices = request.specs.map { spec in
        if let index = specIndex[spec] { return index }
        specs.append(spec)
        specIndex[spec] = specs.count - 1
        return specs.count - 1
      }
      lines.append(
        #"{"specs":[\#(indices.map(String.init).joined(separator: ","))],"# + request.fields + "}")
    }
    let job =
      #"{"specs":["# + specs.map { WasmRequest.text(.string($0)) }.joined(separator: ",\n")
      + #"],"requests":["# + lines.joined(separator: ",\n") + "]}"
    guard case .array(let answers) = try WasmModule.answers(to: job, module: module) else {
      Issue.record("the runner's answers are not an array")
      return
    }
    try #require(answers.count == requests.count)
    var compared = 0
    for (request, answer) in zip(requests, answers) {
      switch (request.native, WasmAnswer(answer)) {
      case (.success(let native), .values(let wasm)):
        let same =
          native.count == wasm.count
          && zip(native, wasm).allSatisfy { $0 == $1 || ($0.isNaN && $1.isNaN) }
        #expect(same, "\(request.label): native \(native.prefix(40)) wasm \(wasm.prefix(40))")
        compared += native.count
      case (.failure(let native), .error(let wasm)):
        #expect(native.message == wasm, "\(request.label)")
      case (let native, let wasm):
        Issue.record("\(request.label): native \(native), wasm \(wasm)")
      }
    }
    print("wasm: \(requests.count) requests, \(compared) values equal to the native engine's")
  }
}

/// What the runner answered to one request.
enum WasmAnswer: CustomStringConvertible {
  case values([Double])
  case error(String)
  case invalid(String)

  init(_ json: JSONValue) {
    guard case .object(let members) = json, let member = members.first else {
      self = .invalid(json.summary)
      return
    }
    switch (member.key, member.value) {
    case ("error", .string(let text)): self = .error(text)
    case ("values", .array(let items)):
      var values: [Double] = []
      for item in items {
        switch item {
        case .number(let value): values.append(value)
        case .null: values.append(.nan)
        default:
          self = .invalid(item.summary)
          return
        }
      }
      self = .values(values)
    default: self = .invalid(member.key)
    }
  }

  var description: String {
    switch self {
    case .values(let values): "values \(values.prefix(40))"
    case .error(let text): "error \(text)"
    case .invalid(let text): "an invalid answer (\(text))"
    }
  }
}

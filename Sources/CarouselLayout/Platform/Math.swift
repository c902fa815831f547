// The engine's transcendental functions, from the platform's C library in every build: the
// native builds import it (Darwin, Glibc, Musl, the Windows CRT), and the Embedded Swift build
// for WebAssembly declares the three C functions and links them from wasi-libc's libm.
#if hasFeature(Embedded)
  @_extern(c, "exp") private func cExp(_ x: Double) -> Double
  @_extern(c, "log") private func cLog(_ x: Double) -> Double
  @_extern(c, "pow") private func cPow(_ x: Double, _ y: Double) -> Double
#else
  #if canImport(Darwin)
    import Darwin
  #elseif canImport(Glibc)
    import Glibc
  #elseif canImport(Musl)
    import Musl
  #elseif canImport(Android)
    import Android
  #elseif canImport(ucrt)
    import ucrt
  #endif

  private func cExp(_ x: Double) -> Double { exp(x) }
  private func cLog(_ x: Double) -> Double { log(x) }
  private func cPow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
#endif

/// `exp`, `log` and `pow` of the C library, the same functions in every build.
enum Math {
  /// e raised to `x`.
  @inline(__always) static func exp(_ x: Double) -> Double { cExp(x) }
  /// The natural logarithm of `x`.
  @inline(__always) static func log(_ x: Double) -> Double { cLog(x) }
  /// `x` raised to `y`.
  @inline(__always) static func pow(_ x: Double, _ y: Double) -> Double { cPow(x, y) }
}

// The standard library's `Double(_: String)` calls `_swift_stdlib_strtod_clocale`, which the
// native runtime defines over the C library's `strtod_l` in the C locale and the Embedded
// Swift runtime does not define. The spec reader parses every JSON number with
// `Double(_:)`, so the module defines it over wasi-libc's `strtod` (musl's correctly rounded
// decimal reader; the module never changes the locale, which is "C"). The JSON parser only
// hands it text that JSON's number grammar accepts.

/// wasi-libc's `strtod(text, end)`.
@_extern(c, "strtod")
func strtod(
  _ text: UnsafePointer<CChar>, _ end: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Double

/// `_swift_stdlib_strtod_clocale(text, result)`: reads a decimal number at `text` into
/// `result` and returns where the reading stopped (the caller accepts the number only when
/// that is the end of its text).
@_cdecl("_swift_stdlib_strtod_clocale")
public func swiftStdlibStrtod(
  _ text: UnsafePointer<CChar>?, _ result: UnsafeMutablePointer<Double>
) -> UnsafePointer<CChar>? {
  guard let text else { return nil }
  var end: UnsafeMutablePointer<CChar>?
  result.pointee = strtod(text, &end)
  return end.map { UnsafePointer($0) }
}

// wasi-libc's `strtod` reads through a string-backed `FILE`, and linking its stream code would
// pull in the stream functions that write to real files, which import `fd_write`, `fd_seek`
// and `fd_close` from a WASI host. The module writes to no file, so it defines those three
// stream functions itself, as no-ops, and keeps importing nothing (as `arc4random_buf` in
// Entropy.swift does for the hashing seed).

/// `__stdio_write(file, bytes, count)`: discards the bytes (the module has no files).
@_cdecl("__stdio_write")
public func stdioWrite(
  _ file: UnsafeMutableRawPointer?, _ bytes: UnsafeRawPointer?, _ count: Int
) -> Int {
  count
}

/// `__stdio_seek(file, offset, whence)`: -1, a stream that cannot seek.
@_cdecl("__stdio_seek")
public func stdioSeek(_ file: UnsafeMutableRawPointer?, _ offset: Int64, _ whence: Int32) -> Int64 {
  -1
}

/// `__stdio_close(file)`: 0.
@_cdecl("__stdio_close")
public func stdioClose(_ file: UnsafeMutableRawPointer?) -> Int32 {
  0
}

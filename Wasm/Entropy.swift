// The one C function the Embedded Swift standard library asks of the platform that the
// module supplies itself. The standard library seeds hashing from `arc4random_buf`; wasi-libc's
// would import `random_get` from a WASI host and pull in its stdio (`fd_write`, `fd_seek`,
// `fd_close`) through its assertion, so the module could not be instantiated with no imports.
// The engine keeps no hashed collection across calls and needs no secret seed, so the module
// fills the buffer from a fixed SplitMix64 sequence: its hashing is deterministic, as with
// `SWIFT_DETERMINISTIC_HASHING` natively, and the module imports nothing.

/// The state of the SplitMix64 sequence.
nonisolated(unsafe) private var entropyState: UInt64 = 0x9E37_79B9_7F4A_7C15

/// `arc4random_buf(buffer, count)`: fills `buffer` with the next `count` bytes of the sequence.
@_cdecl("arc4random_buf")
public func arc4randomBuffer(_ buffer: UnsafeMutableRawPointer?, _ count: Int) {
  guard let buffer else { return }
  var word: UInt64 = 0
  for index in 0..<count {
    if index % 8 == 0 {
      entropyState &+= 0x9E37_79B9_7F4A_7C15
      var mixed = entropyState
      mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
      mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
      word = mixed ^ (mixed >> 31)
    }
    let byte = UInt8(truncatingIfNeeded: word >> (8 * UInt64(index % 8)))
    buffer.storeBytes(of: byte, toByteOffset: index, as: UInt8.self)
  }
}

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes files atomically: the bytes go to a temporary file in the destination's folder,
/// which is flushed and then renamed over the destination.
///
/// Readers see the old file or the whole new one, never a half-written file; when anything
/// fails (the folder is missing or read-only, the disk is full, the content producer throws),
/// the temporary file is removed and an existing destination is left exactly as it was.
/// Replacing an existing file keeps its permissions. A destination that is a symbolic link is
/// replaced by the new file (the link's target is not written).
///
/// ```swift
/// try AtomicFile.write(svg, to: URL(fileURLWithPath: "out/compact.svg"))
/// ```
package enum AtomicFile {
  /// A temporary file being written by ``write(to:_:)``.
  package struct Output {
    fileprivate let descriptor: Int32
    fileprivate let destination: String
    /// The number of bytes written so far.
    package fileprivate(set) var count = 0

    /// Appends bytes.
    ///
    /// - Throws: `AtomicFileError` when the system refuses the write.
    package mutating func write(_ data: Data) throws(AtomicFileError) {
      let failure = data.withUnsafeBytes { buffer -> AtomicFileError? in
        var start = 0
        while start < buffer.count {
          let written = Self.systemWrite(
            descriptor, buffer.baseAddress! + start, buffer.count - start)
          if written < 0 {
            if errno == EINTR { continue }
            return AtomicFile.error(destination, .write)
          }
          start += written
        }
        return nil
      }
      if let failure { throw failure }
      count += data.count
    }

    /// Appends text as UTF-8.
    ///
    /// - Throws: `AtomicFileError` when the system refuses the write.
    package mutating func write(_ text: String) throws(AtomicFileError) {
      try write(Data(text.utf8))
    }

    private static func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
      #if canImport(Darwin)
        return Darwin.write(fd, bytes, count)
      #elseif canImport(Glibc)
        return Glibc.write(fd, bytes, count)
      #else
        return Musl.write(fd, bytes, count)
      #endif
    }
  }

  /// Writes `text` as UTF-8 to `url` atomically.
  ///
  /// - Throws: `AtomicFileError` naming the path, the failed step and the system's reason.
  package static func write(_ text: String, to url: URL) throws(AtomicFileError) {
    try write(Data(text.utf8), to: url)
  }

  /// Writes `data` to `url` atomically.
  ///
  /// - Throws: `AtomicFileError` naming the path, the failed step and the system's reason.
  package static func write(_ data: Data, to url: URL) throws(AtomicFileError) {
    do {
      try replace(url) { (output) throws(AtomicFileError) in try output.write(data) }
    } catch {
      switch error {
      case .file(let failure), .producer(let failure): throw failure
      }
    }
  }

  /// Writes what `produce` writes to `url` atomically; when `produce` throws, nothing
  /// changes on disk and its error is rethrown.
  ///
  /// The one entry with two kinds of error: its own and whatever `produce` throws.
  ///
  /// - Throws: `AtomicFileError`, or the error `produce` threw.
  package static func write(to url: URL, _ produce: (inout Output) throws -> Void) throws {
    do {
      try replace(url, produce)
    } catch {
      switch error {
      case .file(let failure): throw failure
      case .producer(let failure): throw failure
      }
    }
  }

  // MARK: - Private

  /// Why ``replace(_:_:)`` failed: a step of its own, or the producer.
  private enum Failure<Producer: Error>: Error {
    case file(AtomicFileError)
    case producer(Producer)
  }

  /// Writes what `produce` writes to a temporary file beside `url`, then renames it over `url`.
  private static func replace<Producer: Error>(
    _ url: URL, _ produce: (inout Output) throws(Producer) -> Void
  ) throws(Failure<Producer>) {
    let path = url.path
    let name = url.lastPathComponent
    guard url.isFileURL, !url.hasDirectoryPath, !path.isEmpty, !name.isEmpty, name != "/" else {
      throw .file(
        AtomicFileError(
          path: path, step: .path, code: 0, reason: "expected a file path, got \"\(path)\""))
    }
    let folder = url.deletingLastPathComponent().path
    let descriptor: Int32
    let temporary: String
    do {
      (descriptor, temporary) = try createTemporary(in: folder, name: name, destination: path)
    } catch {
      throw .file(error)
    }
    var output = Output(descriptor: descriptor, destination: path)
    var closed = false
    do throws(Failure<Producer>) {
      // Keep the permissions of a file being replaced.
      var existing = stat()
      if stat(path, &existing) == 0, (existing.st_mode & S_IFMT) == S_IFREG {
        _ = fchmod(descriptor, existing.st_mode & 0o7777)
      }
      do {
        try produce(&output)
      } catch {
        throw .producer(error)
      }
      guard fsync(descriptor) == 0 else { throw .file(Self.error(path, .flush)) }
      closed = true
      guard close(descriptor) == 0 else { throw .file(Self.error(path, .flush)) }
      guard rename(temporary, path) == 0 else { throw .file(Self.error(path, .replace)) }
    } catch {
      if !closed { close(descriptor) }
      unlink(temporary)
      throw error
    }
    syncFolder(folder)
  }

  /// Creates `.NAME.tmp-PID-N` in `folder`, exclusively, retrying a taken name.
  private static func createTemporary(in folder: String, name: String, destination: String)
    throws(AtomicFileError) -> (Int32, String)
  {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<16 {
      let suffix = String(generator.next() & 0xFFFF_FFFF, radix: 16)
      let temporary = "\(folder)/.\(name).tmp-\(getpid())-\(suffix)"
      let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      if descriptor >= 0 { return (descriptor, temporary) }
      if errno == EEXIST || errno == EINTR { continue }
      throw error(destination, .createTemporary)
    }
    throw error(destination, .createTemporary)
  }

  /// Flushes the folder's entry for the renamed file (best effort: not every file system
  /// lets a folder be opened for this).
  private static func syncFolder(_ folder: String) {
    let descriptor = open(folder, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    close(descriptor)
  }

  fileprivate static func error(_ path: String, _ step: AtomicFileError.Step) -> AtomicFileError {
    let code = errno
    return AtomicFileError(
      path: path, step: step, code: code, reason: String(cString: strerror(code)))
  }
}

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
public enum AtomicFile {
  /// A temporary file being written by ``write(to:_:)``.
  public struct Output {
    fileprivate let descriptor: Int32
    fileprivate let destination: String
    /// The number of bytes written so far.
    public fileprivate(set) var count = 0

    /// Appends bytes.
    ///
    /// - Throws: ``AtomicFileError`` when the system refuses the write.
    public mutating func write(_ data: Data) throws {
      try data.withUnsafeBytes { buffer in
        var start = 0
        while start < buffer.count {
          let written = Self.systemWrite(
            descriptor, buffer.baseAddress! + start, buffer.count - start)
          if written < 0 {
            if errno == EINTR { continue }
            throw AtomicFile.error(destination, .write)
          }
          start += written
        }
      }
      count += data.count
    }

    /// Appends text as UTF-8.
    ///
    /// - Throws: ``AtomicFileError`` when the system refuses the write.
    public mutating func write(_ text: String) throws {
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
  /// - Throws: ``AtomicFileError`` naming the path, the failed step and the system's reason.
  public static func write(_ text: String, to url: URL) throws {
    try write(Data(text.utf8), to: url)
  }

  /// Writes `data` to `url` atomically.
  ///
  /// - Throws: ``AtomicFileError`` naming the path, the failed step and the system's reason.
  public static func write(_ data: Data, to url: URL) throws {
    try write(to: url) { output in try output.write(data) }
  }

  /// Writes what `produce` writes to `url` atomically; when `produce` throws, nothing
  /// changes on disk and its error is rethrown.
  ///
  /// - Throws: ``AtomicFileError``, or the error `produce` threw.
  public static func write(to url: URL, _ produce: (inout Output) throws -> Void) throws {
    let path = url.path
    let name = url.lastPathComponent
    guard url.isFileURL, !url.hasDirectoryPath, !path.isEmpty, !name.isEmpty, name != "/" else {
      throw AtomicFileError(
        path: path, step: .path, code: 0, reason: "expected a file path, got \"\(path)\"")
    }
    let folder = url.deletingLastPathComponent().path
    let (descriptor, temporary) = try createTemporary(in: folder, name: name, destination: path)
    var output = Output(descriptor: descriptor, destination: path)
    var closed = false
    do {
      // Keep the permissions of a file being replaced.
      var existing = stat()
      if stat(path, &existing) == 0, (existing.st_mode & S_IFMT) == S_IFREG {
        _ = fchmod(descriptor, existing.st_mode & 0o7777)
      }
      try produce(&output)
      guard fsync(descriptor) == 0 else { throw error(path, .flush) }
      closed = true
      guard close(descriptor) == 0 else { throw error(path, .flush) }
      guard rename(temporary, path) == 0 else { throw error(path, .replace) }
    } catch {
      if !closed { close(descriptor) }
      unlink(temporary)
      throw error
    }
    syncFolder(folder)
  }

  // MARK: - Private

  /// Creates `.NAME.tmp-PID-N` in `folder`, exclusively, retrying a taken name.
  private static func createTemporary(in folder: String, name: String, destination: String)
    throws -> (Int32, String)
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

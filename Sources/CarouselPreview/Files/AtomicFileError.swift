/// Why `AtomicFile` could not write a file: the destination, the step that failed and the
/// system's reason.
///
/// Its description is one line a person can act on:
/// `cannot write /tmp/out/carousel.svg: cannot create a temporary file in /tmp/out: No such file or directory`.
package struct AtomicFileError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The step of an atomic write.
  package enum Step: String, Sendable, Hashable, CaseIterable {
    /// Creating the temporary file next to the destination (the folder is missing or not
    /// writable).
    case createTemporary
    /// Writing the bytes (the disk is full, a quota is reached).
    case write
    /// Flushing the bytes to the storage.
    case flush
    /// Renaming the temporary file over the destination (the destination is a folder, …).
    case replace
    /// The destination path names no file (it is empty or ends in `/`).
    case path
  }

  /// The path of the file that was to be written.
  package var path: String
  /// The step that failed.
  package var step: Step
  /// The system's error number (`errno`), or 0 when the path itself was refused.
  package var code: Int32
  /// The system's message for ``code``.
  package var reason: String

  /// Creates an error.
  package init(path: String, step: Step, code: Int32, reason: String) {
    self.path = path
    self.step = step
    self.code = code
    self.reason = reason
  }

  /// `cannot write PATH: STEP: REASON`.
  package var description: String {
    let folder = Self.folder(of: path)
    let what: String
    switch step {
    case .createTemporary: what = "cannot create a temporary file in \(folder)"
    case .write: what = "cannot write the temporary file in \(folder)"
    case .flush: what = "cannot flush the temporary file in \(folder)"
    case .replace: what = "cannot replace the destination with the new file"
    case .path: what = "the path names no file"
    }
    return "cannot write \(path): \(what): \(reason)"
  }

  private static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}

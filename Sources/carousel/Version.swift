/// The package's version: `carousel --version` prints it, and a test checks that
/// `CHANGELOG.md` has a section for it. Change it here, and only here, when releasing.
enum Version {
  static let current = "0.1.0"
}

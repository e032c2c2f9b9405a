/// Keypad's version: the one place it is written. `keypad --version` prints it, and packaging
/// reads it from this file.
enum KeypadVersion {
  /// The version, as `MAJOR.MINOR.PATCH`.
  static let current = "0.5.0"
}

/// Keypad's version: the one place it is written. `keypad --version` prints it, and packaging
/// reads it from this file.
public enum KeypadVersion {
  /// The version, as `MAJOR.MINOR.PATCH`.
  public static let current = "0.6.0"

  /// How the running window executable was built: the lean Embedded Swift build, or the
  /// standard one a toolchain without Embedded Swift makes.
  public static var build: String {
    #if hasFeature(Embedded)
      "Embedded Swift"
    #else
      "standard Swift"
    #endif
  }
}

import KeypadConfig
import KeypadCore

/// Resolves `--theme`: a built-in name, or a path to a theme file.
enum ThemeSource {
  /// The theme `argument` names.
  /// - Throws: ``ConfigError`` for a broken file or an unknown name.
  static func resolve(_ argument: String) throws(ConfigError) -> Theme {
    if let theme = Theme.named(argument) { return theme }
    if argument.contains("/") || argument.hasSuffix(".json") {
      return try ThemeFile.load(argument)
    }
    throw ConfigError(
      kind: "theme", file: argument,
      problem:
        "is neither a built-in theme (\(Theme.builtIn.map(\.name).joined(separator: ", "))) nor a theme file; give a path to a .json file"
    )
  }
}

import KeypadConfig
import KeypadCore

/// Resolves `--theme`: a path to a theme file, a theme file found by name in the configuration
/// directories, or a built-in theme.
enum ThemeSource {
  /// The theme `argument` names: a path (with a `/` or ending in `.json`), then
  /// `themes/NAME.json` in the configuration directories (the user's, then the system's), then
  /// a built-in theme.
  /// - Throws: ``ConfigError`` for a broken file or an unknown name.
  static func resolve(_ argument: String, searching path: ConfigSearchPath = ConfigSearchPath())
    throws(ConfigError) -> Theme
  {
    if argument.contains("/") || argument.hasSuffix(".json") {
      return try ThemeFile.load(argument)
    }
    if let found = path.file(named: argument, in: "themes") {
      return try ThemeFile.load(found.path)
    }
    if let theme = Theme.named(argument) { return theme }
    let names = Theme.builtIn.map(\.name).joined(separator: ", ")
    var error = ConfigError(
      kind: "theme", file: argument,
      problem: Message(
        en:
          "is neither a built-in theme (\(names)) nor a theme file; give a path to a .json file, or put \(argument).json in \(path.describe("themes", or: "or"))",
        zh:
          "既不是内置主题（\(names)）也不是主题文件；请给出 .json 文件的路径，或把 \(argument).json 放在 \(path.describe("themes", or: "或")) 中"
      ))
    error.isFile = false
    throw error
  }
}
